import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { campaignIdParamsSchema, campaignInvoicesSchema, invoiceIdParamsSchema } from '@patrocina/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireActor } from '../../lib/actor';
import { declareRoutes } from '../../lib/route-declarations';
import { responses } from '../../lib/route-helpers';
import { invoicePdf, listCampaignInvoices, loadDownloadableInvoice } from './documents';
import { invoiceFileName } from './invoice-pdf';

/** The PDF's bytes, or the error envelope. */
const pdfResponses = { ...responses(z.null(), 200, [404]), 200: z.any() };

/** Invoices as documents, under /private: a campaign's list and the download of one PDF. */
export function invoiceDocumentRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const route = declareRoutes(app, { tags: ['billing'] });

    route.get('/billing/invoices/:id/pdf', {
      summary:
        'El PDF de una factura, factura rectificativa o autofactura, para quien la recibe (o el podcaster que la emite) y los administradores',
      produces: ['application/pdf'],
      params: invoiceIdParamsSchema,
      response: pdfResponses,
      handler: async (request, reply) => {
        const invoice = await loadDownloadableInvoice(ctx.db, requireActor(request), request.params.id);
        const bytes = await invoicePdf(ctx, invoice);
        const name = invoiceFileName(invoice);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(bytes);
      },
    });

    route.get('/campaigns/:id/invoices', {
      summary: 'Las facturas y facturas rectificativas de una campaña, para su anunciante y el equipo',
      params: campaignIdParamsSchema,
      response: responses(campaignInvoicesSchema, 200, [404]),
      answer: (actor, { params }) => listCampaignInvoices(ctx, actor, params.id),
    });

    done();
  };
}
