import { useState } from 'react';
import { Button } from './button';

type TwoTapButtonProps = {
  label: string;
  /** What the button says after the first tap, asking for the second. */
  confirmLabel: string;
  /** A second tap is under way: the button waits. */
  busy: boolean;
  onConfirm: () => void;
};

/**
 * A destructive action that asks again in place: the first tap turns the button into its confirming form, the second
 * does it. No dialog: the question stands where the finger already is.
 */
export function TwoTapButton({ label, confirmLabel, busy, onConfirm }: TwoTapButtonProps) {
  const [confirming, setConfirming] = useState(false);
  return confirming ? (
    <Button variant="secondary" disabled={busy} onClick={onConfirm} className="min-h-11 border-red-300 text-red-800">
      {confirmLabel}
    </Button>
  ) : (
    <Button variant="secondary" onClick={() => setConfirming(true)} className="min-h-11 text-red-800">
      {label}
    </Button>
  );
}
