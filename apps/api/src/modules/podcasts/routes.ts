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
  representationPayeeSchema,
  representationSchema,
  verifyClaimCodeSchema,
  podcastEpisodeListSchema,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { requireActor } from '../../lib/actor';
import { declareRoutes } from '../../lib/route-declarations';
import { nullData, responses } from '../../lib/route-helpers';
import { loadManagedPodcast, loadOwnedPodcast } from './access';
import { sheetRoutes } from './sheet-routes';
import { addPodcastByFeed, getClaim, sendClaimCode, verifyClaimCode, verifyClaimFeed } from './claims';
import { listRecentEpisodes, refreshPodcastFeed } from './feed-sync';
import { listMyPodcasts } from './my-podcasts';
import {
  acceptRepresentation,
  cancelRepresentation,
  inviteRepresentative,
  setRepresentationPayee,
} from './representation';

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

    const route = declareRoutes(app, { tags: ['podcasts'] });

    route.post('', {
      config: {
        rateLimit: { max: ctx.config.PODCAST_ADD_RATE_LIMIT_PER_HOUR, timeWindow: '1 hour', keyGenerator: perUser },
      },
      summary: 'Añade un podcast por su feed (o reutiliza el que nadie ha verificado) y abre tu verificación',
      body: addPodcastSchema,
      response: responses(addedPodcastSchema, 201, [409]),
      answer: (actor, { body }) => addPodcastByFeed(ctx, actor, body.feedUrl),
    });

    route.get('/partner', {
      summary: 'Si hay una plataforma de alojamiento configurada o se muestran datos de demostración',
      response: responses(hostingPartnerStatusSchema),
      answer: () => ({ configured: ctx.hosting.kind === 'http' }),
    });

    route.post('/representations/accept', {
      config: { rateLimit: perUserPerMinute(20) },
      summary:
        'Acepta una representación desde el enlace del correo, con la cuenta de la dirección invitada ya confirmada',
      body: emailTokenSchema,
      response: responses(representationInvitationSchema, 200),
      answer: (actor, { body }) => acceptRepresentation(ctx, actor, body.token),
    });

    route.get('/:id/claim', {
      summary: 'Tu verificación pendiente de un podcast',
      params: podcastIdParamsSchema,
      response: responses(claimDetailsSchema, 200, [404, 409]),
      answer: (actor, { params }) => getClaim(ctx.db, actor, params.id),
    });

    route.post('/:id/claim/code', {
      config: { rateLimit: perUserPerMinute(10) },
      summary: 'Envía un código al correo del propietario que indica el feed',
      params: podcastIdParamsSchema,
      response: responses(claimCodeSentSchema, 200, [404, 409, 422]),
      answer: (actor, { params }) => sendClaimCode(ctx, actor, params.id),
    });

    route.post('/:id/claim/verify-code', {
      config: { rateLimit: perUserPerMinute(30) },
      summary: 'Demuestra que gestionas el podcast con el código recibido por correo',
      params: podcastIdParamsSchema,
      body: verifyClaimCodeSchema,
      response: responses(claimVerifiedSchema, 200, [404, 409]),
      answer: (actor, { params, body }) => verifyClaimCode(ctx, actor, params.id, body.code),
    });

    route.post('/:id/claim/verify-feed', {
      config: { rateLimit: perUserPerMinute(10) },
      summary: 'Demuestra que gestionas el podcast con tu código de verificación en el feed',
      params: podcastIdParamsSchema,
      response: responses(claimVerifiedSchema, 200, [404, 409]),
      answer: (actor, { params }) => verifyClaimFeed(ctx, actor, params.id),
    });

    route.post('/:id/episodes/refresh', {
      config: { podcastAccess: 'manager', rateLimit: perUserPerMinute(10) },
      summary: 'Vuelve a leer el feed: datos del podcast y episodios',
      params: podcastIdParamsSchema,
      response: responses(episodesRefreshedSchema, 200, [404, 409]),
      answer: async (actor, { params }) => ({ episodes: await refreshPodcastFeed(ctx, actor, params.id) }),
    });

    route.get('/:id/episodes', {
      config: { podcastAccess: 'manager' },
      summary: 'Los últimos episodios del feed de un podcast que gestionas, para registrar una acción emitida',
      params: podcastIdParamsSchema,
      response: responses(podcastEpisodeListSchema, 200, [404]),
      answer: (_actor, { params }) => listRecentEpisodes(ctx.db, params.id),
    });

    route.get('/mine', {
      summary: 'Tus podcasts: los tuyos, los que representas y los pendientes de verificar',
      response: responses(myPodcastsSchema),
      answer: async (actor) => ({ podcasts: await listMyPodcasts(ctx.db, actor, ctx.config.PUBLIC_URL) }),
    });

    route.post('/:id/representation', {
      config: { podcastAccess: 'owner' },
      summary: 'Invita a un representante por correo',
      params: podcastIdParamsSchema,
      body: inviteRepresentativeSchema,
      response: responses(representationSchema, 201, [404, 409]),
      answer: async (actor, { params, body }) => {
        const created = await inviteRepresentative(ctx, actor, params.id, body.email);
        return {
          id: created.id,
          managerEmail: created.managerEmail,
          status: created.status,
          createdAt: created.createdAt.toISOString(),
          respondedAt: null,
          paysRepresentative: created.paysRepresentative,
        };
      },
    });

    route.delete('/:id/representation', {
      config: { podcastAccess: 'owner' },
      summary: 'Cancela la invitación o la representación',
      params: podcastIdParamsSchema,
      response: responses(nullData, 200, [404]),
      answer: (actor, { params }) => cancelRepresentation(ctx, actor, params.id),
    });

    route.put('/:id/representation/payee', {
      config: { podcastAccess: 'owner' },
      summary: 'Elige quién cobra lo que gana el podcast: tú o tu representante',
      params: podcastIdParamsSchema,
      body: representationPayeeSchema,
      response: responses(representationPayeeSchema, 200, [404, 409]),
      answer: async (actor, { params, body }) => {
        const saved = await setRepresentationPayee(ctx.db, actor, params.id, body.toRepresentative);
        return { toRepresentative: saved.paysRepresentative };
      },
    });

    // The sponsorship sheet and the holidays, behind the same access hook.
    void app.register(sheetRoutes(ctx));

    done();
  };
}
