import { z } from 'zod';
import { objectIdSchema } from '@hospital/contract/ids';

/** The path parameters of a route that names records by their `_id`s: each name an id, checked as one. */
export function idParams<K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, objectIdSchema])) as Record<K, typeof objectIdSchema>);
}
