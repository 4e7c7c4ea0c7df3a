import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserListSchema,
  adminUserSchema,
  changeScopeSchema,
  emailTokenSchema,
  impersonationLinkSchema,
  outboxListSchema,
  outboxQuerySchema,
  sessionTokenSchema,
  userSearchQuerySchema,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { requireActor } from '../../lib/actor';
import { declareRoutes } from '../../lib/route-declarations';
import { responses, sessionMeta } from '../../lib/route-helpers';
import { setSessionCookie } from '../../plugins/session';
import { changeScope, createImpersonationLink, impersonate, readOutbox, requireAdmin, searchUsers } from './service';

const userIdParamsSchema = z.object({ id: z.uuid({ error: 'Ese usuario no existe.' }) });

/** The admins' tools of the back office, under /private/backoffice (issue 6). */
export function adminRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    // Before the body is read or validated: someone who is not an admin learns nothing, not even the schema.
    app.addHook('preValidation', (request, _reply, next) => {
      requireAdmin(requireActor(request));
      next();
    });
    const route = declareRoutes(app, { tags: ['backoffice'] });

    route.get('/users', {
      summary: 'Busca usuarios por nombre o correo (administradores)',
      querystring: userSearchQuerySchema,
      response: responses(adminUserListSchema, 200, [403]),
      answer: async (actor, { query }) => ({ users: await searchUsers(ctx, actor, query.q, query.scope) }),
    });

    route.get('/outbox', {
      summary: 'Los últimos correos enviados o por enviar, sin los secretos de los enlaces',
      querystring: outboxQuerySchema,
      response: responses(outboxListSchema, 200, [403]),
      answer: async (actor, { query }) => ({ mails: await readOutbox(ctx, actor, query.to) }),
    });

    route.put('/users/:id/scope', {
      summary: 'Cambia el permiso de un usuario: usuario, gestor de campaña o administrador',
      params: userIdParamsSchema,
      body: changeScopeSchema,
      response: responses(adminUserSchema, 200, [403, 404, 409]),
      answer: async (actor, request) => {
        const user = await changeScope(ctx, actor, request.params.id, request.body.scope);
        request.log.info(
          { event: 'scope-changed', adminId: actor.id, userId: user.id, scope: user.scope },
          'scope changed',
        );
        return user;
      },
    });

    route.post('/users/:id/impersonation', {
      summary: 'Crea el enlace de un solo uso para entrar como ese usuario (nunca otro administrador)',
      params: userIdParamsSchema,
      response: responses(impersonationLinkSchema, 201, [403, 404, 409]),
      answer: async (actor, request) => {
        const { url, target } = await createImpersonationLink(ctx, actor, request.params.id);
        request.log.info(
          { event: 'impersonation-link', adminId: actor.id, userId: target.id },
          'impersonation link created',
        );
        return { url };
      },
    });

    done();
  };
}

/** `/login/impersonate` turns the link into a session, under /authentication like every other log-in. */
export function impersonationRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  const secure = ctx.config.isHttps;
  return (app, _options, done) => {
    const route = declareRoutes(app, { tags: ['authentication'] });
    route.post('/login/impersonate', {
      config: { public: true, rateLimit: { max: ctx.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      summary: 'Entra como otro usuario con el enlace de un administrador',
      body: emailTokenSchema,
      response: responses(sessionTokenSchema, 200, [403]),
      handler: async (request, reply) => {
        const session = await impersonate(ctx, request.body.token, sessionMeta(request));
        // Both ids, so every action taken as the user can be traced to the admin (QUALITY.md).
        request.log.info(
          { event: 'impersonation', adminId: session.adminId, userId: session.userId },
          'admin acting as user',
        );
        void reply.header('cache-control', 'no-store');
        setSessionCookie(reply, session.token, secure);
        return { data: { token: session.token } };
      },
    });
    done();
  };
}
