import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  downloadsShareParamsSchema,
  downloadsShareSchema,
  podcastIdParamsSchema,
  sharedDownloadsSchema,
} from '@patrocina/domain';
import type { AppContext } from '../../../context';
import { declareRoutes } from '../../../lib/route-declarations';
import { nullData, responses } from '../../../lib/route-helpers';
import { createDownloadsShare, readSharedDownloads, revokeDownloadsShare } from './share';

/** The podcaster's public link to the verified downloads, under /private/podcasts. */
export function downloadsShareRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const route = declareRoutes(app, { tags: ['measurement'] });

    route.post('/:id/downloads-share', {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      summary: 'Crea (o renueva) el enlace público a las escuchas verificadas de un podcast que gestionas',
      params: podcastIdParamsSchema,
      response: responses(downloadsShareSchema, 201, [404]),
      answer: (actor, { params }) => createDownloadsShare(ctx.db, actor, params.id),
    });

    route.delete('/:id/downloads-share', {
      summary: 'Retira el enlace público a las escuchas verificadas: deja de funcionar',
      params: podcastIdParamsSchema,
      response: responses(nullData, 200, [404]),
      answer: (actor, { params }) => revokeDownloadsShare(ctx.db, actor, params.id),
    });

    done();
  };
}

/** The page a share link opens, under /public. */
export function publicDownloadsRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const route = declareRoutes(app, { tags: ['measurement'], config: { public: true } });

    route.get('/downloads/:token', {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      summary: 'Las escuchas verificadas por mes de un podcast, desde su enlace público',
      params: downloadsShareParamsSchema,
      response: responses(sharedDownloadsSchema, 200, [404]),
      handler: async (request, reply) => {
        // The token is the only key to the page: no shared cache keeps it once revoked, no search engine lists it.
        void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
        return { data: await readSharedDownloads(ctx.db, request.params.token, ctx.clock.today()) };
      },
    });

    done();
  };
}
