import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  campaignIdParamsSchema,
  campaignPodcastParamsSchema,
  campaignSchema,
  campaignSlugParamsSchema,
  campaignTokenParamsSchema,
  podcasterCampaignListQuerySchema,
  podcasterCampaignListSchema,
  podcasterCampaignSchema,
  proposalAnswerSchema,
  publicCampaignSchema,
  purchaseCampaignSchema,
  suggestionNoteListSchema,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { declareRoutes } from '../../lib/route-declarations';
import { responses } from '../../lib/route-helpers';
import { answerProposal } from './answers';
import { listPodcasterCampaigns } from './podcaster-lists';
import { getPublicCampaign } from './public-proposal';
import { purchaseCampaign } from './purchase';
import { getSuggestionNotes } from './suggestion-notes';

/**
 * The proposal's member calls, under /private (SPEC §7): the advertiser's purchase, what became of the
 * podcasts they suggested, the podcaster's lists of proposals and their answer.
 */
export function privateProposalRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const route = declareRoutes(app, { tags: ['campaigns'] });

    route.put('/campaigns/:id/purchase', {
      summary: 'Confirma la propuesta con los podcasts elegidos: llega la orden de pago por correo',
      params: campaignIdParamsSchema,
      body: purchaseCampaignSchema,
      response: responses(campaignSchema, 200, [404, 409]),
      answer: (actor, { params, body }) => purchaseCampaign(ctx, actor, params.id, body),
    });

    route.get('/campaigns/:id/suggested-podcasts', {
      summary: 'Los podcasts que sugirió el anunciante: si están en la propuesta o por qué no',
      params: campaignIdParamsSchema,
      response: responses(suggestionNoteListSchema, 200, [404]),
      answer: (actor, { params }) => getSuggestionNotes(ctx, actor, params.id),
    });

    route.get('/podcaster-campaigns', {
      summary: 'Las propuestas publicadas para los podcasts que son tuyos',
      querystring: podcasterCampaignListQuerySchema,
      response: responses(podcasterCampaignListSchema),
      answer: (actor, { query }) => listPodcasterCampaigns(ctx.db, actor, 'owner', query),
    });

    route.get('/podcaster-or-manager-campaigns', {
      summary: 'Las propuestas publicadas para tus podcasts y los que representas',
      querystring: podcasterCampaignListQuerySchema,
      response: responses(podcasterCampaignListSchema),
      answer: (actor, { query }) => listPodcasterCampaigns(ctx.db, actor, 'owner-or-representative', query),
    });

    route.put('/campaigns/:id/podcasts/:podcastId/answer', {
      summary:
        'Tu respuesta a la propuesta para uno de tus podcasts: puedes cambiarla hasta que el anunciante la confirme',
      params: campaignPodcastParamsSchema,
      body: proposalAnswerSchema,
      response: responses(podcasterCampaignSchema, 200, [404, 409]),
      answer: (actor, { params, body }) => answerProposal(ctx, actor, params.id, params.podcastId, body),
    });

    done();
  };
}

/** The read-only proposal pages anyone with the link may open, under /public. */
export function publicProposalRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const route = declareRoutes(app, { tags: ['campaigns'], config: { public: true } });

    route.get('/campaign/:slug', {
      summary: 'La vista pública de una campaña',
      params: campaignSlugParamsSchema,
      response: responses(publicCampaignSchema, 200, [404]),
      handler: async (request) => ({ data: await getPublicCampaign(ctx.db, { slug: request.params.slug }) }),
    });

    route.get('/campaign/by-token/:token', {
      summary: 'La vista pública de una campaña por su enlace privado',
      params: campaignTokenParamsSchema,
      response: responses(publicCampaignSchema, 200, [400]),
      handler: async (request, reply) => {
        // An e-mailed token in the address (QUALITY.md): no cache keeps the answer.
        void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        return { data: await getPublicCampaign(ctx.db, { token: request.params.token }) };
      },
    });

    done();
  };
}
