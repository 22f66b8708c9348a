import { formatDisplayDate } from '@hospital/contract/format';
import type { Formats } from '@hospital/contract/format-bn';
import type { Translate } from '@/i18n/i18n';
import type { Leave } from '@hospital/contract/leave';

/** A leave's days as people read them: one date, or 'from to to'. */
export function leaveDays(leave: Pick<Leave, 'from' | 'to'>): string {
  return leave.from === leave.to
    ? formatDisplayDate(leave.from)
    : `${formatDisplayDate(leave.from)} to ${formatDisplayDate(leave.to)}`;
}

/** What adding the leave did to booked patients, after the server's own sentence. */
export function affectedSentence(count: number): string {
  if (count === 0) return 'No booked appointment falls inside it.';
  const appointments = count === 1 ? '1 pending appointment falls' : `${count} pending appointments fall`;
  return `${appointments} inside it; the desk has been told to rebook or cancel.`;
}

/** `leaveDays` and `affectedSentence` in the language on screen. */
export function leaveWords(t: Translate, formats: Formats) {
  return {
    days: (leave: Pick<Leave, 'from' | 'to'>) =>
      leave.from === leave.to
        ? formats.date(leave.from)
        : t('leave.range', { from: formats.date(leave.from), to: formats.date(leave.to) }),
    affected: (count: number) =>
      count === 0
        ? t('leave.affected_none')
        : count === 1
          ? t('leave.affected_one')
          : t('leave.affected_other', { n: formats.number(count) }),
  };
}
