import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, photoFileProblem, TOO_LARGE_PROBLEM, WRONG_TYPE_PROBLEM } from './photo-file';

describe('photo file checks', () => {
  it.each(['image/jpeg', 'image/png', 'image/gif'])(
    'when a %s of exactly 5MB is chosen, then it is accepted',
    (type) => {
      expect(photoFileProblem({ type, size: MAX_PHOTO_BYTES })).toBeNull();
    },
  );

  it('when the photo is one byte over 5MB, then it is refused as too large', () => {
    expect(photoFileProblem({ type: 'image/png', size: MAX_PHOTO_BYTES + 1 })).toBe(TOO_LARGE_PROBLEM);
  });

  it.each(['image/webp', 'image/heic', 'image/svg+xml', 'application/pdf', ''])(
    "when the file's type is '%s', then it is refused with the JPG, PNG or GIF message",
    (type) => {
      expect(photoFileProblem({ type, size: 1000 })).toBe(WRONG_TYPE_PROBLEM);
    },
  );
});
