import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  backofficeCampaignSchema,
  campaignIdParamsSchema,
  cancelPurchaseSchema,
  finishCampaignSchema,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { declareRoutes } from '../../lib/route-declarations';
import { responses } from '../../lib/route-helpers';
import { teamOnly } from '../../plugins/team-guard';
import { cancelPurchase } from './cancellation';
import { closeCampaign } from './closing';

/**
 * The team's side of a running campaign, under /private/backoffice: an admin closes it by hand, or
 * cancels its purchase before anything airs.
 */
export function actionBackofficeRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.addHook('preValidation', teamOnly);
    const route = declareRoutes(app, { tags: ['backoffice'] });

    route.put('/campaigns/:id/finish', {
      config: { adminOnly: true },
      summary: 'Cierra una campaña pagada que aún no ha terminado, con el motivo (solo administradores)',
      params: campaignIdParamsSchema,
      body: finishCampaignSchema,
      response: responses(backofficeCampaignSchema, 200, [404, 409]),
      answer: (actor, { params, body }) => closeCampaign(ctx, actor, params.id, body.reason),
    });

    route.put('/campaigns/:id/cancel-purchase', {
      config: { adminOnly: true },
      summary:
        'Cancela la compra de una campaña pendiente de pago o de fechas, con el motivo: emite la factura rectificativa y anota la devolución (solo administradores)',
      params: campaignIdParamsSchema,
      body: cancelPurchaseSchema,
      response: responses(backofficeCampaignSchema, 200, [404, 409]),
      answer: (actor, { params, body }) => cancelPurchase(ctx, actor, params.id, body.reason),
    });

    done();
  };
}
