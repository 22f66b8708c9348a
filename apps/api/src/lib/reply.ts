/** The success envelope of docs/architecture.md §2. */
export function ok<T>(message: string, data: T, statusCode = 200) {
  return { success: true as const, statusCode, message, data };
}
