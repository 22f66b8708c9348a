import { afterAll, expect } from 'vitest';
import { takeUntranslatedSentences } from './untranslated.js';

// A setup file of every API test file (vitest.config.ts): a sentence any request of the file was answered with that
// has no Bangla fails the file, so every message the suites provoke, the fuzzers' and bad-input's included, has one.
afterAll(() => {
  expect(takeUntranslatedSentences(), 'sentences answered with no Bangla: add them to lib/sentences-bn.ts').toEqual([]);
});
