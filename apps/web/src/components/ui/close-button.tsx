import { CloseIcon } from './icons';

type CloseButtonProps = {
  /** Names what it closes for screen readers: "Close", "Close menu". */
  label: string;
  onClick: () => void;
  className?: string;
};

/** The round × of dialogs, menus and panels, with a 44 px tap target. */
export function CloseButton({ label, onClick, className = '' }: CloseButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`}
    >
      <CloseIcon className="size-5" />
    </button>
  );
}
