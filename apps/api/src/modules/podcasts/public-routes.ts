import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogueQuerySchema,
  cataloguePageSchema,
  emailTokenSchema,
  featuredPodcastsSchema,
  podcastIdParamsSchema,
  podcastSearchQuerySchema,
  publicPodcastSchema,
  representationInvitationSchema,
  SLUG_PATTERN,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { declareRoutes } from '../../lib/route-declarations';
import { responses } from '../../lib/route-helpers';
import { searchCatalogue } from './catalogue';
import { getPublicPodcast } from './public-page';
import { readInvitation, rejectRepresentation } from './representation';
import { listFeaturedPodcasts, searchProposablePodcasts } from './service';

/** Public podcast calls, under /public. */
export function publicPodcastRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const route = declareRoutes(app, { tags: ['podcasts'], config: { public: true } });

    route.get('/podcasts/featured', {
      summary: 'Podcasts destacados para el carrusel de las páginas públicas',
      response: responses(featuredPodcastsSchema),
      handler: async (_request, reply) => {
        // The same for everyone and slow to change: browsers and proxies may keep it a few minutes.
        void reply.header('cache-control', 'public, max-age=300');
        return { data: { podcasts: await listFeaturedPodcasts(ctx.db) } };
      },
    });

    route.get('/podcasts/search', {
      summary: 'Busca podcasts que se pueden proponer, por título o autor (las sugerencias de una campaña)',
      querystring: podcastSearchQuerySchema,
      response: responses(featuredPodcastsSchema),
      handler: async (request) => ({ data: { podcasts: await searchProposablePodcasts(ctx.db, request.query.q) } }),
    });

    route.get('/podcasts/catalogue', {
      // Text search, filters and a count on every call: generous for a person paging, not for a scraper.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      summary: 'El catálogo: los podcasts que se pueden contratar, con filtros, orden y páginas',
      querystring: catalogueQuerySchema,
      response: responses(cataloguePageSchema),
      handler: async (request) => ({ data: await searchCatalogue(ctx.db, request.query) }),
    });

    route.get('/podcasts/:id', {
      summary: 'La página pública de un podcast',
      params: podcastIdParamsSchema,
      response: responses(publicPodcastSchema, 200, [404]),
      handler: async (request) => ({
        data: await getPublicPodcast(ctx.db, { id: request.params.id }, ctx.clock.today()),
      }),
    });

    route.get('/podcasts/by-hosting-id/:hostingId', {
      summary: 'La página pública de un podcast, por su id en la plataforma de alojamiento',
      params: z.object({ hostingId: z.string().trim().min(1).max(100) }),
      response: responses(publicPodcastSchema, 200, [404]),
      handler: async (request) => ({
        data: await getPublicPodcast(ctx.db, { hostingId: request.params.hostingId }, ctx.clock.today()),
      }),
    });

    route.get('/podcasts/by-slug/:slug', {
      summary: 'La página pública de un podcast, por su slug',
      params: z.object({ slug: z.string().max(100).regex(SLUG_PATTERN, 'Esa página no existe') }),
      response: responses(publicPodcastSchema, 200, [404]),
      handler: async (request) => ({
        data: await getPublicPodcast(ctx.db, { slug: request.params.slug }, ctx.clock.today()),
      }),
    });

    const invitationLinkLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

    route.post('/representations/invitation', {
      config: invitationLinkLimit,
      summary: 'Lee la invitación de un enlace del correo, sin responderla',
      body: emailTokenSchema,
      response: responses(representationInvitationSchema, 200),
      handler: async (request, reply) => {
        // It names the invited address: no cache keeps it.
        void reply.header('cache-control', 'no-store');
        return { data: await readInvitation(ctx, request.body.token) };
      },
    });

    route.post('/representations/reject', {
      config: invitationLinkLimit,
      summary: 'Rechaza una representación desde el enlace del correo (sin cuenta)',
      body: emailTokenSchema,
      response: responses(representationInvitationSchema, 200),
      handler: async (request) => ({ data: await rejectRepresentation(ctx, request.body.token) }),
    });
    done();
  };
}
