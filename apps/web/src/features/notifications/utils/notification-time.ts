import { dhakaDateString, notificationLabel } from '@hospital/contract/format';
import type { Formats } from '@hospital/contract/format-bn';

/**
 * A notification's relative date in the language on screen (docs/product-spec.md §2: Today; Tomorrow; a short
 * weekday form within 10 days ahead; otherwise the date). English is the contract's label unchanged; Bangla says
 * 'আজ' / 'আগামীকাল' through Intl.RelativeTimeFormat and writes the other forms with Bengali weekday, month and digits.
 */
export function notificationTime(createdAt: string, formats: Formats, now: Date = new Date()): string {
  const label = notificationLabel(createdAt, now);
  if (formats.language === 'en') return label;
  const instant = new Date(createdAt);
  if (Number.isNaN(instant.getTime())) return label;
  const relative = new Intl.RelativeTimeFormat('bn', { numeric: 'auto' });
  if (label === 'Today') return relative.format(0, 'day');
  if (label === 'Tomorrow') return relative.format(1, 'day');
  const date = dhakaDateString(instant);
  return label === date ? formats.date(date) : `${formats.weekdayOf(date)}, ${formats.date(date)}`;
}
