import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { accountSessionSchema, changeOwnPasswordSchema, closedSessionsSchema, meSchema, updateMeSchema } from '@patrocina/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { nullData, requireAuth, responses } from '../../lib/route-helpers';
import { changeOwnPassword, closeOtherSessions, getMe, listOwnSessions, resendVerification, updateMe, type BadgeCounter } from './service';

export function userRoutes(ctx: AppContext, countBadges: BadgeCounter): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/me',
      {
        schema: {
          tags: ['users'],
          summary: 'El usuario de la sesión, con sus mensajes sin leer y acciones pendientes',
          response: responses(meSchema),
        },
      },
      async (request) => ({ data: await getMe(requireAuth(request.auth), countBadges) }),
    );

    app.patch(
      '/me',
      {
        schema: {
          tags: ['users'],
          summary: 'Cambia los datos de tu cuenta que se pueden cambiar aquí (agencia, newsletter)',
          body: updateMeSchema,
          response: responses(meSchema),
        },
      },
      async (request) => ({ data: await updateMe(ctx, requireAuth(request.auth), request.body, countBadges) }),
    );

    app.post(
      '/me/verification-email',
      {
        config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
        schema: {
          tags: ['users'],
          summary: 'Vuelve a enviar el correo de verificación',
          response: responses(nullData),
        },
      },
      async (request) => {
        await resendVerification(ctx, requireAuth(request.auth));
        return { data: null };
      },
    );
    app.put(
      '/me/password',
      {
        // Guessing the current password from a stolen session is as slow as guessing it at login.
        config: {
          rateLimit: {
            max: ctx.config.AUTH_RATE_LIMIT_PER_MINUTE,
            timeWindow: '1 minute',
            hook: 'preHandler',
            keyGenerator: (request) => (request.auth ? `password:${request.auth.user.id}` : `ip:${request.ip}`),
          },
        },
        schema: {
          tags: ['users'],
          summary: 'Cambia tu contraseña (con la actual); cierra tus demás sesiones y te avisa por correo',
          body: changeOwnPasswordSchema,
          response: responses(nullData),
        },
      },
      async (request) => {
        await changeOwnPassword(ctx, requireAuth(request.auth), request.body);
        return { data: null };
      },
    );

    app.get(
      '/me/sessions',
      { schema: { tags: ['users'], summary: 'Tus sesiones abiertas: dispositivo y última actividad', response: responses(z.array(accountSessionSchema)) } },
      async (request) => ({ data: await listOwnSessions(ctx, requireAuth(request.auth)) }),
    );

    app.delete(
      '/me/sessions',
      { schema: { tags: ['users'], summary: 'Cierra todas tus sesiones menos esta', response: responses(closedSessionsSchema) } },
      async (request) => ({ data: { closed: await closeOtherSessions(ctx, requireAuth(request.auth)) } }),
    );
    done();
  };
}
