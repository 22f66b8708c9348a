import type { Appointment } from '@hospital/contract/appointments';
import { feeUpdateSchema } from '@hospital/contract/appointments';
import { NumberField } from '@/components/ui/number-field';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateOnSubmit } from '../hooks/use-appointment-update';
import { AppointmentFormDialog } from './appointment-form-dialog';
import { useLanguage } from '@/i18n/i18n';

type PaidDialogProps = {
  appointment: Appointment;
  /** The doctor's listed fee, for walk-ins, which are booked with a fee of 0 (docs/architecture.md §15). */
  doctorFee: number | undefined;
  onClose: () => void;
};

/** The amount the Paid dialog proposes: the appointment's fee, or the doctor's fee when that is 0. */
export function defaultAmount(appointmentFee: number, doctorFee: number | undefined): number {
  return appointmentFee > 0 ? appointmentFee : (doctorFee ?? 0);
}

/** docs/product-spec.md §2 'Paid': confirm the amount received; saving it marks the appointment paid with that fee (docs/product-spec.md §4). */
export function PaidDialog({ appointment, doctorFee, onClose }: PaidDialogProps) {
  const { t } = useLanguage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(feeUpdateSchema, {
    consultationFee: defaultAmount(appointment.consultationFee, doctorFee),
  });

  const save = useUpdateOnSubmit(
    handleSubmit,
    appointment._id,
    ({ consultationFee }) => ({ paymentStatus: 'paid', consultationFee }),
    onClose,
  );

  return (
    <AppointmentFormDialog
      title={t('deskDialogs.paidTitle')}
      appointment={appointment}
      onClose={onClose}
      submit={{ ...save, label: t('deskDialogs.confirm') }}
    >
      <NumberField
        label={t('deskDialogs.amount')}
        error={errors.consultationFee?.message}
        data-autofocus
        {...register('consultationFee')}
      />
    </AppointmentFormDialog>
  );
}
