import { dhakaAreaName, formatTaka, orderNumber, type DeliveryOrder } from '@hospital/contract/pharmacy';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DetailRow } from '@/components/ui/detail-row';
import { PhoneIcon } from '@/components/ui/icons';
import { StripCard } from '@/components/ui/strip-card';
import { useLanguage } from '@/i18n/i18n';
import { withToasts } from '@/lib/with-toasts';
import { useMarkPickedUpMutation } from '../api/deliveries';
import { DeliveredForm } from './delivered-form';
import { FailedForm } from './failed-form';

const STRIPS: Partial<Record<DeliveryOrder['state'], string>> = {
  packed: 'bg-amber-500',
  out: 'bg-brand-600',
  delivered: 'bg-green-600',
  failed: 'bg-red-500',
};

/**
 * One delivery on the rider's phone: who, where, what to collect, a big call button, and the one next step (picked
 * up; then delivered with the patient's code, or could not deliver and why).
 */
export function DeliveryCard({ delivery }: { delivery: DeliveryOrder }) {
  const { t, language, formats } = useLanguage();
  const headingId = useId();
  const [form, setForm] = useState<'delivered' | 'failed' | null>(null);
  return (
    <StripCard strip={STRIPS[delivery.state] ?? 'bg-slate-400'} headingId={headingId} className="gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={headingId} className="text-lg font-bold text-slate-900">
          {orderNumber(delivery.orderNo)} · <span className="break-words">{delivery.patientName}</span>
        </h3>
        <CollectLine delivery={delivery} />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <DetailRow label={t('delivery.area')}>{dhakaAreaName(delivery.area, language)}</DetailRow>
        <DetailRow label={t('delivery.address')}>{delivery.address}</DetailRow>
        {delivery.landmark && <DetailRow label={t('delivery.landmark')}>{delivery.landmark}</DetailRow>}
        <DetailRow label={t('delivery.items')}>{formats.number(delivery.items)}</DetailRow>
        {delivery.state === 'failed' && delivery.failureReason && (
          <DetailRow label={t('delivery.failedBecause')}>{t(`deliveryFailure.${delivery.failureReason}`)}</DetailRow>
        )}
      </dl>
      {(delivery.state === 'packed' || delivery.state === 'out') && (
        <a
          href={`tel:${delivery.contact}`}
          className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-green-700 px-4 py-3 text-lg font-bold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
        >
          <PhoneIcon className="size-5" />
          {t('delivery.call', { name: delivery.patientName })}
        </a>
      )}
      {delivery.state === 'packed' && <PickedUpButton delivery={delivery} />}
      {delivery.state === 'out' &&
        (form === 'delivered' ? (
          <DeliveredForm delivery={delivery} onDone={() => setForm(null)} />
        ) : form === 'failed' ? (
          <FailedForm delivery={delivery} onDone={() => setForm(null)} />
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <Button onClick={() => setForm('delivered')} className="min-h-12">
              {t('delivery.delivered')}
            </Button>
            <Button variant="secondary" onClick={() => setForm('failed')} className="min-h-12">
              {t('delivery.couldNotDeliver')}
            </Button>
          </div>
        ))}
    </StripCard>
  );
}

function CollectLine({ delivery }: { delivery: DeliveryOrder }) {
  const { t, language } = useLanguage();
  if (delivery.state === 'delivered')
    return <p className="font-semibold text-green-800">{t('delivery.doneDelivered')}</p>;
  // A failed delivery goes back to the pharmacy: nothing is collected on it now.
  if (delivery.state === 'failed') return null;
  if (delivery.collectTaka > 0) {
    return (
      <p className="text-lg font-bold text-amber-800">
        {t('delivery.collect', { amount: formatTaka(delivery.collectTaka, language) })}
      </p>
    );
  }
  return <p className="font-semibold text-green-800">{t('delivery.paid')}</p>;
}

function PickedUpButton({ delivery }: { delivery: DeliveryOrder }) {
  const { t } = useLanguage();
  const [markPickedUp, { isLoading }] = useMarkPickedUpMutation();
  return (
    <Button
      disabled={isLoading}
      className="min-h-12"
      onClick={() => void withToasts(t('delivery.saving'), () => markPickedUp(delivery._id).unwrap())}
    >
      {t('delivery.pickedUp')}
    </Button>
  );
}
