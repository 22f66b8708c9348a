// Build-time variables are read and checked here once; nothing else reads import.meta.env.
// A plain pattern instead of zod: this module is on the home page's first load and one regex
// does not justify pulling the schema library into that chunk.
const BD_PHONE = /^0\d{10}$/;

function readHotline(): string | undefined {
  const raw = import.meta.env.VITE_HOSPITAL_HOTLINE?.trim();
  if (!raw) return undefined;
  if (BD_PHONE.test(raw)) return raw;
  // Ignore a malformed override rather than show patients a broken phone number.
  console.warn('VITE_HOSPITAL_HOTLINE must be 11 digits starting with 0; using the default hotline.');
  return undefined;
}

export const env = {
  hospitalHotline: readHotline(),
} as const;
