import type { Appointment } from '@hospital/contract/appointments';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { AppointmentSubtitle } from './appointment-subtitle';

type AppointmentFormDialogProps = {
  title: string;
  appointment: Appointment;
  onClose: () => void;
  /** The form's submit handler, its button's words, whether a save is under way, and whether the act is destructive. */
  submit: { onSubmit: FormEventHandler<HTMLFormElement>; label: string; busy: boolean; danger?: boolean };
  /** What the dialog shows above the form. */
  before?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
};

/**
 * A desk dialog about one appointment that asks for one thing: the appointment under the title, the fields, and a
 * submit button that waits while the save is under way. The schema checks the fields (no browser validation).
 */
export function AppointmentFormDialog({
  title,
  appointment,
  onClose,
  submit,
  before,
  children,
}: AppointmentFormDialogProps) {
  return (
    <Dialog title={title} subtitle={<AppointmentSubtitle appointment={appointment} />} onClose={onClose}>
      {before}
      <form onSubmit={submit.onSubmit} noValidate className={before ? 'mt-5 space-y-4' : 'space-y-4'}>
        {children}
        <Button type="submit" disabled={submit.busy} className={submit.danger ? 'bg-red-700 hover:bg-red-800' : ''}>
          {submit.label}
        </Button>
      </form>
    </Dialog>
  );
}
