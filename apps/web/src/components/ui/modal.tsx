import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import { CloseButton } from './close-button';
import { useLanguage } from '@/i18n/i18n';

type ModalProps = {
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A full-screen modal dialog (docs/product-spec.md §2: closed by the close button or Escape). Rendered only while open, so
 * mounting moves focus in and unmounting gives it back. A portal keeps it above the fixed navigation.
 */
export function Modal({ labelledBy, onClose, children }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, onClose);
  const { t } = useLanguage();
  useBodyScrollLock();

  return createPortal(
    <div className="fixed inset-0 z-50 flex animate-fade-in items-stretch justify-center bg-slate-900/60 backdrop-blur-sm sm:items-center sm:p-4">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className="relative flex w-full flex-col overflow-y-auto bg-white shadow-2xl outline-none sm:max-h-[92dvh] sm:max-w-md sm:rounded-2xl"
      >
        <CloseButton label={t('shell.close')} onClick={onClose} className="absolute top-2 right-2 z-10" />
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** The page behind a modal must not scroll under the user's finger. */
function useBodyScrollLock() {
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
}
