import type { Database, DbOrTx } from '../../db/client.js';
import { liveFamilies, SESSIONS_CHANNEL } from './auth.repository.js';

/** How long a process trusts its last answer about a session: access ends within this (plus a query) everywhere. */
export const SESSION_CHECK_MS = 2_000;
const MAX_ENTRIES = 10_000;

/**
 * Whether a login session (a refresh-token family) is still alive, asked on every authenticated request.
 * Logout, a password reset or an MFA change revoke the family in the database; each process re-reads it at most
 * every SESSION_CHECK_MS, so an access token stops working on every process within seconds rather than at its
 * 15-minute expiry (docs/decisions/0010-sessions-that-end.md).
 */
export class SessionLiveness {
  private readonly checked = new Map<string, { live: boolean; at: number }>();
  /** Families asked about in this turn of the event loop, read together when it ends: one query, not one each. */
  private batch: { families: Set<string>; answer: Promise<Set<string>> } | undefined;

  constructor(
    private readonly db: DbOrTx,
    private readonly ttlMs = SESSION_CHECK_MS,
  ) {}

  async isLive(family: string, now = Date.now()): Promise<boolean> {
    const cached = this.checked.get(family);
    if (cached && now - cached.at < this.ttlMs) return cached.live;
    const live = await this.read(family);
    if (this.checked.size >= MAX_ENTRIES) this.checked.clear();
    this.checked.set(family, { live, at: now });
    return live;
  }

  private read(family: string): Promise<boolean> {
    let batch = this.batch;
    if (!batch) {
      const families = new Set<string>();
      const answer = new Promise<Set<string>>((resolve, reject) =>
        setImmediate(() => {
          this.batch = undefined;
          liveFamilies(this.db, [...families]).then(resolve, reject);
        }),
      );
      batch = { families, answer };
      this.batch = batch;
    }
    batch.families.add(family);
    return batch.answer.then((live) => live.has(family));
  }

  /** This process learns at once that a session ended here (the others within SESSION_CHECK_MS). */
  ended(family: string): void {
    this.checked.set(family, { live: false, at: Date.now() });
  }

  /**
   * Sessions ended all at once (deactivation, role change, password reset) are announced on a channel: every
   * process forgets its cached "live" for them as the change commits. Answers the function that stops listening.
   */
  listen(database: Database): Promise<() => Promise<void>> {
    return database.listen(SESSIONS_CHANNEL, (payload) => {
      for (const family of payload.split(',')) if (family) this.ended(family);
    });
  }
}
