import type { RoomSummary } from '@hospital/contract/consultations';
import { useLanguage } from '@/i18n/i18n';
import { dhakaClock } from '@/lib/dhaka-clock';

const TONES: Record<RoomSummary['state'], string> = {
  waiting: 'bg-sky-50 text-sky-900 ring-sky-600/40',
  live: 'bg-emerald-50 text-emerald-900 ring-emerald-600/40',
  ended: 'bg-slate-100 text-slate-800 ring-slate-500/30',
};

/** A remote appointment's room on a card: waiting since 10:05 AM, in consultation 12 min, ended 18 min. */
export function RoomStateBadge({ room }: { room: RoomSummary }) {
  const { t, formats } = useLanguage();
  const minutes = formats.number(room.minutes ?? 0);
  const text =
    room.state === 'waiting'
      ? room.waitingSince
        ? t('roomCard.waitingSince', { time: formats.time(dhakaClock(room.waitingSince)) })
        : t('roomCard.waitingBadge')
      : t(room.state === 'live' ? 'roomCard.live' : 'roomCard.ended', { n: minutes });
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[room.state]}`}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${room.state === 'live' ? 'bg-emerald-600' : room.state === 'waiting' ? 'bg-sky-600' : 'bg-slate-500'}`}
      />
      {text}
    </span>
  );
}
