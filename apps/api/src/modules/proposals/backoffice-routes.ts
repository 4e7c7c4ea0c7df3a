import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  backofficeCampaignSchema,
  campaignIdParamsSchema,
  draftCandidatesSchema,
  podcastSearchQuerySchema,
  proposalDraftInputSchema,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { declareRoutes } from '../../lib/route-declarations';
import { responses } from '../../lib/route-helpers';
import { teamOnly } from '../../plugins/team-guard';
import { getBackofficeCampaign } from './backoffice-view';
import { saveProposalDraft } from './draft';
import { searchDraftCandidates } from './draft-candidates';
import { runMatchingEngine } from './matching-engine';
import { markCampaignPaid, type StartRun } from './payment';
import { publishProposal } from './publication';

/**
 * The team's side of the proposal (issue 6), under /private/backoffice: one campaign with its draft,
 * the draft, the podcasts to add to it, the matching engine, publication and payment confirmation.
 * Scope agent or admin.
 */
export function proposalBackofficeRoutes(ctx: AppContext, startRun: StartRun): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.addHook('preValidation', teamOnly);
    const route = declareRoutes(app, { tags: ['backoffice'] });

    route.get('/campaigns/:id', {
      summary: 'Una campaña con su borrador de propuesta, el total, la comisión y el presupuesto que queda',
      params: campaignIdParamsSchema,
      response: responses(backofficeCampaignSchema, 200, [404]),
      answer: (actor, { params }) => getBackofficeCampaign(ctx.db, actor, params.id),
    });

    route.get('/podcasts/search', {
      summary:
        'Busca podcasts para añadir al borrador, por título o autor, con los mínimos de su hoja, su alcance y si tienen representante',
      querystring: podcastSearchQuerySchema,
      response: responses(draftCandidatesSchema, 200, [400]),
      answer: async (_actor, { query }) => ({ podcasts: await searchDraftCandidates(ctx.db, query.q) }),
    });

    route.put('/campaigns/:id/proposal', {
      summary:
        'Sustituye el borrador de la propuesta; si ya está publicada, los podcasts cambiados vuelven a responder',
      params: campaignIdParamsSchema,
      body: proposalDraftInputSchema,
      response: responses(backofficeCampaignSchema, 200, [404, 409]),
      answer: (actor, { params, body }) => saveProposalDraft(ctx, actor, params.id, body),
    });

    route.post('/campaigns/:id/proposal/run', {
      summary: 'El motor de propuestas prepara el borrador (antes de publicarlo), con los motivos de cada podcast',
      params: campaignIdParamsSchema,
      response: responses(backofficeCampaignSchema, 200, [404, 409]),
      answer: (actor, { params }) => runMatchingEngine(ctx, actor, params.id),
    });

    route.post('/campaigns/:id/publish', {
      summary: 'Publica la propuesta y se la envía por correo a cada podcast propuesto',
      params: campaignIdParamsSchema,
      response: responses(backofficeCampaignSchema, 200, [404, 409]),
      answer: (actor, { params }) => publishProposal(ctx, actor, params.id),
    });

    route.put('/campaigns/:id/paid', {
      config: { adminOnly: true },
      summary: 'Un administrador confirma el pago: los podcasters elegidos planifican las fechas',
      params: campaignIdParamsSchema,
      response: responses(backofficeCampaignSchema, 200, [404, 409]),
      answer: (actor, { params }) => markCampaignPaid(ctx, actor, params.id, startRun),
    });

    done();
  };
}
