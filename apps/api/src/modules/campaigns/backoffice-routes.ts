import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  assignAgentSchema,
  backofficeCampaignSchema,
  backofficeQueueQuerySchema,
  backofficeQueueSchema,
  campaignIdParamsSchema,
  campaignSchema,
  campaignSuggestionSchema,
  changeRequestParamsSchema,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { declareRoutes } from '../../lib/route-declarations';
import { responses } from '../../lib/route-helpers';
import { teamOnly } from '../../plugins/team-guard';
import { assignAgent } from './agent';
import { listBackofficeQueue } from './backoffice-queue';
import type { LaterStages } from './later-stages';
import { unpauseCampaign } from './pause';
import { markSuggestionHandled } from './suggestions';

/**
 * The team's side of campaigns (issue 6), under /private/backoffice: the queue, who manages a
 * campaign, resuming a paused one, and marking the advertiser's change requests handled. Scope agent or admin.
 */
export function campaignBackofficeRoutes(ctx: AppContext, stages: LaterStages): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.addHook('preValidation', teamOnly);
    const route = declareRoutes(app, { tags: ['backoffice'] });

    route.get('/campaigns', {
      summary: 'La cola de campañas: las pendientes de revisión primero, o las de un subestado',
      querystring: backofficeQueueQuerySchema,
      response: responses(backofficeQueueSchema),
      answer: (actor, { query }) => listBackofficeQueue(ctx.db, actor, query),
    });

    route.put('/campaigns/:id/agent', {
      summary: 'Asigna el gestor de la campaña (un administrador), o un gestor se asigna una campaña sin gestor',
      params: campaignIdParamsSchema,
      body: assignAgentSchema,
      response: responses(backofficeCampaignSchema, 200, [404]),
      answer: (actor, { params, body }) => assignAgent(ctx, actor, params.id, body, stages.backofficeViewOf),
    });

    route.put('/campaigns/:id/unpause', {
      summary: 'El equipo reanuda una campaña pausada y se lo confirma al anunciante por correo',
      params: campaignIdParamsSchema,
      response: responses(campaignSchema, 200, [404, 409]),
      answer: (actor, { params }) => unpauseCampaign(ctx, actor, params.id, stages),
    });

    route.post('/campaigns/:id/change-requests/:requestId/handled', {
      summary: 'Marca atendida una sugerencia de cambio del anunciante (marcarla otra vez no cambia nada)',
      params: changeRequestParamsSchema,
      response: responses(campaignSuggestionSchema, 200, [404]),
      answer: (actor, { params }) => markSuggestionHandled(ctx.db, actor, params.id, params.requestId),
    });

    done();
  };
}
