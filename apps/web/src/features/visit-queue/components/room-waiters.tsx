import type { Queue, QueueEntry } from '@hospital/contract/queue';
import { useLanguage } from '@/i18n/i18n';

/**
 * Video, voice and chat patients already in their consultation room, waiting to be admitted: the doctor starts them
 * from their card (or "Call next" reaches them). Nothing when no one waits in a room.
 */
export function RoomWaiters({ queue }: { queue: Queue | undefined }) {
  const { t, formats } = useLanguage();
  const inRoom = [queue?.nowServing, ...(queue?.waiting ?? [])].filter(
    (entry): entry is QueueEntry => entry?.consultation?.state === 'waiting',
  );
  const entries = inRoom.filter((entry, index) => inRoom.findIndex((other) => other._id === entry._id) === index);
  if (entries.length === 0) return null;
  return (
    <ul aria-label={t('roomCard.waitingBadge')} className="mt-3 flex flex-wrap gap-2">
      {entries.map((entry) => (
        <li
          key={entry._id}
          className="inline-flex items-center gap-1.5 rounded-full bg-sky-50 px-2.5 py-1 text-sm text-sky-900 ring-1 ring-sky-600/40 ring-inset"
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-sky-600" />
          <span className="font-semibold">{t('roomCard.waitingBadge')}</span>
          <span className="tabular-nums">{formats.number(entry.serialNo)}</span>
          <span>{entry.patient.name}</span>
        </li>
      ))}
    </ul>
  );
}
