import { banglaSentences } from '../lib/sentences-bn.js';

// Every app the tests build (createTestApp) reports here each sentence it answers to a person, whatever language
// the test asked for; bangla-coverage.ts fails the test file when one of them has no Bangla.
const untranslated = new Set<string>();

export function noteSentence(sentence: string): void {
  if (banglaSentences.bangla(sentence) === undefined) untranslated.add(sentence);
}

/** The sentences noted since the last call; the set starts empty again (a worker runs many files on the same modules). */
export function takeUntranslatedSentences(): string[] {
  const taken = [...untranslated];
  untranslated.clear();
  return taken;
}
