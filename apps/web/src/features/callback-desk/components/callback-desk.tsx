import type { Callback } from '@hospital/contract/callbacks';
import { useState } from 'react';
import { EmptyNote } from '@/components/ui/list-placeholders';
import { ListStates, SkeletonGrid } from '@/components/ui/list-states';
import { PageSection } from '@/components/ui/page-section';
import { useGetCallbacksQuery } from '../api/get-callbacks';
import { CallbackCard } from './callback-card';
import { RemarksDialog } from './remarks-dialog';
import { useLanguage } from '@/i18n/i18n';
import { SkeletonBars } from '@/components/ui/skeleton-bars';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** docs/product-spec.md §2 'Callback screen' (/attendant/callback-requests): the requests waiting for a call, then the answered ones. */
export function CallbackDesk() {
  // Refetched on every visit: new requests arrive all day (the bell's stream only counts them).
  const query = useGetCallbacksQuery(undefined, { refetchOnMountOrArgChange: true });
  const [answering, setAnswering] = useState<Callback | null>(null);
  const { t } = useLanguage();

  return (
    <PageSection title={t('callbackDesk.title')}>
      <ListStates
        query={query}
        what={t('callbackDesk.what')}
        loading={<CallbacksSkeleton />}
        empty={<EmptyNote>{t('callbackDesk.empty')}</EmptyNote>}
      >
        {(callbacks) => (
          <>
            <CallbackSection
              title={t('callbackDesk.waiting')}
              callbacks={callbacks.filter((callback) => callback.answeredAt === null)}
              onAnswer={setAnswering}
            />
            <CallbackSection
              title={t('callbackDesk.answered')}
              callbacks={callbacks.filter((callback) => callback.answeredAt !== null)}
              onAnswer={setAnswering}
            />
          </>
        )}
      </ListStates>
      {answering && <RemarksDialog callback={answering} onClose={() => setAnswering(null)} />}
    </PageSection>
  );
}

type CallbackSectionProps = { title: string; callbacks: readonly Callback[]; onAnswer: (callback: Callback) => void };

function CallbackSection({ title, callbacks, onAnswer }: CallbackSectionProps) {
  const { formats } = useLanguage();
  if (callbacks.length === 0) return null;
  return (
    <section className="mt-6">
      <h2 className="mb-3 text-lg font-semibold text-slate-800">
        {title} <span className="text-slate-500">({formats.number(callbacks.length)})</span>
      </h2>
      <div className={GRID}>
        {callbacks.map((callback) => (
          <CallbackCard key={callback._id} callback={callback} onAnswer={onAnswer} />
        ))}
      </div>
    </section>
  );
}

// docs/product-spec.md §8's loading text, for screen readers; the cards show the wait to everyone else.
function CallbacksSkeleton() {
  const { t } = useLanguage();
  return (
    <SkeletonGrid label={t('callbackDesk.loading')} count={3} className={`mt-6 ${GRID}`}>
      <SkeletonBars
        bars={['h-4 w-1/2', 'mt-4 h-7 w-36 rounded-lg', 'mt-4 h-3 w-full', 'mt-2 h-3 w-4/5']}
        className="h-44 rounded-2xl border border-slate-200 bg-white p-4"
      />
    </SkeletonGrid>
  );
}
