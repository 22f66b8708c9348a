import type { Queue, QueueEntry } from '@hospital/contract/queue';
import { useId, type ComponentProps } from 'react';
import { useLanguage } from '@/i18n/i18n';
import { withToasts } from '@/lib/with-toasts';
import { useGetQueueQuery, useMoveQueueMutation, type QueueMove } from '../api/queue';
import { useQueueStream } from '../hooks/use-queue-stream';
import { RetryLine } from '@/components/ui/retry-line';
import { RoomWaiters } from './room-waiters';

export type QueueControlsProps = {
  doctorId: string;
  /** 'Prof. Dr. Abdul Karim', as the chip names the doctor. */
  doctorName: string;
  date: string;
};

/**
 * The desk's and the doctor's queue for one doctor today (docs/decisions/0020): now serving, next, how many
 * wait, how many are done, minutes per patient, and "Call next", "Recall", "Skip". Live over GET /queue/stream.
 */
export function QueueControls({ doctorId, doctorName, date }: QueueControlsProps) {
  const { t } = useLanguage();
  const headingId = useId();
  const args = { doctorId, date };
  const { currentData: queue, isError, refetch } = useGetQueueQuery(args);
  useQueueStream(args);
  const [moveQueue, { isLoading: moving }] = useMoveQueueMutation();

  const move = (kind: QueueMove) => withToasts(t('queue.working'), () => moveQueue({ doctorId, move: kind }).unwrap());

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-brand-200 bg-brand-50/60 p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('queue.title', { doctor: doctorName })}
      </h2>
      {isError && !queue ? (
        <RetryLine
          message={t('queue.loadError')}
          retryLabel={t('queue.retry')}
          onRetry={() => void refetch()}
          className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-800"
          buttonClassName="min-h-11 font-semibold underline underline-offset-2"
        />
      ) : (
        <>
          <QueueFigures queue={queue} />
          <RoomWaiters queue={queue} />
          <div className="mt-3 flex flex-wrap gap-2">
            <QueueButton primary onClick={() => void move('call-next')} disabled={!queue || moving || !queue.next}>
              {t('queue.callNext')}
            </QueueButton>
            <QueueButton onClick={() => void move('recall')} disabled={!queue || moving || !queue.nowServing}>
              {t('queue.recall')}
            </QueueButton>
            <QueueButton onClick={() => void move('skip')} disabled={!queue || moving || !queue.nowServing}>
              {t('queue.skip')}
            </QueueButton>
          </div>
        </>
      )}
    </section>
  );
}

function QueueFigures({ queue }: { queue: Queue | undefined }) {
  const { t, formats } = useLanguage();
  const serial = (entry: QueueEntry | null | undefined) => (entry ? formats.number(entry.serialNo) : t('queue.none'));
  const count = (value: number | undefined) => (value === undefined ? t('queue.none') : formats.number(value));
  return (
    // aria-live: a screen reader hears the new serial when another desk (or this one) calls.
    <dl aria-live="polite" className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-5">
      <Figure
        label={t('queue.nowServing')}
        value={serial(queue?.nowServing)}
        detail={queue?.nowServing?.patient.name}
        strong
      />
      <Figure label={t('queue.next')} value={serial(queue?.next)} detail={queue?.next?.patient.name} strong />
      <Figure label={t('queue.waiting')} value={count(queue?.waiting.length)} />
      <Figure label={t('queue.done')} value={count(queue?.doneCount)} />
      <Figure label={t('queue.averageMinutes')} value={count(queue?.averageMinutes)} />
    </dl>
  );
}

function Figure({
  label,
  value,
  detail,
  strong = false,
}: {
  label: string;
  value: string;
  detail?: string;
  strong?: boolean;
}) {
  return (
    <div className="min-w-0 rounded-xl bg-white px-3 py-2 ring-1 ring-slate-200">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd
        className={`tabular-nums ${strong ? 'text-3xl font-bold text-brand-900' : 'text-2xl font-semibold text-slate-900'}`}
      >
        {value}
      </dd>
      {detail && <dd className="truncate text-xs text-slate-700">{detail}</dd>}
    </div>
  );
}

function QueueButton({ primary = false, ...props }: ComponentProps<'button'> & { primary?: boolean }) {
  return (
    <button
      type="button"
      {...props}
      className={`min-h-11 rounded-lg px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50 ${
        primary
          ? 'bg-brand-700 text-white hover:bg-brand-800'
          : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
      }`}
    />
  );
}
