import type { Appointment } from '@hospital/contract/appointments';
import { cancellationSchema } from '@hospital/contract/appointments';
import { FormTextArea } from '@/components/ui/form-text-area';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateOnSubmit } from '../hooks/use-appointment-update';
import { AppointmentFormDialog } from './appointment-form-dialog';
import { useLanguage } from '@/i18n/i18n';

const REASON_MAX = 50; // docs/product-spec.md §9: a cancellation reason is 8 to 50 characters

type CancelDialogProps = { appointment: Appointment; onClose: () => void };

/** docs/product-spec.md §2 'Cancel': 'What happened?', a reason, Confirm. docs/product-spec.md §5's messages; the first is toasted and nothing sent. */
export function CancelDialog({ appointment, onClose }: CancelDialogProps) {
  const { t } = useLanguage();
  // The reason is filled in when the doctor is on leave that day: one Confirm cancels it.
  const form = useSchemaForm(cancellationSchema, {
    cancellationReason: appointment.doctorOnLeave ? 'Doctor on leave' : '',
  });

  const save = useUpdateOnSubmit(
    form.handleSubmit,
    appointment._id,
    ({ cancellationReason }) => ({ status: 'cancelled', cancellationReason }),
    onClose,
  );

  return (
    <AppointmentFormDialog
      title={t('deskDialogs.cancelTitle')}
      appointment={appointment}
      onClose={onClose}
      submit={{ ...save, label: t('deskDialogs.confirm'), danger: true }}
    >
      <FormTextArea
        form={form}
        name="cancellationReason"
        label={t('deskDialogs.cancelReason')}
        placeholder={t('deskDialogs.cancelPlaceholder')}
        rows={3}
        maxLength={REASON_MAX}
        data-autofocus
      />
    </AppointmentFormDialog>
  );
}
