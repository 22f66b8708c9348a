import type { Appointment } from '@hospital/contract/appointments';
import { cancellationSchema } from '@hospital/contract/appointments';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useAppointmentUpdate } from '../hooks/use-appointment-update';
import { AppointmentSubtitle } from './appointment-subtitle';
import { DeskDialog } from './desk-dialog';

const REASON_MAX = 50; // docs/product-spec.md §9: a cancellation reason is 8 to 50 characters

type CancelDialogProps = { appointment: Appointment; onClose: () => void };

/** docs/product-spec.md §2 'Cancel': 'What happened?', a reason, Confirm. docs/product-spec.md §5's messages; the first is toasted and nothing sent. */
export function CancelDialog({ appointment, onClose }: CancelDialogProps) {
  const { update, isUpdating } = useAppointmentUpdate();
  const { register, handleSubmit, control, formState: { errors } } = useSchemaForm(cancellationSchema, {
    cancellationReason: '',
  });
  const reason = useWatch({ control, name: 'cancellationReason' });

  const onValid = handleSubmit(async ({ cancellationReason }) => {
    if (await update(appointment._id, { status: 'cancelled', cancellationReason })) onClose();
  }, toastFirstFormError);

  return (
    <DeskDialog title="What happened?" subtitle={<AppointmentSubtitle appointment={appointment} />} onClose={onClose}>
      <form onSubmit={onValid} noValidate className="space-y-4">
        <TextAreaField
          label="Reason for cancelling"
          placeholder="e.g. Patient will come next week"
          rows={3}
          length={reason.length}
          maxLength={REASON_MAX}
          error={errors.cancellationReason?.message}
          data-autofocus
          {...register('cancellationReason')}
        />
        <Button type="submit" disabled={isUpdating} className="bg-red-700 hover:bg-red-800">
          Confirm
        </Button>
      </form>
    </DeskDialog>
  );
}
