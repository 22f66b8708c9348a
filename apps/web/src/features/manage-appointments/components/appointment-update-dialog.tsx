import type { UpdateAppointmentInput } from '@hospital/contract/appointments';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLanguage } from '@/i18n/i18n';
import { useUpdateOnSubmit } from '../hooks/use-appointment-update';
import { AppointmentFormDialog, type AppointmentDialogProps } from './appointment-form-dialog';

type AppointmentUpdateDialogProps<Values extends FieldValues, Valid extends FieldValues> = AppointmentDialogProps & {
  title: string;
  form: UseFormReturn<Values, unknown, Valid>;
  /** The change the form's valid values make to the appointment. */
  toUpdate: (values: Valid) => UpdateAppointmentInput['updatedDoc'];
  /** Red Confirm for what takes something away (a cancellation). */
  danger?: boolean;
  children: ReactNode;
};

/** A desk dialog whose Confirm changes the appointment and closes once the change is saved. */
export function AppointmentUpdateDialog<Values extends FieldValues, Valid extends FieldValues>({
  form,
  toUpdate,
  danger = false,
  ...dialog
}: AppointmentUpdateDialogProps<Values, Valid>) {
  const { t } = useLanguage();
  const save = useUpdateOnSubmit(form.handleSubmit, dialog, toUpdate);
  return <AppointmentFormDialog {...dialog} submit={{ ...save, label: t('deskDialogs.confirm'), danger }} />;
}
