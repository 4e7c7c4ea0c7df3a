import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  campaignIdParamsSchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignSchema,
  campaignSuggestionInputSchema,
  campaignSuggestionListSchema,
  campaignSuggestionSchema,
  createCampaignSchema,
  pauseCampaignSchema,
  updateCampaignSchema,
  type CampaignListQuery,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { requireActor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { declareRoutes } from '../../lib/route-declarations';
import { nullData, responses } from '../../lib/route-helpers';
import { createCampaign, deleteCampaign, getCampaign, updateCampaign } from './brief';
import type { LaterStages } from './later-stages';
import { listCampaigns } from './lists';
import { pauseCampaign } from './pause';
import { listSuggestions, sendSuggestion } from './suggestions';

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

/** The optional `Idempotency-Key` header of a create: letters, digits, `-` and `_`, 8 to 100 of them. */
function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new AppError('VALIDATION_ERROR', 'La cabecera Idempotency-Key no es válida');
  }
  return header;
}

/** A list's filters as its cache key: a tab, a brand's name whatever its capitals, a brand's id. */
function listKey(query: CampaignListQuery): string {
  return `${query.status ?? ''}|${query.brand?.toLowerCase() ?? ''}|${query.brandId ?? ''}`;
}

/** The campaigns of the signed-in advertiser, agency or agent, under /private (SPEC §7): the brief, lists, pause. */
export function privateCampaignRoutes(
  ctx: AppContext,
  stages: Pick<LaterStages, 'proposalOf'>,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const route = declareRoutes(app, { tags: ['campaigns'] });

    route.post('/campaigns', {
      summary:
        'Crea una campaña (queda pendiente de revisión). Con Idempotency-Key, repetir el envío devuelve la misma',
      body: createCampaignSchema,
      response: { ...responses(campaignSchema, 201, [409]), 200: responses(campaignSchema)[200] },
      handler: async (request, reply) => {
        const key = idempotencyKeyOf(request.headers['idempotency-key']);
        const { campaign, created } = await createCampaign(ctx.db, requireActor(request), request.body, key);
        return reply.status(created ? 201 : 200).send({ data: campaign });
      },
    });

    route.get('/campaigns', {
      summary: 'Tus campañas como anunciante o agencia, por pestaña y marca (por nombre o, en una agencia, por su id)',
      querystring: campaignListQuerySchema,
      response: responses(campaignListSchema),
      answer: (actor, { query }) =>
        ctx.caches.view(actor.id, `campaigns|own|${listKey(query)}`, () => listCampaigns(ctx.db, actor, 'own', query)),
    });

    route.get('/advertiser-or-manager-campaigns', {
      summary: 'Tus campañas y las que gestionas como gestor de campaña, por pestaña y marca',
      querystring: campaignListQuerySchema,
      response: responses(campaignListSchema),
      answer: (actor, { query }) =>
        ctx.caches.view(actor.id, `campaigns|managed|${listKey(query)}`, () =>
          listCampaigns(ctx.db, actor, 'own-or-managed', query),
        ),
    });

    route.get('/campaigns/:id', {
      summary: 'Una campaña tuya o que gestionas',
      params: campaignIdParamsSchema,
      response: responses(campaignSchema, 200, [404]),
      answer: (actor, { params }) => getCampaign(ctx.db, actor, params.id, stages.proposalOf),
    });

    route.patch('/campaigns/:id', {
      summary: 'Cambia uno o varios pasos del briefing mientras se prepara la propuesta',
      params: campaignIdParamsSchema,
      body: updateCampaignSchema,
      response: responses(campaignSchema, 200, [404, 409]),
      answer: (actor, { params, body }) => updateCampaign(ctx.db, actor, params.id, body),
    });

    route.delete('/campaigns/:id', {
      summary: 'Borra una campaña que aún no se ha publicado',
      params: campaignIdParamsSchema,
      response: responses(nullData, 200, [404, 409]),
      answer: (actor, { params }) => deleteCampaign(ctx.db, actor, params.id),
    });

    route.put('/campaigns/:id/pause', {
      summary: 'Pausa la campaña (con el motivo) o pide reanudarla',
      params: campaignIdParamsSchema,
      body: pauseCampaignSchema,
      response: responses(campaignSchema, 200, [404, 409]),
      answer: (actor, { params, body }) => pauseCampaign(ctx, actor, params.id, body, stages.proposalOf),
    });

    route.post('/campaigns/:id/suggestion', {
      summary: 'Envía una sugerencia al equipo sobre una campaña que se está configurando',
      params: campaignIdParamsSchema,
      body: campaignSuggestionInputSchema,
      response: responses(campaignSuggestionSchema, 201, [404, 409]),
      answer: (actor, { params, body }) => sendSuggestion(ctx, actor, params.id, body),
    });

    route.get('/campaigns/:id/change-requests', {
      summary: 'Las sugerencias de cambio del anunciante, las últimas primero, con si el equipo las atendió',
      params: campaignIdParamsSchema,
      response: responses(campaignSuggestionListSchema, 200, [404]),
      answer: (actor, { params }) => listSuggestions(ctx.db, actor, params.id),
    });

    done();
  };
}
