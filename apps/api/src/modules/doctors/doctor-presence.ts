import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { ONLINE_WINDOW_MS } from './doctor-directory.js';
import { recordAccountActivity } from './doctors.repository.js';
import { announceDoctorsChanged } from '../../platform/changes/changes.repository.js';

/**
 * `isOnline` means the doctor's account made an authenticated request in the last 5 minutes
 * (docs/architecture.md §10). The time is written at most once a minute per process, and only a doctor coming
 * online (no activity in the window before) makes every process drop its cached doctor list.
 */
export function doctorPresence(ctx: AppContext): (user: AuthUser) => void {
  const lastWrite = new Map<string, number>();
  return (user) => {
    if (user.role !== 'doctor') return;
    const now = Date.now();
    if (now - (lastWrite.get(user.id) ?? 0) < 60_000) return;
    lastWrite.set(user.id, now);
    void (async () => {
      const wasOnline = await recordAccountActivity(ctx.db, user.id, ONLINE_WINDOW_MS / 1000);
      if (!wasOnline) {
        await announceDoctorsChanged(ctx.db);
        ctx.doctors.invalidate();
      }
    })().catch((err: unknown) => ctx.log.warn({ err }, 'could not record doctor presence'));
  };
}
