import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import {
  configurePhotoDecoding,
  PHOTO_BUSY_MESSAGE,
  PHOTO_SHAPE_MESSAGE,
  PHOTO_SIZE,
  storeDoctorPhoto,
} from './doctor-photos.js';

// Uploaded photos: never enlarged past their own size, a very narrow or very wide image refused with a sentence,
// and decoded a bounded number at a time, so a burst of uploads cannot starve logins and page loads.

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

afterEach(() => configurePhotoDecoding({ concurrency: 1, queue: 8 }));

describe('photo sizes and shapes', () => {
  it('when the photo is smaller than the stored size, then it is squared at its own size, never enlarged', async () => {
    const stored = await storeDoctorPhoto(await image(240, 180));
    const meta = await sharp(stored.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 180, height: 180 });
    const large = await sharp((await storeDoctorPhoto(await image(1200, 900))).bytes).metadata();
    expect(large).toMatchObject({ width: PHOTO_SIZE, height: PHOTO_SIZE });
  });

  it('when the photo is more than three times as wide as tall, or as tall as wide, then it is refused with a sentence', async () => {
    for (const [width, height] of [
      [1300, 400],
      [400, 1300],
    ] as const) {
      const error = await refusal(storeDoctorPhoto(await image(width, height)));
      expect(error.statusCode).toBe(400);
      expect(error.message).toBe(PHOTO_SHAPE_MESSAGE);
    }
    expect((await sharp((await storeDoctorPhoto(await image(900, 300))).bytes).metadata()).width).toBe(300);
  });
});

describe('decoding a bounded number at a time', () => {
  it('when more photos arrive than may run and wait, then the rest are answered 503 with Retry-After at once', async () => {
    configurePhotoDecoding({ concurrency: 1, queue: 1 });
    const photo = await image(1200, 900);
    const results = await Promise.allSettled([
      storeDoctorPhoto(photo),
      storeDoctorPhoto(photo),
      storeDoctorPhoto(photo),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const error = (results[2] as PromiseRejectedResult).reason as AppError;
    expect(error.statusCode).toBe(503);
    expect(error.message).toBe(PHOTO_BUSY_MESSAGE);
    expect(error.headers).toMatchObject({ 'retry-after': expect.stringMatching(/^\d+$/) });
  });
});
