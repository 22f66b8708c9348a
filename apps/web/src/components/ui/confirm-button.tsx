import { useState, type ReactNode } from 'react';
import { withToasts } from '@/lib/with-toasts';
import { ConfirmDialog } from './dialog';

type ConfirmButtonProps = {
  /** The button's words; the dialog's confirm button says the same unless `confirmLabel` says otherwise. */
  label: string;
  confirmLabel?: string;
  /** The button's name for screen readers where its words alone would repeat down a list ('Remove, Remove'). */
  ariaLabel: string;
  /** The button's look; the 44 px height and the focus ring come with it. */
  className: string;
  /** The question the dialog asks. */
  title: string;
  destructive: boolean;
  /** The loading toast while the change runs, and the change; the dialog closes once it succeeds. */
  working: string;
  onConfirm: () => Promise<{ message: string }>;
  busy: boolean;
  /** What the dialog says under its question. */
  children: ReactNode;
};

/**
 * A button for a change that takes effect at once, asked about first in a ConfirmDialog. A refusal leaves the dialog
 * open, with the API client's toast saying why.
 */
export function ConfirmButton({
  label,
  confirmLabel = label,
  ariaLabel,
  className,
  working,
  onConfirm,
  // The rest are the dialog's own: its question, its look, whether it waits, and what it says.
  ...dialog
}: ConfirmButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    if (await withToasts(working, onConfirm)) setConfirming(false);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        aria-label={ariaLabel}
        className={`min-h-11 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
      >
        {label}
      </button>
      {confirming && (
        <ConfirmDialog
          {...dialog}
          confirmLabel={confirmLabel}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
