import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  addedPodcastSchema,
  addPodcastSchema,
  claimCodeSentSchema,
  claimDetailsSchema,
  claimVerifiedSchema,
  emailTokenSchema,
  episodesRefreshedSchema,
  hostingPartnerStatusSchema,
  inviteRepresentativeSchema,
  myPodcastsSchema,
  podcastIdParamsSchema,
  representationInvitationSchema,
  representationSchema,
  verifyClaimCodeSchema,
  podcastEpisodeListSchema,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { requireActor } from '../../lib/actor';
import { nullData, responses } from '../../lib/route-helpers';
import { loadManagedPodcast, loadOwnedPodcast } from './access';
import { sheetRoutes } from './sheet-routes';
import { addPodcastByFeed, getClaim, sendClaimCode, verifyClaimCode, verifyClaimFeed } from './claims';
import { listRecentEpisodes, refreshPodcastFeed } from './feed-sync';
import { listMyPodcasts } from './my-podcasts';
import { acceptRepresentation, cancelRepresentation, inviteRepresentative } from './representation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a route about one podcast (`:id`): those who run it, or only its owner. */
    podcastAccess?: 'manager' | 'owner';
  }
}

const uuidSchema = z.uuid();

/** Rate limits on calls that read a feed or guess a code count per user, not per address. */
const perUser = (request: FastifyRequest) => request.actor?.id ?? request.ip;
const perUserPerMinute = (max: number) => ({ max, timeWindow: '1 minute', keyGenerator: perUser });

/** The podcasts of the signed-in user, under /private/podcasts. */
export function privatePodcastRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    // Access before validation: someone who does not run the podcast learns nothing from its
    // validation errors, and always gets the same 403. The services check again in their transaction.
    app.addHook('preValidation', async (request) => {
      const access = request.routeOptions.config.podcastAccess;
      const id = (request.params as { id?: unknown }).id;
      if (!access || !uuidSchema.safeParse(id).success) return;
      const actor = requireActor(request);
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
        reply.status(201).send({ data: await addPodcastByFeed(ctx, requireActor(request), request.body.feedUrl) }),
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
        return { data: await acceptRepresentation(ctx, requireActor(request), request.body.token) };
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
      async (request) => ({ data: await getClaim(ctx.db, requireActor(request), request.params.id) }),
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
      async (request) => ({ data: await sendClaimCode(ctx, requireActor(request), request.params.id) }),
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
        data: await verifyClaimCode(ctx, requireActor(request), request.params.id, request.body.code),
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
      async (request) => ({ data: await verifyClaimFeed(ctx, requireActor(request), request.params.id) }),
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
        data: { episodes: await refreshPodcastFeed(ctx, requireActor(request), request.params.id) },
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
      async (request) => ({ data: { podcasts: await listMyPodcasts(ctx.db, requireActor(request)) } }),
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
        const created = await inviteRepresentative(ctx, requireActor(request), request.params.id, request.body.email);
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
        await cancelRepresentation(ctx, requireActor(request), request.params.id);
        return { data: null };
      },
    );

    // The sponsorship sheet and the holidays, behind the same access hook.
    void app.register(sheetRoutes(ctx));

    done();
  };
}
