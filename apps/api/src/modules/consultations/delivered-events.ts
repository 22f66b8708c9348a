import type { EventWindow } from './consultations.repository.js';

/**
 * How far back a room stream looks for events that became visible late: a transaction that took a lower number than
 * one already delivered and commits within this many seconds of its start is still delivered.
 */
export const LOOK_BACK_SECONDS = 30;
/** A delivered number is remembered this long: by then its row is out of the look-back window, whatever the clocks. */
const REMEMBER_MS = 2 * LOOK_BACK_SECONDS * 1000;
/** The most numbers one stream remembers; past it the oldest are forgotten and nothing at or below them is re-read. */
const MOST_REMEMBERED = 2000;

/**
 * What one room stream has delivered (docs/decisions/0027): the highest number (the stream's Last-Event-ID) and the
 * numbers delivered in the last minute, so each read takes what is new after the highest and what committed late
 * below it, and never sends an event twice.
 */
export class DeliveredEvents {
  private highest: number;
  private floor = 0;
  /** Number → when delivered, oldest first (a Map keeps insertion order). */
  private readonly recent = new Map<number, number>();

  /** Starts after `start`; `alreadyThere` (numbers at or below it) count as delivered. */
  constructor(
    start: number,
    alreadyThere: Iterable<number>,
    private readonly now: () => number = Date.now,
  ) {
    this.highest = start;
    const at = now();
    for (const id of alreadyThere) if (id <= start) this.recent.set(id, at);
  }

  /** The highest number delivered: the id each event is written with, so a reconnect resumes after it. */
  get last(): number {
    return this.highest;
  }

  /** What the next read asks for. */
  window(): EventWindow {
    const cutoff = this.now() - REMEMBER_MS;
    for (const [id, at] of this.recent) {
      if (at >= cutoff) break;
      this.recent.delete(id);
    }
    return {
      after: this.highest,
      floor: this.floor,
      lookBackSeconds: LOOK_BACK_SECONDS,
      delivered: [...this.recent.keys()],
    };
  }

  /** Notes `id` as delivered; answers whether it is new (false: it was delivered already, skip it). */
  deliver(id: number): boolean {
    if (id <= this.floor || this.recent.has(id)) return false;
    this.recent.set(id, this.now());
    if (id > this.highest) this.highest = id;
    if (this.recent.size > MOST_REMEMBERED) {
      const [oldest] = this.recent.keys();
      this.recent.delete(oldest!);
      this.floor = Math.max(this.floor, oldest!);
    }
    return true;
  }
}
