import type { FastifyReply, FastifyRequest } from 'fastify';
import { dataEnvelope, errorEnvelope } from '@patrocina/domain';
import { z } from 'zod';
import type { SessionMeta } from './sessions';

/** Response schemas of a route: `{ data }` for its success status, the error envelope for the rest. */
export function responses<T extends z.ZodType>(data: T, successStatus: 200 | 201 = 200, errorStatuses: number[] = []) {
  const result: Record<number, z.ZodType> = { [successStatus]: dataEnvelope(data) };
  for (const status of [...new Set([400, 401, 403, 429, 500, ...errorStatuses])]) result[status] = errorEnvelope;
  return result as { [K in typeof successStatus]: ReturnType<typeof dataEnvelope<T>> } & Record<number, z.ZodType>;
}

export function sessionMeta(request: FastifyRequest): SessionMeta {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

export const nullData = z.null();

/**
 * An onSend hook for routes whose answers or URLs carry secrets (sessions, e-mailed tokens): no cache
 * keeps the answer and no Referer header takes the URL elsewhere (QUALITY.md, e-mailed tokens).
 */
export function keepOutOfCachesAndReferrers(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
  reply.header('referrer-policy', 'no-referrer');
  return Promise.resolve();
}
