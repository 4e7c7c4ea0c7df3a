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

/**
 * The database is out of reach for a moment (restarting, failing over, connections cut): PostgreSQL's
 * class 08 (connection) and 57P (shutting down) codes, a refused or reset socket, node-postgres's own
 * words for a connection that went away. Drizzle wraps the driver's error in `cause`.
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03']);

export function isDatabaseUnreachable(error: unknown): boolean {
  for (
    let current: unknown = error, depth = 0;
    current instanceof Error && depth < 4;
    current = current.cause, depth += 1
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (/Connection terminated|not queryable|connection error/i.test(current.message)) return true;
  }
  return false;
}
