/** The SQLSTATE of a database error, walking drizzle's wrapping to the driver error beneath. */
export function sqlState(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let e: unknown = error;
  while (e && typeof e === 'object' && !seen.has(e)) {
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when PostgreSQL refused a write for a unique constraint (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * Text PostgreSQL cannot store: a NUL character (22021) or bytes that are not valid in the encoding (22P05).
 * Any field can carry one, so the error handler answers it once, as bad input, instead of every schema.
 */
export function isUnstorableText(error: unknown): boolean {
  const state = sqlState(error);
  return state === '22021' || state === '22P05';
}

/**
 * A value made safe for a jsonb column. A lone UTF-16 surrogate in a string (a fuzzer's, or a broken client's)
 * becomes U+FFFD, as the text columns store it; left as is, its `\ud800` escape makes PostgreSQL refuse the
 * whole document (22P02).
 */
export function storableJson<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? v.replace(/\p{Cs}/gu, '\uFFFD') : v)),
  ) as T;
}
