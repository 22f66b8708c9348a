import { PHOTO_MAX_BYTES, PHOTO_SIZE_MESSAGE, PHOTO_TYPE_MESSAGE } from '@hospital/contract/admin';

/** The types POST /doctors/{id}/photo takes, as the file picker's `accept`. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Why a chosen file cannot be the doctor's photo, in the server's words, or null. Checked before decoding, so a
 * 40 MB camera file is refused at once instead of freezing a phone; the server checks the upload again.
 */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_SIZE_MESSAGE;
  return null;
}
