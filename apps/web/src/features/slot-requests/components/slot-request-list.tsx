import type { SlotRequest } from '@hospital/contract/slot-requests';
import { Button } from '@/components/ui/button';
import { useGetSlotRequestsQuery } from '../api/get-slot-requests';
import { SlotRequestCard } from './slot-request-card';

// docs/product-spec.md §9: the page lists the pending requests of the last 5 days.
const LIST_QUERY = { days: 5, status: 'pending' } as const;
const GRID = 'mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
const SKELETON_CARDS = [0, 1, 2];

/** docs/product-spec.md §2 'Admin slot request list' (/admin/manage-slot-request). */
export function SlotRequestList() {
  const { data, isLoading, isError, refetch } = useGetSlotRequestsQuery(LIST_QUERY, { refetchOnMountOrArgChange: true });
  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Manage Slot Requests</h1>
      <p className="mt-1 text-sm text-slate-600">Pending emergency slot requests of the last 5 days.</p>
      <SlotRequestsBody requests={data} isLoading={isLoading} isError={isError} onRetry={refetch} />
    </section>
  );
}

type SlotRequestsBodyProps = {
  requests: SlotRequest[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
};

function SlotRequestsBody({ requests, isLoading, isError, onRetry }: SlotRequestsBodyProps) {
  if (isLoading) {
    return (
      <div role="status" className={GRID}>
        <span className="sr-only">Loading slot requests</span>
        {SKELETON_CARDS.map((index) => (
          <div key={index} aria-hidden="true" className="h-64 animate-pulse rounded-2xl border border-slate-200 bg-white" />
        ))}
      </div>
    );
  }
  if (!requests) {
    if (!isError) return null;
    // The API client has toasted the reason; this keeps the page useful once the toast is gone.
    return (
      <div className="mt-8 flex flex-col items-center gap-3 text-center">
        <p className="text-slate-700">The slot requests could not be loaded.</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (requests.length === 0) return <p className="mt-8 text-center text-slate-600">Nothing found.</p>;
  return (
    <div className={GRID}>
      {requests.map((request) => (
        <SlotRequestCard key={request._id} request={request} />
      ))}
    </div>
  );
}
