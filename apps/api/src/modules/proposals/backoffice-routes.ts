import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  backofficeCampaignSchema,
  campaignIdParamsSchema,
  draftCandidatesSchema,
  podcastSearchQuerySchema,
  proposalDraftInputSchema,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { requireActor } from '../../lib/actor';
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

    app.get(
      '/campaigns/:id',
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Una campaña con su borrador de propuesta, el total, la comisión y el presupuesto que queda',
          params: campaignIdParamsSchema,
          response: responses(backofficeCampaignSchema, 200, [404]),
        },
      },
      async (request) => ({ data: await getBackofficeCampaign(ctx.db, requireActor(request), request.params.id) }),
    );

    app.get(
      '/podcasts/search',
      {
        schema: {
          tags: ['backoffice'],
          summary:
            'Busca podcasts para añadir al borrador, por título o autor, con los mínimos de su hoja, su alcance y si tienen representante',
          querystring: podcastSearchQuerySchema,
          response: responses(draftCandidatesSchema, 200, [400]),
        },
      },
      async (request) => ({ data: { podcasts: await searchDraftCandidates(ctx.db, request.query.q) } }),
    );

    app.put(
      '/campaigns/:id/proposal',
      {
        schema: {
          tags: ['backoffice'],
          summary:
            'Sustituye el borrador de la propuesta; si ya está publicada, los podcasts cambiados vuelven a responder',
          params: campaignIdParamsSchema,
          body: proposalDraftInputSchema,
          response: responses(backofficeCampaignSchema, 200, [404, 409]),
        },
      },
      async (request) => ({
        data: await saveProposalDraft(ctx, requireActor(request), request.params.id, request.body),
      }),
    );

    app.post(
      '/campaigns/:id/proposal/run',
      {
        schema: {
          tags: ['backoffice'],
          summary: 'El motor de propuestas prepara el borrador (antes de publicarlo), con los motivos de cada podcast',
          params: campaignIdParamsSchema,
          response: responses(backofficeCampaignSchema, 200, [404, 409]),
        },
      },
      async (request) => ({ data: await runMatchingEngine(ctx, requireActor(request), request.params.id) }),
    );

    app.post(
      '/campaigns/:id/publish',
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Publica la propuesta y se la envía por correo a cada podcast propuesto',
          params: campaignIdParamsSchema,
          response: responses(backofficeCampaignSchema, 200, [404, 409]),
        },
      },
      async (request) => ({ data: await publishProposal(ctx, requireActor(request), request.params.id) }),
    );

    app.put(
      '/campaigns/:id/paid',
      {
        config: { adminOnly: true },
        schema: {
          tags: ['backoffice'],
          summary: 'Un administrador confirma el pago: los podcasters elegidos planifican las fechas',
          params: campaignIdParamsSchema,
          response: responses(backofficeCampaignSchema, 200, [404, 409]),
        },
      },
      async (request) => ({ data: await markCampaignPaid(ctx, requireActor(request), request.params.id, startRun) }),
    );

    done();
  };
}
