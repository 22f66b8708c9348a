import { afterAll, expect } from 'vitest';
import { untranslatedSentences } from './untranslated.js';

// A setup file of every API test file (vitest.config.ts): a sentence any request of the file was answered with that
// has no Bangla fails the file, so every message the suites provoke, the fuzzers' and bad-input's included, has one.
afterAll(() => {
  expect(untranslatedSentences(), 'sentences answered with no Bangla: add them to lib/sentences-bn.ts').toEqual([]);
});
