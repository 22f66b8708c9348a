import type { ErrorSource } from '@hospital/contract/envelope';

export const NOT_LOGGED_IN_MESSAGE = 'You are not authorized. Please log in.';
export const FORBIDDEN_MESSAGE = 'You do not have permission to do this.';

/**
 * The one error type services throw. `message` is shown to the user, so it is a sentence
 * in the spec's words; anything else about the failure belongs in the log, not here.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorSources: ErrorSource[] = [{ path: '', message }],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, path = '') {
    return new AppError(400, message, [{ path, message }]);
  }
  static unauthorized(message = NOT_LOGGED_IN_MESSAGE) {
    return new AppError(401, message);
  }
  static forbidden(message = FORBIDDEN_MESSAGE) {
    return new AppError(403, message);
  }
  static notFound(message: string) {
    return new AppError(404, message);
  }
  static conflict(message: string, path = '') {
    return new AppError(409, message, [{ path, message }]);
  }
  static unprocessable(message: string, path = '') {
    return new AppError(422, message, [{ path, message }]);
  }
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    return new AppError(429, message, [{ path: '', message }], { 'retry-after': String(retryAfterSeconds) });
  }
}
