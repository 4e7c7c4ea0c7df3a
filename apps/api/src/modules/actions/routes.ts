import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AIRING_PROOF_MESSAGES,
  actionMilestoneParamsSchema,
  campaignActionParamsSchema,
  campaignIdParamsSchema,
  campaignPodcastParamsSchema,
  campaignReportSchema,
  hiredCampaignListSchema,
  hiredCampaignSchema,
  makeGoodAnswerSchema,
  makeGoodParamsSchema,
  pendingActionsSchema,
  planActionDatesSchema,
  recordActionSchema,
  reportListensSchema,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { requireActor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { declareRoutes } from '../../lib/route-declarations';
import { responses } from '../../lib/route-helpers';
import { sendStoredFile } from '../files';
import { readableClip } from './airing-clip';
import { planActionDates } from './dates';
import { listHiredCampaigns } from './hired';
import { answerMakeGood } from './make-good-answer';
import { reportListens } from './listens';
import { countPendingActions } from './pending';
import { recordAction } from './recording';
import { getCampaignReport, reportCsv } from './report';

/**
 * Running a campaign (issue 7), under /private: what waits for the user (the header badge), the
 * podcaster's hired campaigns, action dates, the record of each aired action and its listens; the
 * advertiser's report and its CSV.
 */
export function runRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const route = declareRoutes(app, { tags: ['running'] });

    route.get('/campaigns/pending-actions/me', {
      tags: ['campaigns'],
      summary: 'Cuántas campañas esperan algo de ti',
      response: responses(pendingActionsSchema),
      answer: async (actor) => ({ pending: await countPendingActions(ctx.db, actor, ctx.clock.today()) }),
    });

    route.get('/campaigns/hired', {
      summary: 'Tus campañas contratadas: sus acciones, fechas, escuchas y lo que ganas',
      response: responses(hiredCampaignListSchema),
      answer: (actor) => listHiredCampaigns(ctx, actor),
    });

    route.put('/campaigns/:id/podcasts/:podcastId/action-dates', {
      summary:
        'Planifica la fecha de cada acción de tu podcast, dentro de las fechas de la campaña y fuera de tus vacaciones',
      params: campaignPodcastParamsSchema,
      body: planActionDatesSchema,
      response: responses(hiredCampaignSchema, 200, [404, 409]),
      answer: (actor, { params, body }) => planActionDates(ctx, actor, params.id, params.podcastId, body),
    });

    route.post('/campaigns/:id/actions/:actionId/record', {
      summary: 'Registra una acción emitida: el episodio y el minuto en que empieza el anuncio (una sola vez)',
      params: campaignActionParamsSchema,
      body: recordActionSchema,
      response: responses(hiredCampaignSchema, 200, [404, 409]),
      answer: (actor, { params, body }) => recordAction(ctx, actor, params.id, params.actionId, body),
    });

    route.put('/campaigns/:id/actions/:actionId/listens/:milestone', {
      summary: 'Indica (o corrige) las escuchas de una acción a los 7, 15, 22 o 31 días de publicarse',
      params: actionMilestoneParamsSchema,
      body: reportListensSchema,
      response: responses(hiredCampaignSchema, 200, [404, 409]),
      answer: (actor, { params, body }) =>
        reportListens(ctx, actor, params.id, params.actionId, params.milestone, body),
    });

    route.put('/campaigns/:id/make-goods/:makeGoodId/answer', {
      summary: 'Acepta o rechaza la acción de compensación que te propone el equipo (sin coste para el anunciante)',
      params: makeGoodParamsSchema,
      body: makeGoodAnswerSchema,
      response: responses(hiredCampaignSchema, 200, [404, 409]),
      answer: (actor, { params, body }) => answerMakeGood(ctx, actor, params.id, params.makeGoodId, body.accept),
    });

    route.get('/campaigns/:id/report', {
      summary: 'El informe de una campaña: acciones, episodios, escuchas por hito, alcance y clics',
      params: campaignIdParamsSchema,
      response: responses(campaignReportSchema, 200, [404]),
      answer: (actor, { params }) => getCampaignReport(ctx, actor, params.id),
    });

    route.get('/campaigns/:id/actions/:actionId/clip', {
      summary:
        'El fragmento de la emisión de una acción (de 15 s antes a 90 s después del minuto indicado), con rangos de bytes',
      params: campaignActionParamsSchema,
      produces: ['audio/mpeg'],
      response: { ...responses(z.null(), 200, [404]), 200: z.any(), 206: z.any(), 416: z.any() },
      handler: async (request, reply) => {
        const { id, actionId } = request.params;
        const fileId = await readableClip(ctx.db, requireActor(request), id, actionId);
        const sent = await sendStoredFile(ctx, request, reply, fileId, {
          disposition: 'inline',
          cacheControl: 'private, max-age=3600',
        });
        if (!sent) throw new AppError('NOT_FOUND', AIRING_PROOF_MESSAGES.clipNotFound);
        return reply;
      },
    });

    route.get('/campaigns/:id/report.csv', {
      summary: 'El informe de una campaña en CSV (separado por punto y coma)',
      params: campaignIdParamsSchema,
      produces: ['text/csv'],
      response: { ...responses(z.null(), 200, [404]), 200: z.string().describe('El CSV') },
      handler: async (request, reply) => {
        const report = await getCampaignReport(ctx, requireActor(request), request.params.id);
        const name = `informe-${report.campaign.slug.replace(/[^a-z0-9-]/g, '').slice(0, 80) || 'campana'}.csv`;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'no-store')
          .send(reportCsv(report));
      },
    });

    done();
  };
}
