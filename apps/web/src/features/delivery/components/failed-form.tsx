import {
  deliveryFailedSchema,
  FAILURE_REASONS,
  type DeliveryOrder,
  type FailureReason,
} from '@hospital/contract/pharmacy';
import { useState } from 'react';
import { ChoiceField } from '@/components/ui/choice-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useLanguage } from '@/i18n/i18n';
import { useMarkFailedMutation } from '../api/deliveries';
import { useRiderForm } from '../hooks/use-rider-form';
import { RiderForm } from './rider-form';

const NOTE_MAX = 300;

/** A delivery that could not be made: why (not reachable, refused, wrong address) and a note for the pharmacy. */
export function FailedForm({ delivery, onDone }: { delivery: DeliveryOrder; onDone: () => void }) {
  const { t } = useLanguage();
  const [reason, setReason] = useState<FailureReason | ''>('');
  const [note, setNote] = useState('');
  const mutation = useMarkFailedMutation();
  const { errors, form } = useRiderForm(mutation, delivery._id, onDone, () =>
    deliveryFailedSchema.safeParse({ reason: reason || undefined, note }),
  );

  return (
    <RiderForm {...form} confirm={t('delivery.confirmFailed')}>
      <ChoiceField
        legend={t('delivery.whyFailed')}
        options={FAILURE_REASONS}
        value={reason}
        onChange={setReason}
        optionLabel={(option) => t(`deliveryFailure.${option}`)}
        error={errors.reason}
      />
      <TextAreaField
        label={t('delivery.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        length={note.length}
        maxLength={NOTE_MAX}
        error={errors.note}
      />
    </RiderForm>
  );
}
