import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { hostingLinkResultSchema, linkHostingAccountSchema } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { declareRoutes } from '../../lib/route-declarations';
import { nullData, responses } from '../../lib/route-helpers';
import { linkHostingAccount, unlinkHostingAccount } from './hosting-link';

/**
 * The hosting-platform account of the signed-in user, under /private/users (My account): linking
 * brings the account's podcasts in, which is why it lives with the podcasts.
 */
export function hostingAccountRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const route = declareRoutes(app, { tags: ['users'], config: { inPersonOnly: true } });

    route.post('/me/hosting-account', {
      // The platform checks a password here: guessing it through us is as slow as our own login.
      config: {
        rateLimit: {
          max: ctx.config.AUTH_RATE_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => (request.actor ? `hosting-link:${request.actor.id}` : `ip:${request.ip}`),
        },
      },
      summary:
        'Vincula tu cuenta de la plataforma de alojamiento (su correo y contraseña, que no se guardan) y trae sus podcasts',
      body: linkHostingAccountSchema,
      response: responses(hostingLinkResultSchema, 200, [409, 502]),
      answer: (actor, { body }) => linkHostingAccount(ctx, actor, body),
    });

    route.delete('/me/hosting-account', {
      summary: 'Desvincula tu cuenta de la plataforma de alojamiento (tus podcasts siguen siendo tuyos)',
      response: responses(nullData),
      answer: (actor) => unlinkHostingAccount(ctx, actor),
    });
    done();
  };
}
