import multipart from '@fastify/multipart';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  applyCreditSchema,
  balanceParamsSchema,
  bankCreditsSchema,
  campaignIdParamsSchema,
  creditIdParamsSchema,
  PAYMENT_MESSAGES,
  paymentDueSchema,
  paymentOrderSchema,
  STATEMENT_MAX_MB,
  statementImportSchema,
} from '@patrocina/domain';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { readFormFile } from '../../../lib/multipart-file';
import { declareRoutes } from '../../../lib/route-declarations';
import { responses } from '../../../lib/route-helpers';
import { teamOnly } from '../../../plugins/team-guard';
import { loadReadableCampaign, loadTeamCampaign } from '../../campaigns';
import { invoiceToPay, paymentDueOf, paymentOrderOf } from '../payment-order';
import { applyCredit, listBankCredits, refundBalance, refundCredit } from './credits';
import { importStatement, type SettlePayment } from './import';

const STATEMENT_MAX_BYTES = STATEMENT_MAX_MB * 1024 * 1024;

function statementTooBig(): AppError {
  const message = PAYMENT_MESSAGES.statementTooBig;
  return new AppError('PAYLOAD_TOO_LARGE', message, { fields: [{ path: 'file', message }] });
}

/**
 * Reconciliation, under /private/backoffice, for admins only (DOMAIN.md "Paying"): importing a bank
 * statement, the credits waiting for a person and what to do with them, and what a campaign's
 * «Marcar como pagada» shows.
 */
export function bankStatementRoutes(ctx: AppContext, settle: SettlePayment): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.addHook('preValidation', teamOnly);
    const config = { adminOnly: true };

    // Multipart is parsed only in this child scope: the other routes still refuse it (415).
    app.register((uploadScope, _scopeOptions, next) => {
      void uploadScope.register(multipart, {
        throwFileSizeLimit: false,
        limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 50 },
      });
      declareRoutes(uploadScope, { tags: ['backoffice'], config }).post('/bank-statements', {
        config: {
          rateLimit: { max: ctx.config.UPLOAD_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute', hook: 'preHandler' },
        },
        summary:
          'Importa un extracto bancario (multipart con `file`: Norma 43 o camt.053, reconocido por su contenido); el mismo fichero dos veces no cambia nada',
        consumes: ['multipart/form-data'],
        response: responses(statementImportSchema, 200, [413, 415]),
        answer: async (actor, request) => {
          const upload = await readFormFile(request, STATEMENT_MAX_BYTES, statementTooBig);
          if (!upload) {
            const message = PAYMENT_MESSAGES.statementMissing;
            throw new AppError('VALIDATION_ERROR', message, { fields: [{ path: 'file', message }] });
          }
          return importStatement(ctx, actor, upload, settle);
        },
      });
      next();
    });

    const route = declareRoutes(app, { tags: ['backoffice'], config });

    route.get('/bank-credits', {
      summary:
        'Los abonos por resolver (parciales, de más o sin referencia), los saldos a favor y las facturas abiertas',
      response: responses(bankCreditsSchema),
      answer: (actor) => listBankCredits(ctx.db, actor),
    });

    route.post('/bank-credits/:id/apply', {
      summary: 'Aplica un abono a la factura elegida; si con él llega el total, la campaña queda pagada',
      params: creditIdParamsSchema,
      body: applyCreditSchema,
      response: responses(bankCreditsSchema, 200, [404, 409]),
      answer: (actor, { params, body }) => applyCredit(ctx, actor, params.id, body, settle),
    });

    route.post('/bank-credits/:id/refund', {
      summary: 'Anota la devolución de un abono por resolver',
      params: creditIdParamsSchema,
      response: responses(bankCreditsSchema, 200, [404, 409]),
      answer: (actor, { params }) => refundCredit(ctx, actor, params.id),
    });

    route.post('/balances/:invoiceId/refund', {
      summary: 'Anota la devolución al anunciante del saldo a favor de una factura pagada (lo que llegó de más)',
      params: balanceParamsSchema,
      response: responses(bankCreditsSchema, 200, [404, 409]),
      answer: (actor, { params }) => refundBalance(ctx, actor, params.invoiceId),
    });

    route.get('/campaigns/:id/payment', {
      summary: 'Lo que se debe de una campaña: el total de su factura, la referencia y lo que ha llegado',
      params: campaignIdParamsSchema,
      response: responses(paymentDueSchema, 200, [404]),
      answer: async (actor, { params }) => {
        await loadTeamCampaign(ctx.db, actor, params.id);
        return paymentDueOf(ctx.db, params.id);
      },
    });

    done();
  };
}

/** The advertiser's payment order, under /private: whoever reads the campaign reads how to pay it. */
export function paymentOrderRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    declareRoutes(app, { tags: ['campaigns'] }).get('/campaigns/:id/payment-order', {
      summary:
        'La orden de pago de una campaña comprada: beneficiario, IBAN, BIC, importe con IVA, referencia, factura y el código QR SEPA',
      params: campaignIdParamsSchema,
      response: responses(paymentOrderSchema, 200, [404]),
      answer: async (actor, { params }) => {
        const campaign = await loadReadableCampaign(ctx.db, actor, params.id);
        return paymentOrderOf(ctx.db, ctx.config, await invoiceToPay(ctx.db, campaign.id));
      },
    });
    done();
  };
}
