import { MESSAGES, type ErrorCode } from '@patrocina/domain';

/**
 * The HTTP status of every error code, in one place: a service says what went wrong (the code) and in
 * the user's words (the message); the answer's status follows from the code, never from the call site.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BAD_REQUEST: 400,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  CHAT_DISABLED: 409,
  ACCOUNT_HAS_COMMITMENTS: 409,
  EMAIL_TAKEN: 409,
  LOGIN_FAILED: 403,
  SOCIAL_LOGIN_FAILED: 401,
  SOCIAL_NO_ACCOUNT: 404,
  SOCIAL_EMAIL_REQUIRED: 400,
  // An outage of the provider's keys: worth a retry later.
  SOCIAL_PROVIDER_UNAVAILABLE: 503,
  // This deployment has no key for the provider: a way in that does not exist here, not an outage.
  SOCIAL_PROVIDER_NOT_CONFIGURED: 404,
  SOCIAL_LINK_NEEDS_PASSWORD: 409,
  SOCIAL_LINK_EXPIRED: 400,
  WRONG_ACCOUNT: 403,
  EMAIL_NOT_CONFIRMED: 403,
  EXPIRED_LINK: 400,
  INVALID_LINK: 400,
  TOO_MANY_REQUESTS: 429,
  INVALID_FEED: 400,
  FEED_UNREACHABLE: 400,
  NO_OWNER_EMAIL: 422,
  WRONG_CODE: 400,
  EXPIRED_CODE: 400,
  FEED_TOKEN_NOT_FOUND: 400,
  HOSTING_LINK_FAILED: 400,
  HOSTING_UNAVAILABLE: 502,
  MISSING_CLIENT_HEADER: 403,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
} as const satisfies Record<ErrorCode, number>;

export interface FieldError {
  path: string;
  message: string;
}

export interface AppErrorOptions {
  /** The fields the message is about, for a form to mark. */
  fields?: FieldError[];
  /** What the log should know and the user never reads (a partner's answer, an id...). */
  detail?: string;
  cause?: unknown;
}

/**
 * The one error type services throw: a code (its status comes from ERROR_STATUS) and the Spanish text
 * the user sees. Internals never travel in `message`; they go in `detail`, which only the log reads.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: FieldError[] | undefined;
  readonly detail: string | undefined;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.fields = options.fields;
    this.detail = options.detail;
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
export const forbidden = () => new AppError('FORBIDDEN', MESSAGES.forbidden);
export const notFound = () => new AppError('NOT_FOUND', MESSAGES.notFound);
export const tooManyRequests = () => new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyRequests);

/**
 * The database is out of reach for a moment (restarting, failing over, connections cut): PostgreSQL's
 * class 08 (connection) and 57P (shutting down) codes, a refused or reset socket, node-postgres's own
 * words for a connection that went away, and the pool's for a query that waited its connect timeout
 * (DATABASE_CONNECT_TIMEOUT_MS) for a connection, new or free, under an outage or an overload. Drizzle
 * wraps the driver's error in `cause`.
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
    if (
      /Connection terminated|not queryable|connection error|timeout exceeded when trying to connect/i.test(
        current.message,
      )
    )
      return true;
  }
  return false;
}
