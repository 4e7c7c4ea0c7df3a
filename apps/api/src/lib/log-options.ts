import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * What the logs must never hold (QUALITY.md: never passwords or tokens; personal data neither):
 * a failed query's parameters (a sign-up's e-mail, phone and password hash), the values PostgreSQL
 * quotes back in `detail`, and the e-mailed tokens that travel in addresses. Redacting here, in the
 * logger's serializers, covers every `{ err }` and every request line, whoever logs them.
 */
export const REDACTED = '[redacted]';

/**
 * Path segments that follow these carry a token: /proposal/token/{token}, /public/campaign/by-token/{token},
 * and a podcast's share link to its verified downloads, /escuchas/{token} and /public/downloads/{token}.
 * An agency invitation's link and its calls: /agency/invitations/{token}.
 */
const TOKEN_SEGMENT = /(\/(?:token|by-token|escuchas|public\/downloads|agency\/invitations)\/)[^/?#\s'"]+/g;
/** A query pair inside free text, such as a URL quoted in an error message. */
const QUERY_PAIR_IN_TEXT = /([?&][^=?&#\s'"]+=)[^&#\s'"]+/g;

/** Keeps the path and the query's names; the token segment and every query value become `[redacted]`. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(TOKEN_SEGMENT, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  // Values are redacted whatever their name: a search box's text is personal data as well.
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair === '' ? pair : REDACTED;
      return `${pair.slice(0, equals)}=${REDACTED}`;
    })
    .join('&');
  return `${path}?${query}`;
}

function redactText(text: string): string {
  return text.replace(TOKEN_SEGMENT, `$1${REDACTED}`).replace(QUERY_PAIR_IN_TEXT, `$1${REDACTED}`);
}

/** Fastify's own request serializer, with the address redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type ErrorLike = Error & Record<string, unknown>;

function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/**
 * PostgreSQL's detail quotes the offending values: `Key (email)=(ana@example.com) already exists.`,
 * or a whole row in `Failing row contains (...)`. The columns of a key are worth keeping; nothing else is.
 */
function redactDetail(detail: string): string {
  const key = /^Key \((.+?)\)=\(.*\)( [\w ]+(?: "[^"]*")?\.)$/s.exec(detail);
  return key ? `Key (${key[1]})=(${REDACTED})${key[2]}` : REDACTED;
}

/** The context of an extended-protocol error names the parameter's value: `unnamed portal parameter $1 = '...'`. */
function redactWhere(where: string): string {
  return redactText(where.replace(/(parameter \$\d+ = )'(?:[^']|'')*'/g, `$1${REDACTED}`));
}

/**
 * Drizzle's DrizzleQueryError says `Failed query: <sql>\nparams: <values>`; the SQL stays (it is the
 * clue), the values go. A data exception (class 22) quotes the value it could not read:
 * `invalid input syntax for type uuid: "..."`.
 */
function redactMessage(error: ErrorLike): string {
  let message = error.message;
  if ('params' in error) {
    const at = message.indexOf('\nparams: ');
    if (at !== -1) message = `${message.slice(0, at)}\nparams: ${REDACTED}`;
  }
  if (typeof error.code === 'string' && error.code.startsWith('22')) {
    message = message.replace(/: ".*"$/s, `: "${REDACTED}"`);
  }
  return redactText(message);
}

function redactStack(error: ErrorLike, message: string): string | undefined {
  const stack = typeof error.stack === 'string' ? error.stack : undefined;
  if (stack === undefined || message === error.message) return stack === undefined ? undefined : redactText(stack);
  // The stack begins with the message it was created with: swap it for the redacted one.
  if (stack.includes(error.message)) return redactText(stack.replace(error.message, () => message));
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${message}`, ...frames].join('\n');
}

function redactField(key: string, value: unknown): unknown {
  if (key === 'params') return REDACTED;
  if (typeof value !== 'string') return value;
  if (key === 'detail') return redactDetail(value);
  if (key === 'where') return redactWhere(value);
  return redactText(value);
}

function errorType(error: ErrorLike): string {
  return typeof error.constructor === 'function' ? error.constructor.name : error.name;
}

function causeOf(error: ErrorLike): ErrorLike | undefined {
  return isErrorLike(error.cause) ? error.cause : undefined;
}

/**
 * The shape of pino's standard `err` serializer (type, message and stack with their causes, the
 * error's own fields), each error of the chain redacted first.
 */
export function serializeError(error: Error): SerializedError {
  // pino hands over whatever was logged under `err`; anything but an error passes as it is.
  if (!isErrorLike(error)) return error as unknown as SerializedError;
  return serializeOne(error, new Set());
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

function serializeOne(error: ErrorLike, seen: Set<unknown>): SerializedError {
  seen.add(error);
  const chain: ErrorLike[] = [];
  for (let link: ErrorLike | undefined = error; link && !chain.includes(link); link = causeOf(link)) chain.push(link);
  const messages = chain.map(redactMessage);
  const stacks = chain.map((link, index) => redactStack(link, messages[index]!));

  const out: SerializedError = {
    type: errorType(error),
    message: messages.join(': '),
    stack: stacks.filter((stack) => stack !== undefined).join('\ncaused by: '),
  };
  if (Array.isArray(error.errors)) {
    out.aggregateErrors = (error.errors as unknown[]).map((inner) =>
      isErrorLike(inner) && !seen.has(inner) ? serializeOne(inner, seen) : inner,
    );
  }
  for (const key in error) {
    if (key in out) continue;
    const field = error[key];
    if (isErrorLike(field)) {
      if (key !== 'cause' && !seen.has(field)) out[key] = serializeOne(field, seen);
    } else {
      out[key] = redactField(key, field);
    }
  }
  return out;
}

/**
 * The same redaction for code that keeps errors by itself: pg-boss writes a failed job's error,
 * fields and all, into the job's row.
 */
export function redactedError(error: unknown): Error {
  const serialized = serializeError(error instanceof Error ? error : new Error(String(error)));
  const redacted = new Error(serialized.message);
  redacted.name = serialized.type;
  redacted.stack = serialized.stack;
  return redacted;
}

type LoggerOptions = FastifyServerOptions['logger'];

/**
 * The app's logger settings. A caller's own settings (a test's stream, the benchmark's level) are
 * laid over them and keep the redaction.
 */
export function buildLoggerOptions(level: string, given?: LoggerOptions): LoggerOptions {
  if (given === false) return false;
  const base = {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { req: serializeRequest, err: serializeError },
  };
  if (given === undefined || given === true) return base;
  return { ...base, ...given, serializers: { ...base.serializers, ...given.serializers } };
}
