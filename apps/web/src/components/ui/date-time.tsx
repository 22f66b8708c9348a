import { useLanguage } from '@/i18n/i18n';

/** A moment (an ISO timestamp) as the reader's date and time, machine-readable in its `dateTime`. */
export function DateTime({ at }: { at: string }) {
  const { formats } = useLanguage();
  return <time dateTime={at}>{formats.dateTime(at)}</time>;
}
