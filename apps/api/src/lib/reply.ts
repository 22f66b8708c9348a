/** What a route handler answers: the message and data of its success envelope; the route adds the status. */
export type Answer<T> = { message: string; data: T };

export function ok<T>(message: string, data: T): Answer<T> {
  return { message, data };
}

/** The success envelope of docs/architecture.md §2. */
export function successBody<T>({ message, data }: Answer<T>, statusCode = 200) {
  return { success: true as const, statusCode, message, data };
}
