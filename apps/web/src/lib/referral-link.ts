import { ATTRIBUTION_DAYS, MARKETER_CODE_PATTERN, type ReferralLink as BookingRef } from '@hospital/contract/marketing';

/** Where the marketer link a visitor arrived by is kept, in this browser only. */
export const REFERRAL_LINK_KEY = 'referral-link';
const REF_PARAM = 'ref';
const KEPT_MS = ATTRIBUTION_DAYS * 86_400_000;

/** What is kept: the code and when this browser first arrived by it (an ISO instant). */
export type ReferralLink = { code: string; firstSeenAt: string };

function readStored(storage: Storage): ReferralLink | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(REFERRAL_LINK_KEY) ?? 'null');
    if (value === null || typeof value !== 'object') return null;
    const { code, firstSeenAt } = value as Partial<ReferralLink>;
    if (typeof code !== 'string' || !MARKETER_CODE_PATTERN.test(code)) return null;
    if (typeof firstSeenAt !== 'string' || Number.isNaN(Date.parse(firstSeenAt))) return null;
    return { code, firstSeenAt };
  } catch {
    return null;
  }
}

const stillCounts = (link: ReferralLink, now: Date) => now.getTime() - Date.parse(link.firstSeenAt) < KEPT_MS;

/**
 * A page opened by a marketer's link (`/?ref=CODE`): the code is kept for 30 days with when it was first seen, and the
 * `ref` parameter leaves the address bar (a shared or bookmarked address does not carry it on). The first link wins:
 * another marketer's link within those 30 days changes nothing, so one booking counts for one marketer. A value that
 * is not a code's shape is dropped from the address and not kept.
 */
export function captureReferralLink(win: Window = window, now: Date = new Date()): void {
  const url = new URL(win.location.href);
  if (!url.searchParams.has(REF_PARAM)) return;
  const code = (url.searchParams.get(REF_PARAM) ?? '').trim().toUpperCase();
  url.searchParams.delete(REF_PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (!MARKETER_CODE_PATTERN.test(code)) return;
  try {
    const kept = readStored(win.localStorage);
    if (kept && stillCounts(kept, now)) return;
    const link: ReferralLink = { code, firstSeenAt: now.toISOString() };
    win.localStorage.setItem(REFERRAL_LINK_KEY, JSON.stringify(link));
  } catch {
    // Storage refused (private mode, full): the visit is simply not attributed.
  }
}

/**
 * The marketer's link this browser arrived by within the last 30 days, as the booking sends it (`ref`); null when none
 * counts (and one older than 30 days is forgotten). The server decides whether it still counts.
 */
export function referralForBooking(storage: Storage = localStorage, now: Date = new Date()): BookingRef | null {
  try {
    const kept = readStored(storage);
    if (!kept) return null;
    if (stillCounts(kept, now)) return { code: kept.code, firstVisitAt: kept.firstSeenAt };
    storage.removeItem(REFERRAL_LINK_KEY);
    return null;
  } catch {
    return null;
  }
}
