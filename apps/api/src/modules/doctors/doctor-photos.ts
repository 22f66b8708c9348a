import { createHash } from 'node:crypto';
import { PHOTO_TYPE_MESSAGE, PHOTO_UNREADABLE_MESSAGE } from '@hospital/contract/admin';
import sharp from 'sharp';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { insertDoctorPhoto } from './doctors.repository.js';

/** Photos are stored square at this size: sharp on a phone's 3x screen at the profile's 200 px, small on the wire. */
export const PHOTO_SIZE = 600;
// A decompression bomb (a small file that decodes to gigapixels) is refused before it is decoded.
const MAX_INPUT_PIXELS = 50_000_000;
export const PHOTO_ROUTE_PREFIX = '/api/v1/doctors/photos/';

/** The formats the hospital takes, recognised by their first bytes, never by the file's name or declared type. */
function sniff(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return undefined;
}

export type StoredPhoto = { url: string; save(db: DbOrTx): Promise<void> };

/**
 * Checks an upload by its content, then decodes and re-encodes it: turned upright by its EXIF orientation,
 * cropped to a square around what draws the eye, resized, written as WebP with no metadata (no camera, no GPS).
 * The file is named by the hash of the result, so its URL can be cached for a year.
 */
export async function storeDoctorPhoto(upload: Buffer): Promise<StoredPhoto> {
  const format = sniff(upload);
  if (!format) throw AppError.badRequest(PHOTO_TYPE_MESSAGE, 'photo');
  let bytes: Buffer;
  try {
    const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.format !== format) throw AppError.badRequest(PHOTO_TYPE_MESSAGE, 'photo');
    bytes = await image
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: sharp.strategy.attention, withoutEnlargement: false })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw AppError.badRequest(PHOTO_UNREADABLE_MESSAGE, 'photo');
  }
  const id = createHash('sha256').update(bytes).digest('hex');
  return {
    url: `${PHOTO_ROUTE_PREFIX}${id}.webp`,
    save: (db) => insertDoctorPhoto(db, { id, bytes, width: PHOTO_SIZE }),
  };
}
