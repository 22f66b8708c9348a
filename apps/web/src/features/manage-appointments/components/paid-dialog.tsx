import { feeUpdateSchema, type FeeUpdateInput } from '@hospital/contract/appointments';
import { FormNumberField } from '@/components/ui/form-text-field';
import { useSchemaForm } from '@/lib/use-schema-form';
import type { AppointmentDialogProps } from './appointment-form-dialog';
import { AppointmentUpdateDialog } from './appointment-update-dialog';
import { useLanguage } from '@/i18n/i18n';

type PaidDialogProps = AppointmentDialogProps & {
  /** The doctor's listed fee, for walk-ins, which are booked with a fee of 0 (docs/architecture.md §15). */
  doctorFee: number | undefined;
};

/** The amount the Paid dialog proposes: the appointment's fee, or the doctor's fee when that is 0. */
export function defaultAmount(appointmentFee: number, doctorFee: number | undefined): number {
  return appointmentFee > 0 ? appointmentFee : (doctorFee ?? 0);
}

const toPayment = ({ consultationFee }: FeeUpdateInput) => ({ paymentStatus: 'paid', consultationFee }) as const;

/** docs/product-spec.md §2 'Paid': confirm the amount received; saving it marks the appointment paid with that fee (docs/product-spec.md §4). */
export function PaidDialog({ doctorFee, ...dialog }: PaidDialogProps) {
  const { t } = useLanguage();
  const form = useSchemaForm(feeUpdateSchema, {
    consultationFee: defaultAmount(dialog.appointment.consultationFee, doctorFee),
  });

  return (
    <AppointmentUpdateDialog {...dialog} title={t('deskDialogs.paidTitle')} form={form} toUpdate={toPayment}>
      <FormNumberField form={form} name="consultationFee" label={t('deskDialogs.amount')} data-autofocus />
    </AppointmentUpdateDialog>
  );
}
