/**
 * What a repository answers from a Drizzle query's rows, for the queries that look up or change one row: their
 * builders are promises of a list, and these answer the one row of it.
 */

/** The first row the query answers, or undefined when it answers none (a lookup by key, an update that may miss). */
export async function firstRow<T>(query: PromiseLike<T[]>): Promise<T | undefined> {
  const [row] = await query;
  return row;
}

/** The row an `insert ... returning` answers: an insert that did not throw wrote exactly one. */
export async function insertedRow<T>(query: PromiseLike<T[]>): Promise<T> {
  const [row] = await query;
  if (row === undefined) throw new Error('The insert answered no row.');
  return row;
}
