import type { Appointment } from '@hospital/contract/appointments';
import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormTextArea } from '@/components/ui/form-text-area';
import { useLanguage, type TranslationKey } from '@/i18n/i18n';
import { AppointmentSubtitle } from './appointment-subtitle';

/** What every desk dialog about one appointment is given: the appointment, and how to close it. */
export type AppointmentDialogProps = { appointment: Appointment; onClose: () => void };

type AppointmentFormDialogProps = AppointmentDialogProps & Omit<ComponentProps<typeof FormDialog>, 'subtitle'>;

/** A desk dialog about one appointment that asks for one thing, the appointment named under the title. */
export function AppointmentFormDialog({ appointment, ...dialog }: AppointmentFormDialogProps) {
  return <FormDialog {...dialog} subtitle={<AppointmentSubtitle appointment={appointment} />} />;
}

/** The catalog keys of a desk dialog's note: the field's label and the example it shows while empty. */
export type NoteWords = { label: TranslationKey; placeholder: TranslationKey };

type DialogNoteFieldProps<Values extends FieldValues, Output> = Omit<
  Parameters<typeof FormTextArea<Values, Output>>[0],
  'rows' | 'label' | 'placeholder'
> & { words: NoteWords };

/** The one text a desk dialog asks for (a reason, a comment): three lines, with the focus when the dialog opens. */
export function DialogNoteField<Values extends FieldValues, Output>({
  words,
  ...props
}: DialogNoteFieldProps<Values, Output>) {
  const { t } = useLanguage();
  return <FormTextArea rows={3} data-autofocus label={t(words.label)} placeholder={t(words.placeholder)} {...props} />;
}
