import { SERVER_CODES } from '@feira/shared';

/**
 * The one error type services throw. The error handler turns it into the envelope with its status:
 * 400 invalid input (errors = field -> Portuguese message), 401, 403, 404, 409 (model = the existing record).
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 429 | 502 | 503,
    message: string,
    readonly errors: Record<string, string> = {},
    readonly model: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (errors: Record<string, string>, message: string = SERVER_CODES.invalidInput) =>
  new AppError(400, message, errors);
export const unauthorized = (message: string = SERVER_CODES.unauthorized) => new AppError(401, message);
export const forbidden = (message: string = SERVER_CODES.forbidden) => new AppError(403, message);
export const notFound = (message: string = SERVER_CODES.notFound) => new AppError(404, message);
export const conflict = (message: string = SERVER_CODES.conflict, model: unknown = null, errors = {}) =>
  new AppError(409, message, errors, model);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, SERVER_CODES.tooManyAttempts, {}, { retryAfterSeconds });
