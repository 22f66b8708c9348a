import { deliveredSchema, formatTaka, type DeliveryOrder } from '@hospital/contract/pharmacy';
import { useState } from 'react';
import { NumberField } from '@/components/ui/number-field';
import { useLanguage } from '@/i18n/i18n';
import { useMarkDeliveredMutation } from '../api/deliveries';
import { useRiderForm } from '../hooks/use-rider-form';
import { RiderForm } from './rider-form';

/**
 * Handing the medicines over: the 4-digit code the patient shows (the phone's number pad; Bengali digits too) and the
 * cash taken, which starts at the amount to collect. Paid online: nothing to collect, and 0 is sent.
 */
export function DeliveredForm({ delivery, onDone }: { delivery: DeliveryOrder; onDone: () => void }) {
  const { t, language, formats } = useLanguage();
  const [code, setCode] = useState('');
  const [cash, setCash] = useState(formats.number(delivery.collectTaka));
  const mutation = useMarkDeliveredMutation();
  const collects = delivery.collectTaka > 0;
  const { errors, form } = useRiderForm(mutation, delivery._id, onDone, () =>
    deliveredSchema.safeParse({ code, cashTaka: collects ? cash : 0 }),
  );

  return (
    <RiderForm {...form} confirm={t('delivery.confirmDelivered')}>
      <NumberField
        label={t('delivery.code')}
        autoComplete="one-time-code"
        maxLength={4}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={errors.code}
        className="[&_input]:text-2xl [&_input]:tracking-[0.3em]"
      />
      {collects ? (
        <NumberField
          label={t('delivery.cashCollected', { amount: formatTaka(delivery.collectTaka, language) })}
          value={cash}
          onChange={(event) => setCash(event.target.value)}
          error={errors.cashTaka}
        />
      ) : (
        <p className="text-sm font-medium text-green-800">{t('delivery.paidNoCash')}</p>
      )}
    </RiderForm>
  );
}
