import { EmptyNote, PulseCards } from '@/components/ui/list-placeholders';
import { ListStates } from '@/components/ui/list-states';
import { PageSection } from '@/components/ui/page-section';
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
    <PageSection title={t('slotRequests.title')} intro={t('slotRequests.intro')}>
      <ListStates
        query={query}
        what={t('slotRequests.what')}
        loading={<PulseCards label={t('slotRequests.loading')} count={3} className={GRID} card="h-64 rounded-2xl" />}
        empty={<EmptyNote>{t('slotRequests.empty')}</EmptyNote>}
      >
        {(requests) => (
          <div className={GRID}>
            {requests.map((request) => (
              <SlotRequestCard key={request._id} request={request} />
            ))}
          </div>
        )}
      </ListStates>
    </PageSection>
  );
}
