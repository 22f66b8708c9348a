import { cancellationSchema, type CancellationInput } from '@hospital/contract/appointments';
import { useSchemaForm } from '@/lib/use-schema-form';
import { DialogNoteField, type AppointmentDialogProps, type NoteWords } from './appointment-form-dialog';
import { AppointmentUpdateDialog } from './appointment-update-dialog';
import { useLanguage } from '@/i18n/i18n';

const REASON_MAX = 50; // docs/product-spec.md §9: a cancellation reason is 8 to 50 characters
const REASON_WORDS: NoteWords = { label: 'deskDialogs.cancelReason', placeholder: 'deskDialogs.cancelPlaceholder' };

const toCancellation = ({ cancellationReason }: CancellationInput) =>
  ({ status: 'cancelled', cancellationReason }) as const;

/** docs/product-spec.md §2 'Cancel': 'What happened?', a reason, Confirm. docs/product-spec.md §5's messages; the first is toasted and nothing sent. */
export function CancelDialog(props: AppointmentDialogProps) {
  const { t } = useLanguage();
  // The reason is filled in when the doctor is on leave that day: one Confirm cancels it.
  const form = useSchemaForm(cancellationSchema, {
    cancellationReason: props.appointment.doctorOnLeave ? 'Doctor on leave' : '',
  });

  return (
    <AppointmentUpdateDialog
      {...props}
      title={t('deskDialogs.cancelTitle')}
      form={form}
      toUpdate={toCancellation}
      danger
    >
      <DialogNoteField form={form} name="cancellationReason" words={REASON_WORDS} maxLength={REASON_MAX} />
    </AppointmentUpdateDialog>
  );
}
