/**
 * How long an SMS is as the network counts it (docs/decisions/0021-sms.md). Text made only of the GSM 03.38
 * alphabet travels as GSM-7: 160 characters in one part, 153 per part when split, the extension characters counting
 * twice. Anything else (any Bangla letter) makes the whole message Unicode: 70 UTF-16 units in one part, 67 per part.
 */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

export type SmsEncoding = 'gsm7' | 'unicode';

export function smsEncoding(text: string): SmsEncoding {
  for (const char of text) if (!GSM_BASIC.has(char) && !GSM_EXTENDED.has(char)) return 'unicode';
  return 'gsm7';
}

/** Septets (GSM-7) or UTF-16 units (Unicode). */
function units(text: string, encoding: SmsEncoding): number {
  if (encoding === 'unicode') return text.length;
  let count = 0;
  for (const char of text) count += GSM_EXTENDED.has(char) ? 2 : 1;
  return count;
}

const LIMITS = { gsm7: { single: 160, part: 153 }, unicode: { single: 70, part: 67 } } as const;

/** The most units `parts` parts can hold. */
export function capacity(encoding: SmsEncoding, parts: number): number {
  return parts <= 1 ? LIMITS[encoding].single : LIMITS[encoding].part * parts;
}

export function smsParts(text: string): { encoding: SmsEncoding; units: number; parts: number } {
  const encoding = smsEncoding(text);
  const n = units(text, encoding);
  const { single, part } = LIMITS[encoding];
  return { encoding, units: n, parts: n <= single ? 1 : Math.ceil(n / part) };
}

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/**
 * The text as it is, when it fits `maxParts`; otherwise cut cleanly: at the last space that leaves room for an
 * ellipsis ('...' in GSM-7, so the cut does not turn the message into Unicode; '…' in Unicode), and never inside a
 * character or a Bangla letter cluster. Texts put what matters first, so a cut only loses the tail.
 */
export function fitSms(text: string, maxParts: number): string {
  const { encoding } = smsParts(text);
  const room = capacity(encoding, maxParts);
  if (units(text, encoding) <= room) return text;
  const ellipsis = encoding === 'gsm7' ? '...' : '…';
  const budget = room - units(ellipsis, encoding);
  let kept = '';
  let lastSpace = -1;
  for (const { segment } of graphemes.segment(text)) {
    if (units(kept + segment, encoding) > budget) break;
    if (segment === ' ') lastSpace = kept.length;
    kept += segment;
  }
  const cut = lastSpace > kept.length / 2 ? kept.slice(0, lastSpace) : kept;
  return `${cut.replace(/[\s,;:.।-]+$/u, '')}${ellipsis}`;
}
