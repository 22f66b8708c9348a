import { AppError } from '../../lib/app-error.js';

/**
 * Who an open event stream is for. Each class has its own cap per process, so one class filling up (a crowd of
 * patient accounts, say) never keeps another from connecting: a waiting-room board or a desk always finds room.
 */
export type StreamClass = 'board' | 'staff' | 'patient';

export const BOARDS_BUSY = 'Too many boards are open. Please try again in a minute.';
export const STREAMS_BUSY = 'Too many live updates are open right now. Please try again in a minute.';
const BUSY_RETRY_SECONDS = 60;

/** The open streams of each class in this process, each held below its cap. */
export class StreamCaps {
  private readonly open: Record<StreamClass, number> = { board: 0, staff: 0, patient: 0 };

  constructor(private readonly caps: Readonly<Record<StreamClass, number>>) {}

  /**
   * A place for one more stream of `kind`, or a 503 with Retry-After when the class is full. Answers the function
   * that gives the place back (once, however often it is called).
   */
  admit(kind: StreamClass): () => void {
    if (this.open[kind] >= this.caps[kind]) {
      const message = kind === 'board' ? BOARDS_BUSY : STREAMS_BUSY;
      throw new AppError(503, message, [{ path: '', message }], { 'retry-after': String(BUSY_RETRY_SECONDS) });
    }
    this.open[kind] += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.open[kind] -= 1;
    };
  }

  count(kind: StreamClass): number {
    return this.open[kind];
  }
}
