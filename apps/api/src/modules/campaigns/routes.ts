import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  campaignIdParamsSchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignPodcastParamsSchema,
  campaignSchema,
  campaignSlugParamsSchema,
  campaignSuggestionInputSchema,
  campaignSuggestionSchema,
  campaignTokenParamsSchema,
  createCampaignSchema,
  pauseCampaignSchema,
  pendingActionsSchema,
  podcasterCampaignListQuerySchema,
  podcasterCampaignListSchema,
  podcasterCampaignSchema,
  proposalAnswerSchema,
  publicCampaignSchema,
  purchaseCampaignSchema,
  updateCampaignSchema,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { nullData, requireAuth, responses } from '../../lib/route-helpers';
import type { RequestAuth } from '../../plugins/session';
import { answerProposal } from './answers';
import type { TeamActor } from './backoffice';
import { listPodcasterCampaigns } from './podcaster-lists';
import { purchaseCampaign } from './purchase';
import {
  countPendingActions,
  createCampaign,
  deleteCampaign,
  getCampaign,
  getPublicCampaign,
  listCampaigns,
  pauseCampaign,
  updateCampaign,
  type CampaignActor,
} from './service';
import { sendSuggestion } from './suggestions';

export function actorOf(auth: RequestAuth | null): CampaignActor & TeamActor & { username: string } {
  const { user } = requireAuth(auth);
  return { id: user.id, email: user.email, username: user.username, scope: user.scope };
}

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

/** The optional `Idempotency-Key` header of a create: letters, digits, `-` and `_`, 8 to 100 of them. */
function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new AppError('VALIDATION_ERROR', 400, 'La cabecera Idempotency-Key no es válida');
  }
  return header;
}

/** The campaigns of the signed-in advertiser, agency or agent, under /private (SPEC §7). */
export function privateCampaignRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.post(
      '/campaigns',
      {
        schema: {
          tags: ['campaigns'],
          summary:
            'Crea una campaña (queda pendiente de revisión). Con Idempotency-Key, repetir el envío devuelve la misma',
          body: createCampaignSchema,
          response: { ...responses(campaignSchema, 201, [409]), 200: responses(campaignSchema)[200] },
        },
      },
      async (request, reply) => {
        const key = idempotencyKeyOf(request.headers['idempotency-key']);
        const { campaign, created } = await createCampaign(ctx.db, actorOf(request.auth), request.body, key);
        return reply.status(created ? 201 : 200).send({ data: campaign });
      },
    );

    app.get(
      '/campaigns',
      {
        schema: {
          tags: ['campaigns'],
          summary: 'Tus campañas como anunciante o agencia',
          querystring: campaignListQuerySchema,
          response: responses(campaignListSchema),
        },
      },
      async (request) => ({ data: await listCampaigns(ctx.db, actorOf(request.auth), 'own', request.query) }),
    );

    app.get(
      '/advertiser-or-manager-campaigns',
      {
        schema: {
          tags: ['campaigns'],
          summary: 'Tus campañas y las que gestionas como gestor de campaña, por pestaña y marca',
          querystring: campaignListQuerySchema,
          response: responses(campaignListSchema),
        },
      },
      async (request) => ({
        data: await listCampaigns(ctx.db, actorOf(request.auth), 'own-or-managed', request.query),
      }),
    );

    app.get(
      '/campaigns/pending-actions/me',
      {
        schema: {
          tags: ['campaigns'],
          summary: 'Cuántas campañas esperan algo de ti',
          response: responses(pendingActionsSchema),
        },
      },
      async (request) => ({
        data: { pending: await countPendingActions(ctx.db, actorOf(request.auth), ctx.clock.today()) },
      }),
    );

    app.get(
      '/campaigns/:id',
      {
        schema: {
          tags: ['campaigns'],
          summary: 'Una campaña tuya o que gestionas',
          params: campaignIdParamsSchema,
          response: responses(campaignSchema, 200, [404]),
        },
      },
      async (request) => ({ data: await getCampaign(ctx.db, actorOf(request.auth), request.params.id) }),
    );

    app.patch(
      '/campaigns/:id',
      {
        schema: {
          tags: ['campaigns'],
          summary: 'Cambia uno o varios pasos del briefing mientras se prepara la propuesta',
          params: campaignIdParamsSchema,
          body: updateCampaignSchema,
          response: responses(campaignSchema, 200, [404, 409]),
        },
      },
      async (request) => ({
        data: await updateCampaign(ctx.db, actorOf(request.auth), request.params.id, request.body),
      }),
    );

    app.delete(
      '/campaigns/:id',
      {
        schema: {
          tags: ['campaigns'],
          summary: 'Borra una campaña que aún no se ha publicado',
          params: campaignIdParamsSchema,
          response: responses(nullData, 200, [404, 409]),
        },
      },
      async (request) => {
        await deleteCampaign(ctx.db, actorOf(request.auth), request.params.id);
        return { data: null };
      },
    );

    app.put(
      '/campaigns/:id/pause',
      {
        schema: {
          tags: ['campaigns'],
          summary: 'Pausa la campaña (con el motivo) o pide reanudarla',
          params: campaignIdParamsSchema,
          body: pauseCampaignSchema,
          response: responses(campaignSchema, 200, [404, 409]),
        },
      },
      async (request) => ({ data: await pauseCampaign(ctx, actorOf(request.auth), request.params.id, request.body) }),
    );

    app.put(
      '/campaigns/:id/purchase',
      {
        schema: {
          tags: ['campaigns'],
          summary: 'Confirma la propuesta con los podcasts elegidos: llega la orden de pago por correo',
          params: campaignIdParamsSchema,
          body: purchaseCampaignSchema,
          response: responses(campaignSchema, 200, [404, 409]),
        },
      },
      async (request) => ({
        data: await purchaseCampaign(ctx, actorOf(request.auth), request.params.id, request.body),
      }),
    );

    app.post(
      '/campaigns/:id/suggestion',
      {
        schema: {
          tags: ['campaigns'],
          summary: 'Envía una sugerencia al equipo sobre una campaña que se está configurando',
          params: campaignIdParamsSchema,
          body: campaignSuggestionInputSchema,
          response: responses(campaignSuggestionSchema, 201, [404, 409]),
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: await sendSuggestion(ctx, actorOf(request.auth), request.params.id, request.body) }),
    );

    app.get(
      '/podcaster-campaigns',
      {
        schema: {
          tags: ['campaigns'],
          summary: 'Las propuestas publicadas para los podcasts que son tuyos',
          querystring: podcasterCampaignListQuerySchema,
          response: responses(podcasterCampaignListSchema),
        },
      },
      async (request) => ({
        data: await listPodcasterCampaigns(ctx.db, actorOf(request.auth), 'owner', request.query),
      }),
    );

    app.get(
      '/podcaster-or-manager-campaigns',
      {
        schema: {
          tags: ['campaigns'],
          summary: 'Las propuestas publicadas para tus podcasts y los que representas',
          querystring: podcasterCampaignListQuerySchema,
          response: responses(podcasterCampaignListSchema),
        },
      },
      async (request) => ({
        data: await listPodcasterCampaigns(ctx.db, actorOf(request.auth), 'owner-or-representative', request.query),
      }),
    );

    app.put(
      '/campaigns/:id/podcasts/:podcastId/answer',
      {
        schema: {
          tags: ['campaigns'],
          summary:
            'Tu respuesta a la propuesta para uno de tus podcasts: puedes cambiarla hasta que el anunciante la confirme',
          params: campaignPodcastParamsSchema,
          body: proposalAnswerSchema,
          response: responses(podcasterCampaignSchema, 200, [404, 409]),
        },
      },
      async (request) => ({
        data: await answerProposal(
          ctx,
          actorOf(request.auth),
          request.params.id,
          request.params.podcastId,
          request.body,
        ),
      }),
    );

    done();
  };
}

/** The read-only proposal pages anyone with the link may open, under /public. */
export function publicCampaignRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/campaign/:slug',
      {
        config: { public: true },
        schema: {
          tags: ['campaigns'],
          summary: 'La vista pública de una campaña',
          params: campaignSlugParamsSchema,
          response: responses(publicCampaignSchema, 200, [404]),
        },
      },
      async (request) => ({ data: await getPublicCampaign(ctx.db, { slug: request.params.slug }) }),
    );

    app.get(
      '/campaign/by-token/:token',
      {
        config: { public: true },
        schema: {
          tags: ['campaigns'],
          summary: 'La vista pública de una campaña por su enlace privado',
          params: campaignTokenParamsSchema,
          response: responses(publicCampaignSchema, 200, [404]),
        },
      },
      async (request, reply) => {
        // An e-mailed token in the address (QUALITY.md): no cache keeps the answer.
        void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        return { data: await getPublicCampaign(ctx.db, { token: request.params.token }) };
      },
    );

    done();
  };
}
