// Run-time and build-time settings are read and checked here once; nothing else reads them.
import { serverMetaValue } from './server-meta';

// A plain pattern instead of zod: this module is on the home page's first load and one regex
// does not justify pulling the schema library into that chunk.
const BD_PHONE = /^0\d{10}$/;

export const SITE_MODES = ['demo', 'production'] as const;
export type SiteMode = (typeof SITE_MODES)[number];

/** How patients can pay: a real gateway, the built-in simulated one, or only at the hospital. */
export const PAYMENT_OPTIONS = ['sslcommerz', 'sandbox', 'none'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

/**
 * A `<meta name="...">` the API writes into index.html (apps/api/src/plugins/web-app.ts), or undefined outside it. On
 * the server (no document) the renderer passes the same values in.
 */
function readServerMeta(name: string): string | undefined {
  if (typeof document === 'undefined') return serverMetaValue(name)?.trim() || undefined;
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() || undefined;
}

/**
 * The hotline comes from the server's HOSPITAL_HOTLINE, which the API writes into index.html as
 * `<meta name="hospital-hotline">` (so one prebuilt bundle serves any hospital); VITE_HOSPITAL_HOTLINE is
 * the build-time fallback for the Vite dev server.
 */
function readHotline(): string | undefined {
  const raw = (readServerMeta('hospital-hotline') || import.meta.env.VITE_HOSPITAL_HOTLINE)?.trim();
  if (!raw) return undefined;
  if (BD_PHONE.test(raw)) return raw;
  // Ignore a malformed override rather than show patients a broken phone number.
  console.warn('The hospital hotline must be 11 digits starting with 0; using the default hotline.');
  return undefined;
}

/**
 * One of `allowed` from `<meta name>`, else `fallback`. The fallbacks are the demo's settings (demo mode, sandbox
 * payments): where no server wrote the tag (the Vite dev server, unit tests) the payments are simulated, and saying
 * so is the safe default; a production server always writes both tags.
 */
function readChoice<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
  const raw = readServerMeta(name);
  if (raw === undefined) return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  console.warn(`<meta name="${name}"> must be one of ${allowed.join(', ')}; using ${fallback}.`);
  return fallback;
}

export const env = {
  hospitalHotline: readHotline(),
  siteMode: readChoice<SiteMode>('hospital-mode', SITE_MODES, 'demo'),
  payments: readChoice<PaymentOption>('hospital-payments', PAYMENT_OPTIONS, 'sandbox'),
} as const;
