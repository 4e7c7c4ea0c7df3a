import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { requireActor } from '../lib/actor';
import { assertAdmin, assertTeam } from '../lib/team';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A back-office route only admins may call (DOMAIN.md: payment confirmation). */
    adminOnly?: boolean;
  }
}

/**
 * The back office's `preValidation` hook: the team (or, on an `adminOnly` route, the admins) before
 * validation, so anyone else gets the same 403 whatever they send and learns nothing from validation
 * errors. The services check again, with the campaign's own rule.
 */
export function teamOnly(request: FastifyRequest, _reply: FastifyReply, next: HookHandlerDoneFunction): void {
  try {
    const actor = requireActor(request);
    if (request.routeOptions.config.adminOnly) assertAdmin(actor);
    else assertTeam(actor);
    next();
  } catch (error) {
    next(error as Error);
  }
}
