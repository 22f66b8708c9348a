import { ListStates, SkeletonGrid } from '@/components/ui/list-states';
import { useGetSlotRequestsQuery } from '../api/get-slot-requests';
import { SlotRequestCard } from './slot-request-card';
import { useLanguage } from '@/i18n/i18n';

// docs/product-spec.md §9: the page lists the pending requests of the last 5 days.
const LIST_QUERY = { days: 5, status: 'pending' } as const;
const GRID = 'mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** docs/product-spec.md §2 'Admin slot request list' (/admin/manage-slot-request). */
export function SlotRequestList() {
  const { t } = useLanguage();
  const query = useGetSlotRequestsQuery(LIST_QUERY, { refetchOnMountOrArgChange: true });
  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('slotRequests.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('slotRequests.intro')}</p>
      <ListStates
        query={query}
        what={t('slotRequests.what')}
        loading={
          <SkeletonGrid label={t('slotRequests.loading')} count={3} className={GRID}>
            <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl border border-slate-200 bg-white" />
          </SkeletonGrid>
        }
        empty={<p className="mt-8 text-center text-slate-600">{t('slotRequests.empty')}</p>}
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
