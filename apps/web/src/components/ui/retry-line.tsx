type RetryLineProps = {
  /** Why there is nothing to show: "Could not load your leave." */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
  /** The retry button's look; by default a brand-coloured link. */
  buttonClassName?: string;
};

/** A line saying a fetch failed, with a button in the sentence that fetches again. */
export function RetryLine({
  message,
  retryLabel,
  onRetry,
  className = 'text-slate-700',
  buttonClassName = 'min-h-11 font-semibold text-brand-700 underline',
}: RetryLineProps) {
  return (
    <p className={className}>
      {message}{' '}
      <button type="button" onClick={onRetry} className={buttonClassName}>
        {retryLabel}
      </button>
    </p>
  );
}
