import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { useLanguage } from '@/i18n/i18n';

type DialogProps = {
  title: string;
  /** What the dialog is about (an appointment, a patient, an account), under the title. */
  subtitle?: ReactNode;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The frame every titled dialog shares: the shared Modal (focus trap, Escape, close button, labelled by the title)
 * with one heading style and padding that clears the close button.
 */
export function Dialog({ title, subtitle, onClose, children }: DialogProps) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <div className="px-5 pt-12 pb-6 sm:px-6 sm:pt-6">
        <h2 id={titleId} className="pr-8 text-lg leading-snug font-bold text-slate-900">
          {title}
        </h2>
        {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-5">{children}</div>
      </div>
    </Modal>
  );
}

type ConfirmDialogProps = {
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** Red for what takes something away (deactivate, remove); the brand colour for what gives it back. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The one "are you sure?" step before a change that takes effect at once. Cancel has the focus first, so an Enter
 * pressed out of habit does not confirm.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useLanguage();
  return (
    <Dialog title={title} onClose={onClose}>
      <div className="text-slate-700">{children}</div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} data-autofocus className="min-h-11">
          {t('forms.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          className={`min-h-11 sm:w-auto ${destructive ? 'bg-red-700 hover:bg-red-800' : ''}`}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
