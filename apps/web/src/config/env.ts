// Run-time and build-time settings are read and checked here once; nothing else reads them.
// A plain pattern instead of zod: this module is on the home page's first load and one regex
// does not justify pulling the schema library into that chunk.
const BD_PHONE = /^0\d{10}$/;

/**
 * The hotline comes from the server's HOSPITAL_HOTLINE, which the API writes into index.html as
 * `<meta name="hospital-hotline">` (so one prebuilt bundle serves any hospital); VITE_HOSPITAL_HOTLINE is
 * the build-time fallback for the Vite dev server.
 */
function readHotline(): string | undefined {
  const fromServer = typeof document === 'undefined' ? undefined : document.querySelector('meta[name="hospital-hotline"]')?.getAttribute('content');
  const raw = (fromServer || import.meta.env.VITE_HOSPITAL_HOTLINE)?.trim();
  if (!raw) return undefined;
  if (BD_PHONE.test(raw)) return raw;
  // Ignore a malformed override rather than show patients a broken phone number.
  console.warn('The hospital hotline must be 11 digits starting with 0; using the default hotline.');
  return undefined;
}

export const env = {
  hospitalHotline: readHotline(),
} as const;
