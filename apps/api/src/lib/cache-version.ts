import type { FastifyBaseLogger } from 'fastify';

/**
 * The version of an in-memory cache as the database holds it, or undefined when the database cannot be reached:
 * then nobody can write either, so what is in memory is still the best answer (the failure is logged).
 */
export async function readCacheVersion(
  read: () => Promise<number>,
  log: FastifyBaseLogger,
  cache: string,
): Promise<number | undefined> {
  try {
    return await read();
  } catch (err) {
    log.warn({ err }, `could not compare the ${cache} cache version`);
    return undefined;
  }
}
