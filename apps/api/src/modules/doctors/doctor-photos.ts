import { createHash } from 'node:crypto';
import { PHOTO_TYPE_MESSAGE, PHOTO_UNREADABLE_MESSAGE } from '@hospital/contract/admin';
import pLimit, { type LimitFunction } from 'p-limit';
import sharp from 'sharp';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { insertDoctorPhoto } from './doctors.repository.js';

/** Photos are stored square at this size: sharp on a phone's 3x screen at the profile's 200 px, small on the wire. */
export const PHOTO_SIZE = 600;
// A decompression bomb (a small file that decodes to gigapixels) is refused before it is decoded.
export const MAX_INPUT_PIXELS = 50_000_000;
export const PHOTO_ROUTE_PREFIX = '/api/v1/doctors/photos/';
/** Wider than this many times its height, or taller than this many times its width, a photo is no portrait. */
const MAX_ASPECT_RATIO = 3;
export const PHOTO_SHAPE_MESSAGE =
  'The photo is too narrow or too wide. Please choose one at most three times as wide as it is tall, or as tall as it is wide.';
export const PHOTO_BUSY_MESSAGE = 'Many photos are being processed right now. Please try again in a few seconds.';
const BUSY_RETRY_SECONDS = 5;

/**
 * Decoding a photo takes a core and up to a few hundred MB for a moment. Left unbounded, twenty uploads at once
 * would take every core and thread from logins and page loads; so a bounded number decode at a time (one thread
 * each), a few wait, and past that the answer is 503 with Retry-After at once (PHOTO_DECODE_CONCURRENCY,
 * PHOTO_DECODE_QUEUE). Each slot also rests as long as its decode took, so decoding takes at most half of the cores
 * it is given, whatever the uploads.
 */
let decoding: LimitFunction = pLimit(1);
let maxWaiting = 8;
sharp.concurrency(1);

export function configurePhotoDecoding(options: { concurrency: number; queue: number }): void {
  decoding = pLimit(options.concurrency);
  maxWaiting = options.queue;
}

/**
 * Runs `work` (a decode) within the bound above, or refuses at once with 503 when too many wait. Every image decode
 * of the API goes through here (doctor photos, chat photos), so they share one bound; `path` names the form field.
 */
export function boundedDecoding<T>(work: () => Promise<T>, path = 'photo'): Promise<T> {
  if (decoding.activeCount + decoding.pendingCount >= decoding.concurrency + maxWaiting) {
    return Promise.reject(
      new AppError(503, PHOTO_BUSY_MESSAGE, [{ path, message: PHOTO_BUSY_MESSAGE }], {
        'retry-after': String(BUSY_RETRY_SECONDS),
      }),
    );
  }
  return decoding(async () => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      // The slot rests as long as the decode took before the next one starts: on a 2-core server a decode in a row
      // with the next would keep a whole core from logins and page loads for as long as uploads keep coming.
      await new Promise((resolve) => setTimeout(resolve, performance.now() - started));
    }
  });
}

/** The formats the hospital takes, recognised by their first bytes, never by the file's name or declared type. */
export function sniffImage(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return undefined;
}

export type StoredPhoto = { url: string; bytes: Buffer; save(db: DbOrTx): Promise<void> };

/**
 * Checks an upload by its content, then decodes and re-encodes it: turned upright by its EXIF orientation,
 * cropped to a square around what draws the eye, resized (down only: a small photo keeps its own size), written as
 * WebP with no metadata (no camera, no GPS). A very narrow or very wide image is refused: cropped to a square it
 * would lose most of itself. The file is named by the hash of the result, so its URL can be cached for a year.
 */
export async function storeDoctorPhoto(upload: Buffer): Promise<StoredPhoto> {
  const format = sniffImage(upload);
  if (!format) throw AppError.badRequest(PHOTO_TYPE_MESSAGE, 'photo');
  const { bytes, side } = await boundedDecoding(() => squared(upload, format));
  const id = createHash('sha256').update(bytes).digest('hex');
  return {
    url: `${PHOTO_ROUTE_PREFIX}${id}.webp`,
    bytes,
    save: (db) => insertDoctorPhoto(db, { id, bytes, width: side }),
  };
}

async function squared(upload: Buffer, format: string): Promise<{ bytes: Buffer; side: number }> {
  try {
    const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format: decoded, width, height } = await image.metadata();
    if (decoded !== format) throw AppError.badRequest(PHOTO_TYPE_MESSAGE, 'photo');
    if (!width || !height) throw AppError.badRequest(PHOTO_UNREADABLE_MESSAGE, 'photo');
    if (width > height * MAX_ASPECT_RATIO || height > width * MAX_ASPECT_RATIO)
      throw AppError.badRequest(PHOTO_SHAPE_MESSAGE, 'photo');
    // The shorter side, whichever way up the photo turns (rotation swaps the sides, not the shorter one's length).
    const side = Math.min(PHOTO_SIZE, width, height);
    const bytes = await image
      .rotate()
      .resize(side, side, { fit: 'cover', position: sharp.strategy.attention, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { bytes, side };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw AppError.badRequest(PHOTO_UNREADABLE_MESSAGE, 'photo');
  }
}
