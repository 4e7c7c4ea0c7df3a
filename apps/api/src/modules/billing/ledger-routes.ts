import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ledgerSummarySchema } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { declareRoutes } from '../../lib/route-declarations';
import { responses } from '../../lib/route-helpers';
import { teamOnly } from '../../plugins/team-guard';
import { ledgerSummary } from './ledger';

/** The books, under /private/backoffice: admins only. */
export function ledgerRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.addHook('preValidation', teamOnly);
    const route = declareRoutes(app, { tags: ['backoffice'], config: { adminOnly: true } });

    route.get('/ledger', {
      summary:
        'La contabilidad: cobros, pagos a podcasters, devoluciones, comisión, impuestos y depósito, si cuadran, y los últimos movimientos (administradores)',
      response: responses(ledgerSummarySchema),
      answer: () => ledgerSummary(ctx.db),
    });

    done();
  };
}
