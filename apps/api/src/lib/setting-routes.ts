import type { z } from 'zod';
import type { AuthUser } from '../plugins/authentication.js';
import type { Capability } from './permissions.js';
import { ok } from './reply.js';
import type { Routes } from './routes.js';

/**
 * One of the caller's own settings: who keeps one, and how it is read and changed, each with the sentence it answers
 * with (written out whole, so the Bangla sentence book finds it).
 */
export type Setting<B extends z.ZodType, D extends z.ZodType> = {
  access: Capability;
  data: D;
  read: { summary: string; sentence: string; answer: (caller: AuthUser) => Promise<z.output<D>> };
  change: {
    summary: string;
    sentence: string;
    body: B;
    answer: (caller: AuthUser, body: z.output<B>) => Promise<z.output<D>>;
  };
};

/**
 * A setting the caller keeps for themself (an account's SMS preferences, a doctor's favourite medicines): read with
 * GET and changed with PUT at the same path, both answering the setting as it then stands.
 */
export function settingRoutes<B extends z.ZodType, D extends z.ZodType>(
  route: Routes,
  url: string,
  { access, data, read, change }: Setting<B, D>,
): void {
  // Declared with plain zod types: `Setting` already ties each answer to `data` and the change to `change.body`.
  route.get<undefined, undefined, undefined, z.ZodType>(url, { access, summary: read.summary, data }, async (request) =>
    ok(read.sentence, await read.answer(request.user!)),
  );
  route.put<undefined, undefined, z.ZodType, z.ZodType>(
    url,
    { access, summary: change.summary, body: change.body, data },
    async (request) => ok(change.sentence, await change.answer(request.user!, request.body as z.output<B>)),
  );
}
