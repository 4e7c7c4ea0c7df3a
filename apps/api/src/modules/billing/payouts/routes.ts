import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actionDisputeSchema,
  campaignActionParamsSchema,
  campaignEscrowSchema,
  campaignIdParamsSchema,
  disputeActionSchema,
  disputeParamsSchema,
  myEarningsSchema,
  openDisputeListSchema,
  payoutRunListSchema,
  payoutRunParamsSchema,
  payoutRunSchema,
  resolveDisputeSchema,
} from '@patrocina/domain';
import type { AppContext } from '../../../context';
import { requireActor } from '../../../lib/actor';
import { declareRoutes } from '../../../lib/route-declarations';
import { responses } from '../../../lib/route-helpers';
import { teamOnly } from '../../../plugins/team-guard';
import { campaignEscrow, disputeAction, listOpenDisputes, resolveDispute } from './disputes';
import { myEarnings } from './earnings';
import { listPayoutRuns, payoutRunSepaFile, startPayoutRun } from './run';

/** Money out, under /private: the advertiser's disputes and escrow on the report, the podcaster's «Mis cobros». */
export function payoutRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const route = declareRoutes(app, { tags: ['billing'] });

    route.get('/users/me/earnings', {
      summary: 'Tus cobros: cada acción con su estado y la fecha en que la cobrarás, y tus autofacturas',
      response: responses(myEarningsSchema),
      answer: (actor) => myEarnings(ctx, actor),
    });

    route.get('/campaigns/:id/escrow', {
      summary: 'El pago de cada acción pagada de una campaña: retenido, liberado, reclamado, pagado o devuelto',
      params: campaignIdParamsSchema,
      response: responses(campaignEscrowSchema, 200, [404]),
      answer: (actor, { params }) => campaignEscrow(ctx, actor, params.id),
    });

    route.post('/campaigns/:id/actions/:actionId/dispute', {
      summary: 'Reclama una acción emitida cuyo pago sigue retenido, con el motivo (el anunciante de la campaña)',
      params: campaignActionParamsSchema,
      body: disputeActionSchema,
      response: responses(actionDisputeSchema, 201, [404, 409]),
      answer: (actor, { params, body }) => disputeAction(ctx, actor, params.id, params.actionId, body),
    });

    done();
  };
}

/** Money out in the back office, admins only: payout runs and their SEPA files, open disputes. */
export function payoutBackofficeRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.addHook('preValidation', teamOnly);
    const route = declareRoutes(app, { tags: ['backoffice'], config: { adminOnly: true } });

    route.get('/payout-runs', {
      summary: 'Los pagos a podcasters, del más reciente al más antiguo (solo administradores)',
      response: responses(payoutRunListSchema),
      answer: (actor) => listPayoutRuns(ctx, actor),
    });

    route.post('/payout-runs', {
      summary: 'Lanza ya el pago de esta semana a los podcasters (una vez por semana; solo administradores)',
      response: responses(payoutRunSchema, 201, [409]),
      answer: (actor) => startPayoutRun(ctx, actor),
    });

    route.get('/payout-runs/:id/sepa', {
      summary: 'El fichero SEPA (pain.001.001.03) de un pago a podcasters, para el banco (solo administradores)',
      params: payoutRunParamsSchema,
      produces: ['application/xml'],
      response: { ...responses(z.null(), 200, [404]), 200: z.string().describe('El fichero pain.001.001.03') },
      handler: async (request, reply) => {
        const file = await payoutRunSepaFile(ctx, requireActor(request), request.params.id);
        return reply
          .header('content-type', 'application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="pagos-${file.period}.xml"`)
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.bytes.toString('utf8'));
      },
    });

    route.get('/disputes', {
      summary: 'Las reclamaciones abiertas de los anunciantes (solo administradores)',
      response: responses(openDisputeListSchema),
      answer: (actor) => listOpenDisputes(ctx, actor),
    });

    route.put('/disputes/:id', {
      summary:
        'Resuelve una reclamación: liberar el pago al podcaster o devolverlo al anunciante (solo administradores)',
      params: disputeParamsSchema,
      body: resolveDisputeSchema,
      response: responses(actionDisputeSchema, 200, [404, 409]),
      answer: (actor, { params, body }) => resolveDispute(ctx, actor, params.id, body),
    });

    done();
  };
}
