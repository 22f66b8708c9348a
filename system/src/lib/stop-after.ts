import { afterAll } from 'vitest';

/**
 * What a suite starts (a database, a proxy, an API process, a browser), stopped when the suite ends, last started
 * first, and only what did start: a `beforeAll` that failed half-way leaves nothing running behind it.
 *
 *   const started = stopAfterAll(); // at the file's top level, where vitest collects its hooks
 *   beforeAll(async () => { database = started(await createFreshDatabase('name'), (it) => it.drop()); ... });
 */
export function stopAfterAll() {
  const stops: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });
  return <T>(thing: T, stop: (thing: T) => Promise<unknown>): T => {
    stops.push(() => stop(thing));
    return thing;
  };
}
