import { useId, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';

type DeskDialogProps = {
  title: string;
  /** Which appointment or patient the dialog is about, under the title. */
  subtitle?: ReactNode;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The frame every dialog of this screen shares: the shared Modal (focus trap, Escape, close button, labelled by the
 * title) with one heading style and padding that clears the close button.
 */
export function DeskDialog({ title, subtitle, onClose, children }: DeskDialogProps) {
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
