import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_HEADER, SESSION_COOKIE, SESSION_LIFETIME_DAYS } from '@patrocina/domain';
import type { Database } from '../db/client';
import type { Actor } from '../lib/actor';
import { AppError, unauthenticated } from '../lib/errors';
import type { ReadCaches } from '../lib/read-caches';
import { prepareSessionLookup, stillLive, touchSession } from '../lib/sessions';
import { hashToken } from '../lib/tokens';
import { IN_PERSON_ONLY_MESSAGE, MESSAGES } from '@patrocina/domain';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is acting, built once by the session hook; null for a visitor (public routes only). */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** The route needs no session (SPEC §7: /public/, /authentication/, /sys/). */
    public?: boolean;
    /**
     * Only the user in person: an admin acting as them is refused (403). For what changes the
     * account's credentials, e-mail, sessions, linked accounts or deletion state.
     */
    inPersonOnly?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOUCH_AFTER_MS = 5 * 60 * 1000;

function readToken(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim();
    if (token) return { token, via: 'bearer' };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

export interface SessionPluginOptions {
  db: Database;
  /** Keeps lookups in memory while the database says nothing changed (lib/read-caches.ts). */
  caches: ReadCaches;
}

/**
 * Resolves the session on every API request (bearer header or HttpOnly cookie) into the request's
 * actor, then refuses private routes without one. A route opts out with `config: { public: true }`.
 */
export function registerSessions(app: FastifyInstance, options: SessionPluginOptions): void {
  const lookup = prepareSessionLookup(options.db);
  app.decorateRequest('actor', null);

  const { caches } = options;
  // Touches outlive their request: closing waits for them, so none meets a pool that has been closed.
  const touching = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(touching);
  });

  /** Who the token belongs to, if it is a live session: the cache, else one query. */
  async function resolveActor(request: FastifyRequest, token: string): Promise<void> {
    const tokenHash = hashToken(token);
    let row = await caches.session(tokenHash, async () => (await lookup.execute({ tokenHash }))[0] ?? null);
    const now = Date.now();
    if (row && !stillLive(row, now)) row = null;
    if (!row) return;
    request.actor = {
      id: row.userId,
      email: row.email,
      username: row.username,
      scope: row.scope,
      emailVerified: row.emailVerifiedAt !== null,
      impersonatorId: row.impersonatorId,
      sessionId: row.sessionId,
    };
    if (now - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
      caches.updateSession(tokenHash, { ...row, lastUsedAt: new Date(now) });
      const touch = touchSession(options.db, row.sessionId)
        .catch((error: unknown) => request.log.warn({ err: error }, 'session touch failed'))
        .finally(() => touching.delete(touch));
      touching.add(touch);
    }
  }

  /** What the route asks of whoever the request turned out to be; throws the refusal. */
  function admit(request: FastifyRequest, via: 'cookie' | 'bearer' | null): void {
    // A cookie rides along with cross-site requests; a custom header cannot be added without CORS.
    if (via === 'cookie' && request.actor && !SAFE_METHODS.has(request.method) && !request.headers[CLIENT_HEADER]) {
      throw new AppError('MISSING_CLIENT_HEADER', MESSAGES.missingClientHeader);
    }
    if (request.routeOptions.config.public !== true && !request.actor) throw unauthenticated();
    if (request.actor?.impersonatorId && request.routeOptions.config.inPersonOnly === true) {
      throw new AppError('FORBIDDEN', IN_PERSON_ONLY_MESSAGE);
    }
  }

  // Callback style, so that a request without a token (a visitor, a probe) costs no promise at all.
  app.addHook('onRequest', (request, _reply, done) => {
    const found = readToken(request);
    if (!found) {
      try {
        admit(request, null);
      } catch (error) {
        done(error as Error);
        return;
      }
      done();
      return;
    }
    resolveActor(request, found.token).then(
      () => {
        try {
          admit(request, found.via);
        } catch (error) {
          done(error as Error);
          return;
        }
        done();
      },
      (error: unknown) => done(error as Error),
    );
  });
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_LIFETIME_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
