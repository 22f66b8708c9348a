import {
  deliveryFailedSchema,
  FAILURE_REASONS,
  type DeliveryOrder,
  type FailureReason,
} from '@hospital/contract/pharmacy';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceField } from '@/components/ui/choice-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useLanguage } from '@/i18n/i18n';
import { useMarkFailedMutation } from '../api/deliveries';
import { useRiderForm } from '../hooks/use-rider-form';

const NOTE_MAX = 300;

/** A delivery that could not be made: why (not reachable, refused, wrong address) and a note for the pharmacy. */
export function FailedForm({ delivery, onDone }: { delivery: DeliveryOrder; onDone: () => void }) {
  const { t } = useLanguage();
  const [reason, setReason] = useState<FailureReason | ''>('');
  const [note, setNote] = useState('');
  const [markFailed, { isLoading }] = useMarkFailedMutation();
  const { errors, formError, onSubmit } = useRiderForm(
    () => deliveryFailedSchema.safeParse({ reason: reason || undefined, note }),
    (body) => markFailed({ orderId: delivery._id, body }).unwrap(),
    onDone,
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-xl bg-slate-50 p-3">
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
      {formError && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isLoading} className="min-h-12 flex-1">
          {t('delivery.confirmFailed')}
        </Button>
        <Button variant="secondary" onClick={onDone} className="min-h-12">
          {t('delivery.back')}
        </Button>
      </div>
    </form>
  );
}
