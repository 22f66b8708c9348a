import type { Appointment } from '@hospital/contract/appointments';
import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormTextArea } from '@/components/ui/form-text-area';
import { AppointmentSubtitle } from './appointment-subtitle';

/** What every desk dialog about one appointment is given: the appointment, and how to close it. */
export type AppointmentDialogProps = { appointment: Appointment; onClose: () => void };

type AppointmentFormDialogProps = AppointmentDialogProps & Omit<ComponentProps<typeof FormDialog>, 'subtitle'>;

/** A desk dialog about one appointment that asks for one thing, the appointment named under the title. */
export function AppointmentFormDialog({ appointment, ...dialog }: AppointmentFormDialogProps) {
  return <FormDialog {...dialog} subtitle={<AppointmentSubtitle appointment={appointment} />} />;
}

/** The one text a desk dialog asks for (a reason, a comment): three lines, with the focus when the dialog opens. */
export function DialogNoteField<Values extends FieldValues, Output>(
  props: Omit<Parameters<typeof FormTextArea<Values, Output>>[0], 'rows'>,
) {
  return <FormTextArea rows={3} data-autofocus {...props} />;
}
