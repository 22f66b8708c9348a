import type { Callback } from '@hospital/contract/callbacks';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useGetCallbacksQuery } from '../api/get-callbacks';
import { CallbackCard } from './callback-card';
import { RemarksDialog } from './remarks-dialog';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
const SKELETON_CARDS = [0, 1, 2];

/** docs/product-spec.md §2 'Callback screen' (/attendant/callback-requests): the requests waiting for a call, then the answered ones. */
export function CallbackDesk() {
  // Refetched on every visit: new requests arrive all day (the bell's stream only counts them).
  const { data, isLoading, isError, refetch } = useGetCallbacksQuery(undefined, { refetchOnMountOrArgChange: true });
  const [answering, setAnswering] = useState<Callback | null>(null);

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Callback Requests</h1>
      <CallbacksBody callbacks={data} isLoading={isLoading} isError={isError} onRetry={refetch} onAnswer={setAnswering} />
      {answering && <RemarksDialog callback={answering} onClose={() => setAnswering(null)} />}
    </section>
  );
}

type CallbacksBodyProps = {
  callbacks: Callback[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onAnswer: (callback: Callback) => void;
};

function CallbacksBody({ callbacks, isLoading, isError, onRetry, onAnswer }: CallbacksBodyProps) {
  if (isLoading) return <CallbacksSkeleton />;
  if (!callbacks) return isError ? <LoadFailed onRetry={onRetry} /> : null;
  if (callbacks.length === 0) return <p className="mt-8 text-center text-slate-600">Nothing found.</p>;
  return (
    <>
      <CallbackSection
        title="Waiting for a call"
        callbacks={callbacks.filter((callback) => callback.answeredAt === null)}
        onAnswer={onAnswer}
      />
      <CallbackSection
        title="Answered"
        callbacks={callbacks.filter((callback) => callback.answeredAt !== null)}
        onAnswer={onAnswer}
      />
    </>
  );
}

type CallbackSectionProps = { title: string; callbacks: Callback[]; onAnswer: (callback: Callback) => void };

function CallbackSection({ title, callbacks, onAnswer }: CallbackSectionProps) {
  if (callbacks.length === 0) return null;
  return (
    <section className="mt-6">
      <h2 className="mb-3 text-lg font-semibold text-slate-800">
        {title} <span className="text-slate-500">({callbacks.length})</span>
      </h2>
      <div className={GRID}>
        {callbacks.map((callback) => (
          <CallbackCard key={callback._id} callback={callback} onAnswer={onAnswer} />
        ))}
      </div>
    </section>
  );
}

function CallbacksSkeleton() {
  return (
    <div role="status" className={`mt-6 ${GRID}`}>
      {/* docs/product-spec.md §8's loading text, for screen readers; the cards show the wait to everyone else. */}
      <span className="sr-only">Getting callback request.</span>
      {SKELETON_CARDS.map((index) => (
        <div key={index} aria-hidden="true" className="h-44 animate-pulse rounded-2xl border border-slate-200 bg-white p-4">
          <div className="h-4 w-1/2 rounded bg-slate-200" />
          <div className="mt-4 h-7 w-36 rounded-lg bg-slate-200" />
          <div className="mt-4 h-3 w-full rounded bg-slate-200" />
          <div className="mt-2 h-3 w-4/5 rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  // The API client has toasted the reason; this keeps the page useful once the toast is gone.
  return (
    <div className="mt-8 flex flex-col items-center gap-3 text-center">
      <p className="text-slate-700">The callback requests could not be loaded.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
