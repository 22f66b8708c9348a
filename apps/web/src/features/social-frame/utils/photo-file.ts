// docs/product-spec.md §2 and §5: the photo-frame maker takes JPG, PNG or GIF up to 5MB. The spec shows the hint but no check;
// the check is ours, so a 40 MB camera RAW does not freeze a phone while it fails to decode.

export const PHOTO_HINT = 'JPG, PNG or GIF, max 5MB';
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export const WRONG_TYPE_MESSAGE = 'Please choose a JPG, PNG or GIF photo.';
export const TOO_LARGE_MESSAGE = 'That photo is larger than 5MB. Please choose a smaller one.';
export const UNREADABLE_MESSAGE = 'We could not open that photo. Please try another one.';

/** Why a chosen file cannot be used, or null when it can. The browser's own `type` is trusted; decoding checks the rest. */
export function photoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) return WRONG_TYPE_MESSAGE;
  if (file.size > MAX_PHOTO_BYTES) return TOO_LARGE_MESSAGE;
  return null;
}
