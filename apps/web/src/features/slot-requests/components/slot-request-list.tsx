import { ListStates, SkeletonGrid } from '@/components/ui/list-states';
import { useGetSlotRequestsQuery } from '../api/get-slot-requests';
import { SlotRequestCard } from './slot-request-card';

// docs/product-spec.md §9: the page lists the pending requests of the last 5 days.
const LIST_QUERY = { days: 5, status: 'pending' } as const;
const GRID = 'mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** docs/product-spec.md §2 'Admin slot request list' (/admin/manage-slot-request). */
export function SlotRequestList() {
  const query = useGetSlotRequestsQuery(LIST_QUERY, { refetchOnMountOrArgChange: true });
  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Manage Slot Requests</h1>
      <p className="mt-1 text-sm text-slate-600">Pending emergency slot requests of the last 5 days.</p>
      <ListStates
        query={query}
        what="The slot requests"
        loading={
          <SkeletonGrid label="Loading slot requests" count={3} className={GRID}>
            <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl border border-slate-200 bg-white" />
          </SkeletonGrid>
        }
        empty={<p className="mt-8 text-center text-slate-600">Nothing found.</p>}
      >
        {(requests) => (
          <div className={GRID}>
            {requests.map((request) => (
              <SlotRequestCard key={request._id} request={request} />
            ))}
          </div>
        )}
      </ListStates>
    </section>
  );
}
