import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  addedPodcastSchema,
  addPodcastSchema,
  availabilitySchema,
  claimCodeSentSchema,
  claimDetailsSchema,
  claimVerifiedSchema,
  createBlockedPeriodSchema,
  createSheetBrandingSchema,
  emailTokenSchema,
  episodesRefreshedSchema,
  featuredPodcastsSchema,
  hostingPartnerStatusSchema,
  inviteRepresentativeSchema,
  myPodcastsSchema,
  podcastIdParamsSchema,
  podcastSearchQuerySchema,
  publicPodcastSchema,
  representationInvitationSchema,
  representationSchema,
  sheetAudienceSchema,
  sheetProfileSchema,
  sheetSchema,
  SLUG_PATTERN,
  todayInMadrid,
  verifyClaimCodeSchema,
  podcastEpisodeListSchema,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { nullData, requireAuth, responses } from '../../lib/route-helpers';
import type { RequestAuth } from '../../plugins/session';
import { loadManagedPodcast, loadOwnedPodcast, type PodcastActor } from './access';
import { addBlockedPeriod, listBlockedPeriods, removeBlockedPeriod } from './availability';
import { addPodcastByFeed, getClaim, sendClaimCode, verifyClaimCode, verifyClaimFeed } from './claims';
import { listRecentEpisodes, refreshPodcastFeed } from './feed-sync';
import { listMyPodcasts } from './my-podcasts';
import { getPublicPodcast } from './public-page';
import {
  acceptRepresentation,
  cancelRepresentation,
  inviteRepresentative,
  readInvitation,
  rejectRepresentation,
} from './representation';
import { getSheet, saveSheetStep } from './sheet';
import { listFeaturedPodcasts, searchProposablePodcasts } from './service';

function actorOf(auth: RequestAuth | null): PodcastActor & { username: string } {
  const { user } = requireAuth(auth);
  return { id: user.id, email: user.email, username: user.username };
}

const sheetViewSchema = z.object({
  podcast: z.object({ id: z.uuid(), slug: z.string(), title: z.string(), imageUrl: z.string().nullable() }),
  role: z.enum(['owner', 'manager']),
  sheet: sheetSchema,
});

const periodParamsSchema = podcastIdParamsSchema.extend({ periodId: z.uuid({ error: 'Ese periodo ya no existe.' }) });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a route about one podcast (`:id`): those who run it, or only its owner. */
    podcastAccess?: 'manager' | 'owner';
  }
}

const uuidSchema = z.uuid();

/** Rate limits on calls that read a feed or guess a code count per user, not per address. */
const perUser = (request: FastifyRequest) => request.auth?.user.id ?? request.ip;
const perUserPerMinute = (max: number) => ({ max, timeWindow: '1 minute', keyGenerator: perUser });

/** The podcasts of the signed-in user, under /private/podcasts. */
export function privatePodcastRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  const brandingSchema = createSheetBrandingSchema(ctx.config.PRODUCT_NAME);
  return (app, _options, done) => {
    // Access before validation: someone who does not run the podcast learns nothing from its
    // validation errors, and always gets the same 403. The services check again in their transaction.
    app.addHook('preValidation', async (request) => {
      const access = request.routeOptions.config.podcastAccess;
      const id = (request.params as { id?: unknown }).id;
      if (!access || !uuidSchema.safeParse(id).success) return;
      const actor = actorOf(request.auth);
      if (access === 'owner') await loadOwnedPodcast(ctx.db, actor, id as string);
      else await loadManagedPodcast(ctx.db, actor, id as string);
    });

    app.post(
      '',
      {
        config: {
          rateLimit: { max: ctx.config.PODCAST_ADD_RATE_LIMIT_PER_HOUR, timeWindow: '1 hour', keyGenerator: perUser },
        },
        schema: {
          tags: ['podcasts'],
          summary: 'Añade un podcast por su feed (o reutiliza el que nadie ha verificado) y abre tu verificación',
          body: addPodcastSchema,
          response: responses(addedPodcastSchema, 201, [409]),
        },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await addPodcastByFeed(ctx, actorOf(request.auth), request.body.feedUrl) }),
    );

    app.get(
      '/partner',
      {
        schema: {
          tags: ['podcasts'],
          summary: 'Si hay una plataforma de alojamiento configurada o se muestran datos de demostración',
          response: responses(hostingPartnerStatusSchema),
        },
      },
      () => ({ data: { configured: ctx.hosting.kind === 'http' } }),
    );

    app.post(
      '/representations/accept',
      {
        config: { rateLimit: perUserPerMinute(20) },
        schema: {
          tags: ['podcasts'],
          summary:
            'Acepta una representación desde el enlace del correo, con la cuenta de la dirección invitada ya confirmada',
          body: emailTokenSchema,
          response: responses(representationInvitationSchema, 200),
        },
      },
      async (request) => {
        const { user } = requireAuth(request.auth);
        return { data: await acceptRepresentation(ctx, user, request.body.token) };
      },
    );

    app.get(
      '/:id/claim',
      {
        schema: {
          tags: ['podcasts'],
          summary: 'Tu verificación pendiente de un podcast',
          params: podcastIdParamsSchema,
          response: responses(claimDetailsSchema, 200, [404, 409]),
        },
      },
      async (request) => ({ data: await getClaim(ctx.db, actorOf(request.auth), request.params.id) }),
    );

    app.post(
      '/:id/claim/code',
      {
        config: { rateLimit: perUserPerMinute(10) },
        schema: {
          tags: ['podcasts'],
          summary: 'Envía un código al correo del propietario que indica el feed',
          params: podcastIdParamsSchema,
          response: responses(claimCodeSentSchema, 200, [404, 409, 422]),
        },
      },
      async (request) => ({ data: await sendClaimCode(ctx, actorOf(request.auth), request.params.id) }),
    );

    app.post(
      '/:id/claim/verify-code',
      {
        config: { rateLimit: perUserPerMinute(30) },
        schema: {
          tags: ['podcasts'],
          summary: 'Demuestra que gestionas el podcast con el código recibido por correo',
          params: podcastIdParamsSchema,
          body: verifyClaimCodeSchema,
          response: responses(claimVerifiedSchema, 200, [404, 409]),
        },
      },
      async (request) => ({
        data: await verifyClaimCode(ctx, actorOf(request.auth), request.params.id, request.body.code),
      }),
    );

    app.post(
      '/:id/claim/verify-feed',
      {
        config: { rateLimit: perUserPerMinute(10) },
        schema: {
          tags: ['podcasts'],
          summary: 'Demuestra que gestionas el podcast con tu código de verificación en el feed',
          params: podcastIdParamsSchema,
          response: responses(claimVerifiedSchema, 200, [404, 409]),
        },
      },
      async (request) => ({ data: await verifyClaimFeed(ctx, actorOf(request.auth), request.params.id) }),
    );

    app.post(
      '/:id/episodes/refresh',
      {
        config: { podcastAccess: 'manager', rateLimit: perUserPerMinute(10) },
        schema: {
          tags: ['podcasts'],
          summary: 'Vuelve a leer el feed: datos del podcast y episodios',
          params: podcastIdParamsSchema,
          response: responses(episodesRefreshedSchema, 200, [404, 409]),
        },
      },
      async (request) => ({
        data: { episodes: await refreshPodcastFeed(ctx, actorOf(request.auth), request.params.id) },
      }),
    );

    app.get(
      '/:id/episodes',
      {
        config: { podcastAccess: 'manager' },
        schema: {
          tags: ['podcasts'],
          summary: 'Los últimos episodios del feed de un podcast que gestionas, para registrar una acción emitida',
          params: podcastIdParamsSchema,
          response: responses(podcastEpisodeListSchema, 200, [404]),
        },
      },
      async (request) => ({ data: await listRecentEpisodes(ctx.db, request.params.id) }),
    );

    app.get(
      '/mine',
      {
        schema: {
          tags: ['podcasts'],
          summary: 'Tus podcasts: los tuyos, los que representas y los pendientes de verificar',
          response: responses(myPodcastsSchema),
        },
      },
      async (request) => ({ data: { podcasts: await listMyPodcasts(ctx.db, actorOf(request.auth)) } }),
    );

    app.get(
      '/:id/sheet',
      {
        config: { podcastAccess: 'manager' },
        schema: {
          tags: ['podcasts'],
          summary: 'La hoja de patrocinio de un podcast que gestionas',
          params: podcastIdParamsSchema,
          response: responses(sheetViewSchema, 200, [404]),
        },
      },
      async (request) => ({ data: await getSheet(ctx.db, actorOf(request.auth), request.params.id) }),
    );

    app.put(
      '/:id/sheet/profile',
      {
        config: { podcastAccess: 'manager' },
        schema: {
          tags: ['podcasts'],
          summary: 'Guarda el paso «Perfil del podcast»',
          params: podcastIdParamsSchema,
          body: sheetProfileSchema,
          response: responses(sheetSchema, 200, [404]),
        },
      },
      async (request) => ({
        data: await saveSheetStep(ctx.db, actorOf(request.auth), request.params.id, {
          step: 'profile',
          value: request.body,
        }),
      }),
    );

    app.put(
      '/:id/sheet/audience',
      {
        config: { podcastAccess: 'manager' },
        schema: {
          tags: ['podcasts'],
          summary: 'Guarda el paso «Audiencia»',
          params: podcastIdParamsSchema,
          body: sheetAudienceSchema,
          response: responses(sheetSchema, 200, [404]),
        },
      },
      async (request) => ({
        data: await saveSheetStep(ctx.db, actorOf(request.auth), request.params.id, {
          step: 'audience',
          value: request.body,
        }),
      }),
    );

    app.put(
      '/:id/sheet/branding',
      {
        config: { podcastAccess: 'manager' },
        schema: {
          tags: ['podcasts'],
          summary: 'Guarda el paso «Acciones de branding» y acepta los términos',
          params: podcastIdParamsSchema,
          body: brandingSchema,
          response: responses(sheetSchema, 200, [404]),
        },
      },
      async (request) => ({
        data: await saveSheetStep(ctx.db, actorOf(request.auth), request.params.id, {
          step: 'branding',
          value: request.body,
        }),
      }),
    );

    app.get(
      '/:id/availability',
      {
        config: { podcastAccess: 'manager' },
        schema: {
          tags: ['podcasts'],
          summary: 'Los periodos bloqueados (vacaciones) de un podcast',
          params: podcastIdParamsSchema,
          response: responses(availabilitySchema, 200, [404]),
        },
      },
      async (request) => ({
        data: { periods: await listBlockedPeriods(ctx.db, actorOf(request.auth), request.params.id) },
      }),
    );

    app.post(
      '/:id/availability',
      {
        config: { podcastAccess: 'manager' },
        // The schema depends on today's date in Madrid, so it is checked in the handler.
        schema: {
          tags: ['podcasts'],
          summary: 'Bloquea un periodo; se une a los que toque',
          params: podcastIdParamsSchema,
          body: z.unknown(),
          response: responses(availabilitySchema, 201, [404]),
        },
      },
      async (request, reply) => {
        const period = createBlockedPeriodSchema(todayInMadrid()).parse(request.body);
        const periods = await addBlockedPeriod(ctx.db, actorOf(request.auth), request.params.id, period);
        return reply.status(201).send({ data: { periods } });
      },
    );

    app.delete(
      '/:id/availability/:periodId',
      {
        config: { podcastAccess: 'manager' },
        schema: {
          tags: ['podcasts'],
          summary: 'Quita un periodo bloqueado que no ha terminado',
          params: periodParamsSchema,
          response: responses(availabilitySchema, 200, [404, 409]),
        },
      },
      async (request) => ({
        data: {
          periods: await removeBlockedPeriod(ctx.db, actorOf(request.auth), request.params.id, request.params.periodId),
        },
      }),
    );

    app.post(
      '/:id/representation',
      {
        config: { podcastAccess: 'owner' },
        schema: {
          tags: ['podcasts'],
          summary: 'Invita a un representante por correo',
          params: podcastIdParamsSchema,
          body: inviteRepresentativeSchema,
          response: responses(representationSchema, 201, [404, 409]),
        },
      },
      async (request, reply) => {
        const created = await inviteRepresentative(ctx, actorOf(request.auth), request.params.id, request.body.email);
        return reply.status(201).send({
          data: {
            id: created.id,
            managerEmail: created.managerEmail,
            status: created.status,
            createdAt: created.createdAt.toISOString(),
            respondedAt: null,
          },
        });
      },
    );

    app.delete(
      '/:id/representation',
      {
        config: { podcastAccess: 'owner' },
        schema: {
          tags: ['podcasts'],
          summary: 'Cancela la invitación o la representación',
          params: podcastIdParamsSchema,
          response: responses(nullData, 200, [404]),
        },
      },
      async (request) => {
        await cancelRepresentation(ctx, actorOf(request.auth), request.params.id);
        return { data: null };
      },
    );
    done();
  };
}

/** Public podcast calls, under /public. */
export function publicPodcastRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/podcasts/featured',
      {
        config: { public: true },
        schema: {
          tags: ['podcasts'],
          summary: 'Podcasts destacados para el carrusel de las páginas públicas',
          response: responses(featuredPodcastsSchema),
        },
      },
      async (_request, reply) => {
        // The same for everyone and slow to change: browsers and proxies may keep it a few minutes.
        void reply.header('cache-control', 'public, max-age=300');
        return { data: { podcasts: await listFeaturedPodcasts(ctx.db) } };
      },
    );

    app.get(
      '/podcasts/search',
      {
        config: { public: true },
        schema: {
          tags: ['podcasts'],
          summary: 'Busca podcasts que se pueden proponer, por título o autor (las sugerencias de una campaña)',
          querystring: podcastSearchQuerySchema,
          response: responses(featuredPodcastsSchema),
        },
      },
      async (request) => ({ data: { podcasts: await searchProposablePodcasts(ctx.db, request.query.q) } }),
    );

    app.get(
      '/podcasts/:id',
      {
        config: { public: true },
        schema: {
          tags: ['podcasts'],
          summary: 'La página pública de un podcast',
          params: podcastIdParamsSchema,
          response: responses(publicPodcastSchema, 200, [404]),
        },
      },
      async (request) => ({ data: await getPublicPodcast(ctx.db, { id: request.params.id }) }),
    );

    app.get(
      '/podcasts/by-hosting-id/:hostingId',
      {
        config: { public: true },
        schema: {
          tags: ['podcasts'],
          summary: 'La página pública de un podcast, por su id en la plataforma de alojamiento',
          params: z.object({ hostingId: z.string().trim().min(1).max(100) }),
          response: responses(publicPodcastSchema, 200, [404]),
        },
      },
      async (request) => ({ data: await getPublicPodcast(ctx.db, { hostingId: request.params.hostingId }) }),
    );

    app.get(
      '/podcasts/by-slug/:slug',
      {
        config: { public: true },
        schema: {
          tags: ['podcasts'],
          summary: 'La página pública de un podcast, por su slug',
          params: z.object({ slug: z.string().max(100).regex(SLUG_PATTERN, 'Esa página no existe') }),
          response: responses(publicPodcastSchema, 200, [404]),
        },
      },
      async (request) => ({ data: await getPublicPodcast(ctx.db, { slug: request.params.slug }) }),
    );

    app.post(
      '/representations/invitation',
      {
        config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['podcasts'],
          summary: 'Lee la invitación de un enlace del correo, sin responderla',
          body: emailTokenSchema,
          response: responses(representationInvitationSchema, 200),
        },
      },
      async (request, reply) => {
        // It names the invited address: no cache keeps it.
        void reply.header('cache-control', 'no-store');
        return { data: await readInvitation(ctx, request.body.token) };
      },
    );

    app.post(
      '/representations/reject',
      {
        config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['podcasts'],
          summary: 'Rechaza una representación desde el enlace del correo (sin cuenta)',
          body: emailTokenSchema,
          response: responses(representationInvitationSchema, 200),
        },
      },
      async (request) => ({ data: await rejectRepresentation(ctx, request.body.token) }),
    );
    done();
  };
}
