// How people in Bangladesh type numbers, turned into the one form the product stores (docs/architecture.md §11,
// 'Languages'): Bengali digits (০-৯) become ASCII digits, and a mobile number written the international way
// (+880 1712-345678, 880..., 0088...) becomes the 11-digit national form (01712345678). The schemas in fields.ts
// apply these before any rule, so the web forms and the API accept and refuse exactly the same input.

const BENGALI_ZERO = 0x09e6;
const BENGALI_DIGIT = /[\u09E6-\u09EF]/g;

/** '০১৭১২' -> '01712'; every other character is left as it is. */
export function toAsciiDigits(text: string): string {
  return text.replace(BENGALI_DIGIT, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}

// What people put between the groups of a phone number: spaces of every kind, dashes of every kind, dots, brackets.
const PHONE_SEPARATORS = /[\s\u00A0\u2000-\u200B\u202F\u205F\u3000\-\u2010-\u2015\u2212.()]/g;
const BANGLADESH_CODE = '880';

/**
 * A Bangladeshi mobile number as typed -> its 11-digit national form when it is one in international dress:
 * `+880 1712-345678`, `8801712345678`, `0088 01712 345678`, `+88 01712345678` all give `01712345678`. Anything that is
 * not a Bangladeshi number comes back with only its digits converted and separators dropped, so the length and
 * digit rules still judge it with the spec's words.
 */
export function normaliseContact(typed: string): string {
  const compact = toAsciiDigits(typed).replace(PHONE_SEPARATORS, '');
  let international: string | undefined;
  if (compact.startsWith('+')) international = compact.slice(1);
  else if (compact.startsWith('00')) international = compact.slice(2);
  else if (compact.startsWith(BANGLADESH_CODE) && compact.length > 11) international = compact;
  if (international === undefined || !international.startsWith(BANGLADESH_CODE)) return compact;

  const national = international.slice(BANGLADESH_CODE.length);
  // +880 drops the trunk 0 (+880 1712...); many write it anyway (+880 01712..., which +88 01712... also gives).
  if (/^1\d{9}$/.test(national)) return `0${national}`;
  if (/^0\d{10}$/.test(national)) return national;
  return compact;
}

/**
 * A Bangladeshi mobile number in its national form: 01, an operator digit from 3 to 9, and 8 digits. The one rule for
 * every number the product takes (fields.ts `contactField`) and for every number an SMS goes to.
 */
export const BANGLADESH_MOBILE = /^01[3-9]\d{8}$/;

const NUMBER_TEXT = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;

/**
 * A number typed into a form field (age, weight, an amount), Bengali digits allowed, spaces around it ignored; undefined
 * when the text is not a plain decimal number. No grouping commas, no exponents: '1e3' is not an age.
 */
export function parseNumberText(text: string): number | undefined {
  const ascii = toAsciiDigits(text).trim();
  return NUMBER_TEXT.test(ascii) ? Number(ascii) : undefined;
}
