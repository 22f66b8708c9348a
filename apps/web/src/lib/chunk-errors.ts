/**
 * A page's code arrives in chunks named after their content (`/assets/home-4f1c2a.js`). Loading one can fail for two
 * reasons that want opposite answers: the connection dropped (try again when it is back), or a new deploy replaced
 * the file and the old name is gone for good (only a fresh page, with the new names, can help). This module tells
 * them apart and decides; the error page shows the outcome (src/app/route-error.tsx).
 */

// What each browser says when a dynamic import or a stylesheet the chunk needs fails to load.
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|module script failed/i;

/** Whether `error` is a page's code (or its stylesheet) failing to load, rather than a bug in the page. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** The file that failed, when the browser names it (Chromium and Firefox do, Safari does not). */
export function failedChunkUrl(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /(https?:\/\/\S+?\.(?:m?js|css))|((?:^|\s)\/\S+?\.(?:m?js|css))/.exec(error.message);
  const found = match?.[1] ?? match?.[2]?.trim();
  return found ? new URL(found, globalThis.location?.href).href : undefined;
}

/** What asking for the failed file again showed: gone (a new deploy), there now, or still unreachable. */
export type ChunkProbe = 'gone' | 'present' | 'unreachable';

export async function probeChunk(url: string, fetchFn: typeof fetch = fetch): Promise<ChunkProbe> {
  try {
    const response = await fetchFn(url, { method: 'HEAD', cache: 'no-store' });
    if (response.ok) return 'present';
    // 404 or 410: the server no longer has that name. Anything else (a 5xx, a proxy's error) is a bad connection.
    return response.status === 404 || response.status === 410 ? 'gone' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}

// One automatic reload per tab per minute at most: if the fresh page fails again, the visitor gets the Retry page
// instead of a page that reloads itself forever.
export const AUTO_RELOAD_GUARD_MS = 60_000;
export const AUTO_RELOAD_KEY = 'chunk-reload-at';

/**
 * Reload by itself only when the file is known to be gone (or, where the browser does not name the file, when the
 * device is online) and no automatic reload happened in the last minute; otherwise offer Retry.
 */
export function shouldReloadByItself(
  probe: ChunkProbe | 'unknown',
  online: boolean,
  lastReloadAt: number | undefined,
  now: number,
): boolean {
  if (lastReloadAt !== undefined && now - lastReloadAt < AUTO_RELOAD_GUARD_MS) return false;
  if (probe === 'gone') return true;
  return probe === 'unknown' && online;
}

export function lastAutoReload(storage: Storage = sessionStorage): number | undefined {
  try {
    const value = Number(storage.getItem(AUTO_RELOAD_KEY));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberAutoReload(now: number, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(AUTO_RELOAD_KEY, String(now));
  } catch {
    // Storage disabled: without the guard the reload could repeat, so it is not done at all (see recoverFromChunkError).
  }
}

/** The page reload, behind an object so component tests can watch it (jsdom cannot reload). */
export const pageReload = { reload: () => window.location.reload() };

/**
 * After a chunk failed: reloads the page (and answers 'reloading') when that will help, else answers what the
 * visitor should be told. A reload is only done when the guard could be written, so it can never loop.
 */
export async function recoverFromChunkError(
  error: unknown,
  fetchFn: typeof fetch = fetch,
): Promise<'reloading' | 'offline' | 'failed'> {
  const url = failedChunkUrl(error);
  const online = navigator.onLine;
  const probe = url && online ? await probeChunk(url, fetchFn) : url ? 'unreachable' : 'unknown';
  const now = Date.now();
  if (shouldReloadByItself(probe, online, lastAutoReload(), now)) {
    rememberAutoReload(now);
    if (lastAutoReload() === now) {
      pageReload.reload();
      return 'reloading';
    }
  }
  // 'offline' only when the device says so; a server it cannot reach while online is a dropped connection.
  return navigator.onLine ? 'failed' : 'offline';
}
