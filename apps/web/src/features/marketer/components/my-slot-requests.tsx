import { dhakaDateString } from '@hospital/contract/format';
import type { SlotRequest } from '@hospital/contract/slot-requests';
import { ButtonLink } from '@/components/ui/button-link';
import { Panel } from '@/components/ui/panel';
import { useLanguage } from '@/i18n/i18n';

const COLOURS: Record<SlotRequest['status'], string> = {
  pending: 'bg-slate-100 text-slate-800',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

/** The emergency slot requests the marketer sent, with the admin's decision on each. */
export function MySlotRequests({ requests }: { requests: readonly SlotRequest[] }) {
  const { t, formats } = useLanguage();
  return (
    <Panel title={t('marketing.slotsTitle')}>
      {requests.length === 0 ? (
        <p className="text-slate-600">{t('marketing.slotsEmpty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {requests.map((request) => (
            <li key={request._id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0 text-sm">
                <p className="font-semibold break-words text-slate-900">
                  {request.name} · {t(`slotDepartment.${request.department}`)}
                </p>
                <p className="text-slate-600">
                  {request.station ?? t('slotRequests.noStation')} ·{' '}
                  <time dateTime={request.createdAt}>{formats.date(dhakaDateString(new Date(request.createdAt)))}</time>
                </p>
              </div>
              <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ${COLOURS[request.status]}`}>
                {t(`marketing.slot_${request.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <ButtonLink to="/marketer/book-emergency-slot" className="inline-flex min-h-11 items-center px-4 py-2">
          {t('marketing.slotsNew')}
        </ButtonLink>
      </div>
    </Panel>
  );
}
