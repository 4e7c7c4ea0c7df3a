import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { meSchema, updateMeSchema } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { nullData, requireAuth, responses } from '../../lib/route-helpers';
import { getMe, resendVerification, updateMe, type BadgeCounter } from './service';

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
    done();
  };
}
