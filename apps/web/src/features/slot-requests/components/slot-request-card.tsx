import { dhakaDateString } from '@hospital/contract/format';
import type { SlotRequest } from '@hospital/contract/slot-requests';
import { useId } from 'react';
import { DetailRow } from '@/components/ui/detail-row';
import { StripCard } from '@/components/ui/strip-card';
import { SlotDecisionButtons } from './slot-decision-buttons';
import { useLanguage } from '@/i18n/i18n';

/** docs/product-spec.md §2 'Admin slot request list': patient, contact, station, support department and who booked it. */
export function SlotRequestCard({ request }: { request: SlotRequest }) {
  const { t, formats } = useLanguage();
  const headingId = useId();
  return (
    <StripCard strip="bg-red-500" headingId={headingId}>
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t('slotRequests.patient')}</p>
          <h2 id={headingId} className="leading-snug font-semibold break-words text-slate-900">
            {request.name}{' '}
            <span className="font-normal text-slate-600">
              {t('slotRequests.age', { age: formats.number(request.age) })}
            </span>
          </h2>
        </div>
        <span className="shrink-0 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-bold text-red-800">
          {request.department}
        </span>
      </header>
      <dl className="my-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <DetailRow label={t('slotRequests.contact')}>
          <a
            href={`tel:+88${request.contact}`}
            className="font-mono text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {request.contact}
          </a>
        </DetailRow>
        <DetailRow label={t('slotRequests.station')}>
          {request.station ?? <span className="text-amber-800">{t('slotRequests.noStation')}</span>}
        </DetailRow>
        <DetailRow label={t('slotRequests.support')}>{request.department}</DetailRow>
        <DetailRow label={t('slotRequests.bookedBy')}>{request.bookedBy.name}</DetailRow>
        <DetailRow label={t('slotRequests.requested')}>
          <time dateTime={request.createdAt}>{formats.date(dhakaDateString(new Date(request.createdAt)))}</time>
        </DetailRow>
      </dl>
      <div className="mt-auto border-t border-slate-100 pt-4">
        <SlotDecisionButtons request={request} />
      </div>
    </StripCard>
  );
}
