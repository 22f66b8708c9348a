import { useState, type ReactNode } from 'react';

type DialogButtonProps = {
  label: string;
  className: string;
  /** The dialog the button opens, given how to close it. */
  dialog: (close: () => void) => ReactNode;
};

/** A button that opens a dialog; the dialog is mounted only while open, so closing it gives the focus back here. */
export function DialogButton({ label, className, dialog }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className}>
        {label}
      </button>
      {open && dialog(() => setOpen(false))}
    </>
  );
}
