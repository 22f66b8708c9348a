import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sentenceTranslator } from './bangla-sentences.js';
import { CONTRACT_MESSAGES_BN, ZOD_MESSAGES_BN } from './messages-bn.js';
import { expectScanFinds, sentencesIn, sourceFiles, unsaidKeys, withoutBangla } from './testing/sentence-scan.js';

// Where the schemas say their messages: the field helpers' and zod's checks' arguments, zod's `error` and
// `message` options, the *_MESSAGE constants and the functions that make a message with a value (`nowServingMessage`).
const SCHEMA_SENTENCES = {
  callees: /Field$|Param$|List$|^(min|max|length|regex|int|refine|nonempty|gt|gte|lt|lte|email)$/,
  names: /_MESSAGE$|_REQUIRED$|[a-z]Message$/,
  properties: /^(error|message)$/,
  messageModules: /\.messages\.ts$/,
};

const said = sentencesIn(sourceFiles(fileURLToPath(new URL('.', import.meta.url))), SCHEMA_SENTENCES);
const translator = sentenceTranslator(CONTRACT_MESSAGES_BN);

describe('the Bangla of the contract messages', () => {
  it('when the source is scanned, then it finds the messages of every schema file', () => {
    expectScanFinds(said, [
      'Name is required',
      'Contact number must be 11 digits long.',
      'Invalid date format. Expected format: YYYY-MM-DD.',
    ]);
  });

  it('when a schema says a message, then the book has its Bangla', () => {
    expect(withoutBangla(said, translator)).toEqual([]);
  });

  it('when an English key is in the book, then some schema still says it (no stale entries)', () => {
    expect(unsaidKeys(said, Object.keys(CONTRACT_MESSAGES_BN))).toEqual([]);
  });

  it('when a message is read in Bangla, then it is in Bengali script with Bengali digits', () => {
    for (const [english, bangla] of Object.entries(CONTRACT_MESSAGES_BN)) {
      expect(bangla, english).toMatch(/[\u0980-\u09FF]/);
      expect(bangla, english).not.toMatch(/[0-9]/);
      expect(bangla, english).toMatch(/[।?!]$/);
    }
  });
});

describe("the Bangla of zod's own messages", () => {
  const zodBangla = sentenceTranslator(ZOD_MESSAGES_BN);
  const messagesOf = (schema: z.ZodType, input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('when a check without a message of ours fails, then what zod says has Bangla', () => {
    const body = z.strictObject({
      id: z.string().min(1).max(3),
      action: z.enum(['pay', 'fail']),
      n: z.number().min(1).max(5).multipleOf(2),
      kind: z.literal('x'),
    });
    const messages = [
      ...messagesOf(body, null),
      ...messagesOf(body, []),
      ...messagesOf(body, { id: '', action: 'steal', n: 0, kind: 'y', extra: 1 }),
      ...messagesOf(body, { id: 'abcd', action: 1, n: 7, kind: 'x' }),
      ...messagesOf(z.record(z.string(), z.string()), 'text'),
      ...messagesOf(z.string().regex(/^a/), 'b'),
      ...messagesOf(z.union([z.string(), z.number()]), true),
    ];
    expect(messages.length).toBeGreaterThan(10);
    expect(messages.filter((message) => zodBangla.bangla(message) === undefined)).toEqual([]);
  });
});
