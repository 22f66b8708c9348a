import type { TranslationKey } from '@/i18n/i18n';

// docs/product-spec.md §2 and §5: the photo-frame maker takes JPG, PNG or GIF up to 5MB. The spec shows the hint but no check;
// the check is ours, so a 40 MB camera RAW does not freeze a phone while it fails to decode.

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

// The problems by their catalog keys; the words are in the catalogs, in the language on screen.
export const WRONG_TYPE_PROBLEM = 'frame.wrongType' satisfies TranslationKey;
export const TOO_LARGE_PROBLEM = 'frame.tooLarge' satisfies TranslationKey;
export const UNREADABLE_PROBLEM = 'frame.unreadable' satisfies TranslationKey;

/** Why a chosen file cannot be used, or null when it can. The browser's own `type` is trusted; decoding checks the rest. */
export function photoFileProblem(file: Pick<File, 'type' | 'size'>): TranslationKey | null {
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) return WRONG_TYPE_PROBLEM;
  if (file.size > MAX_PHOTO_BYTES) return TOO_LARGE_PROBLEM;
  return null;
}
