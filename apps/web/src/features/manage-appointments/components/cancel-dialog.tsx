import type { Appointment } from '@hospital/contract/appointments';
import { cancellationSchema } from '@hospital/contract/appointments';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormTextArea } from '@/components/ui/form-text-area';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useAppointmentUpdate } from '../hooks/use-appointment-update';
import { AppointmentSubtitle } from './appointment-subtitle';
import { useLanguage } from '@/i18n/i18n';

const REASON_MAX = 50; // docs/product-spec.md §9: a cancellation reason is 8 to 50 characters

type CancelDialogProps = { appointment: Appointment; onClose: () => void };

/** docs/product-spec.md §2 'Cancel': 'What happened?', a reason, Confirm. docs/product-spec.md §5's messages; the first is toasted and nothing sent. */
export function CancelDialog({ appointment, onClose }: CancelDialogProps) {
  const { t } = useLanguage();
  const { update, isUpdating } = useAppointmentUpdate();
  // The reason is filled in when the doctor is on leave that day: one Confirm cancels it.
  const form = useSchemaForm(cancellationSchema, {
    cancellationReason: appointment.doctorOnLeave ? 'Doctor on leave' : '',
  });

  const onValid = form.handleSubmit(async ({ cancellationReason }) => {
    if (await update(appointment._id, { status: 'cancelled', cancellationReason })) onClose();
  }, toastFirstFormError);

  return (
    <Dialog
      title={t('deskDialogs.cancelTitle')}
      subtitle={<AppointmentSubtitle appointment={appointment} />}
      onClose={onClose}
    >
      <form onSubmit={onValid} noValidate className="space-y-4">
        <FormTextArea
          form={form}
          name="cancellationReason"
          label={t('deskDialogs.cancelReason')}
          placeholder={t('deskDialogs.cancelPlaceholder')}
          rows={3}
          maxLength={REASON_MAX}
          data-autofocus
        />
        <Button type="submit" disabled={isUpdating} className="bg-red-700 hover:bg-red-800">
          {t('deskDialogs.confirm')}
        </Button>
      </form>
    </Dialog>
  );
}
