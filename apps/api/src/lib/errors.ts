import { MESSAGES, type ErrorCode } from '@patrocina/domain';

/**
 * The one error type services throw. `message` is the Spanish text the user sees; internals never
 * travel in it.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: { path: string; message: string }[] | undefined;

  constructor(code: ErrorCode, statusCode: number, message: string, fields?: { path: string; message: string }[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusCode;
    this.fields = fields;
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 401, MESSAGES.unauthenticated);
export const forbidden = () => new AppError('FORBIDDEN', 403, MESSAGES.forbidden);
export const notFound = () => new AppError('NOT_FOUND', 404, MESSAGES.notFound);
export const tooManyRequests = () => new AppError('TOO_MANY_REQUESTS', 429, MESSAGES.tooManyRequests);
