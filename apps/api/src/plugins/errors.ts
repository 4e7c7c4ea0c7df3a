import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorCode } from '@patrocina/domain';
import { ZodError } from 'zod';
import { AppError, isDatabaseUnreachable } from '../lib/errors';

interface ErrorBody {
  error: { code: string; message: string; fields?: { path: string; message: string }[] };
}

function body(code: ErrorCode, message: string, fields?: { path: string; message: string }[]): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Fastify's own client errors, mapped to Spanish. */
const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: MESSAGES.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: MESSAGES.unsupportedMediaType,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'VALIDATION_ERROR', message: MESSAGES.invalidBody },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: 'VALIDATION_ERROR', message: MESSAGES.invalidBody },
  FST_ERR_VALIDATION: { status: 400, code: 'VALIDATION_ERROR', message: MESSAGES.invalidBody },
};

/** What a framework error answers: its status and code, and the Spanish message. */
interface Refusal {
  status: number;
  code: ErrorCode;
  message: string;
}

/** Errors Fastify raises while routing, before any hook runs (Fastify's `frameworkErrors`). */
const ROUTING_ERRORS: Record<string, Refusal> = {
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_REQUEST', message: MESSAGES.badRequest },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'URI_TOO_LONG', message: MESSAGES.uriTooLong },
};

/**
 * Errors Node's HTTP parser raises on the socket (`clientError`), before there is a request. The
 * server's own timeouts count as the client's: it was too slow to send its request.
 */
const PARSER_ERRORS: Record<string, Refusal> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE', message: MESSAGES.headersTooLarge },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.payloadTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', message: MESSAGES.requestTimeout },
};
const MALFORMED_REQUEST: Refusal = { status: 400, code: 'BAD_REQUEST', message: MESSAGES.badRequest };

/**
 * Fastify's `frameworkErrors`: a path it cannot decode or a parameter over `maxParamLength`. These
 * answers skip every hook, so they carry the headers the security plugin would have added.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = error.code ? ROUTING_ERRORS[error.code] : undefined;
  // The only other one is a failing asynchronous route constraint: ours, not the client's.
  const refusal = known ?? { status: 500, code: 'INTERNAL_ERROR', message: MESSAGES.genericError };
  if (known) request.log.info({ err: error }, 'request refused while routing');
  else request.log.error({ err: error }, 'routing failed');
  void reply
    .status(refusal.status)
    .headers({ 'x-content-type-options': 'nosniff', 'content-language': 'es', 'cache-control': 'no-store' })
    .send(body(refusal.code, refusal.message));
}

/**
 * Fastify's `clientErrorHandler`: Node's parser refused what came in (headers over its limit, a
 * malformed request line, a NUL in a header), so there is no request to reply to and the answer is
 * written on the socket by hand. Like Node's own handler, it writes only when no answer has started
 * on that connection, and then closes it: the parser cannot find where the next request would start.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = (error.code ? PARSER_ERRORS[error.code] : undefined) ?? MALFORMED_REQUEST;
  this.log.debug({ err: error, status: refusal.status }, 'request refused by the HTTP parser');
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const text = JSON.stringify(body(refusal.code, refusal.message));
    socket.write(
      [
        `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? ''}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(text)}`,
        'content-language: es',
        'x-content-type-options: nosniff',
        'cache-control: no-store',
        'connection: close',
        '',
        text,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}

/**
 * One error handler: AppErrors carry their Spanish message; validation errors list their fields;
 * everything else is a 5xx with the generic message, logged with the request, never a stack.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 401 || error.statusCode === 403) {
        request.log.info({ code: error.code, userId: request.actor?.id }, 'request refused');
      }
      // What the user must not read, for whoever reads the log.
      if (error.detail) request.log.info({ code: error.code, detail: error.detail }, 'request failed');
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? MESSAGES.invalidBody,
      }));
      return reply.status(400).send(body('VALIDATION_ERROR', fields[0]?.message ?? MESSAGES.invalidBody, fields));
    }

    // A schema that depends on the request (today's date, the product name) is parsed in the handler.
    if (error instanceof ZodError) {
      const fields = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      return reply.status(400).send(body('VALIDATION_ERROR', fields[0]?.message ?? MESSAGES.invalidBody, fields));
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(body('INTERNAL_ERROR', MESSAGES.genericError));
    }

    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send(body(known.code, known.message));

    if (error.statusCode === 429) return reply.status(429).send(body('TOO_MANY_REQUESTS', MESSAGES.tooManyRequests));

    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(error.statusCode).send(body('VALIDATION_ERROR', MESSAGES.invalidBody));
    }

    // A retry in a few seconds will work: say so, rather than the generic error.
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send(body('SERVICE_UNAVAILABLE', MESSAGES.serviceUnavailable));
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL_ERROR', MESSAGES.genericError));
  });
}
