import type { z } from 'zod';
import type { ErrorSource } from '@hospital/contract/envelope';
import { AppError } from './app-error.js';

/** The first message per field, in order: the spec shows the first (§5); later ones on a field add nothing. */
export function firstPerField(sources: ErrorSource[]): ErrorSource[] {
  const seen = new Set<string>();
  return sources.filter((source) => (seen.has(source.path) ? false : (seen.add(source.path), true)));
}

/**
 * For the few routes whose body schema depends on who calls (the patient and staff booking forms send
 * different payloads): the same 400 envelope the route validator produces.
 */
export function parseOr400<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const sources = firstPerField(
    parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
  throw new AppError(400, sources[0]!.message, sources);
}
