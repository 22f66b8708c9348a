import type { FormEventHandler, ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

type FormDialogSubmit = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  label: string;
  /** A save is under way: the button waits. */
  busy: boolean;
  /** Red for what takes something away (a cancellation). */
  danger?: boolean;
};

type FormDialogProps = {
  title: string;
  /** What the dialog is about, under the title. */
  subtitle?: ReactNode;
  onClose: () => void;
  submit: FormDialogSubmit;
  /** What the dialog shows above the form. */
  before?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
};

/**
 * A titled dialog that asks for one thing: the fields, then a submit button that waits while the save is under way.
 * The schema checks the fields (no browser validation).
 */
export function FormDialog({ title, subtitle, onClose, submit, before, children }: FormDialogProps) {
  return (
    <Dialog title={title} subtitle={subtitle} onClose={onClose}>
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
