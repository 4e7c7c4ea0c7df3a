import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  backofficeCampaignSchema,
  campaignActionParamsSchema,
  campaignIdParamsSchema,
  cancelPurchaseSchema,
  finishCampaignSchema,
  underDeliveryListSchema,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { declareRoutes } from '../../lib/route-declarations';
import { responses } from '../../lib/route-helpers';
import { teamOnly } from '../../plugins/team-guard';
import { cancelPurchase } from './cancellation';
import { closeCampaign } from './closing';
import { creditAdvertiser, listUnderDelivery, proposeMakeGood } from './make-goods';

/**
 * The team's side of a running campaign, under /private/backoffice: an admin closes it by hand, or
 * cancels its purchase before anything airs; the campaign's agent or an admin remedies an action that
 * fell short of its estimate (docs/decisions/0025).
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

    route.get('/campaigns/:id/under-delivery', {
      summary: 'Las acciones de una campaña por debajo de lo previsto a los 31 días, y qué se hizo con cada una',
      params: campaignIdParamsSchema,
      response: responses(underDeliveryListSchema, 200, [404]),
      answer: (actor, { params }) => listUnderDelivery(ctx, actor, params.id),
    });

    route.post('/campaigns/:id/actions/:actionId/make-good', {
      summary:
        'Propone al podcaster una acción de compensación, sin coste para el anunciante, por una acción por debajo de lo previsto',
      params: campaignActionParamsSchema,
      response: responses(underDeliveryListSchema, 200, [404, 409]),
      answer: (actor, { params }) => proposeMakeGood(ctx, actor, params.id, params.actionId),
    });

    route.post('/campaigns/:id/actions/:actionId/credit', {
      summary:
        'Abona al anunciante una acción por debajo de lo previsto: factura rectificativa de su línea (una sola vez)',
      params: campaignActionParamsSchema,
      response: responses(underDeliveryListSchema, 200, [404, 409]),
      answer: (actor, { params }) => creditAdvertiser(ctx, actor, params.id, params.actionId),
    });

    done();
  };
}
