import type { FastifyError, FastifyInstance } from 'fastify';
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
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'VALIDATION_ERROR', message: MESSAGES.invalidBody },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: 'VALIDATION_ERROR', message: MESSAGES.invalidBody },
  FST_ERR_VALIDATION: { status: 400, code: 'VALIDATION_ERROR', message: MESSAGES.invalidBody },
};

/**
 * One error handler: AppErrors carry their Spanish message; validation errors list their fields;
 * everything else is a 5xx with the generic message, logged with the request, never a stack.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 401 || error.statusCode === 403) {
        request.log.info({ code: error.code, userId: request.auth?.user.id }, 'request refused');
      }
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
      return reply.status(503).header('retry-after', '2').send(body('SERVICE_UNAVAILABLE', MESSAGES.serviceUnavailable));
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL_ERROR', MESSAGES.genericError));
  });
}
