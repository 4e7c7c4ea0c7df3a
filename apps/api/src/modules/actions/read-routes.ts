import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignIdParamsSchema,
  campaignPodcastParamsSchema,
  decideReadSchema,
  readApprovalListSchema,
  readApprovalSchema,
  READ_MESSAGES,
  readRoundParamsSchema,
  submitReadSampleSchema,
  submitReadScriptSchema,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { requireActor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { declareRoutes } from '../../lib/route-declarations';
import { responses } from '../../lib/route-helpers';
import { sendStoredFile } from '../files';
import { decideRead, getRead, listReads, loadReadSample, submitRead } from './read-approval';

/** The read's approval (issue 20, docs/decisions/0023), under /private. */
export function readRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const route = declareRoutes(app, { tags: ['running'] });

    route.get('/campaigns/:id/reads', {
      summary: 'La lectura de cada podcast contratado con acciones leídas: sus rondas y si te toca contestar',
      params: campaignIdParamsSchema,
      response: responses(readApprovalListSchema, 200, [404]),
      answer: (actor, { params }) => listReads(ctx, actor, params.id),
    });

    route.get('/campaigns/:id/podcasts/:podcastId/read', {
      summary: 'La lectura de un podcast contratado: guion o muestra grabada de cada ronda y su respuesta',
      params: campaignPodcastParamsSchema,
      response: responses(readApprovalSchema, 200, [404]),
      answer: (actor, { params }) => getRead(ctx, actor, params.id, params.podcastId),
    });

    route.post('/campaigns/:id/podcasts/:podcastId/read/script', {
      summary: 'Envía el guion de la lectura (hasta 2.000 caracteres) para que el anunciante lo apruebe',
      params: campaignPodcastParamsSchema,
      body: submitReadScriptSchema,
      response: responses(readApprovalSchema, 200, [403, 404, 409]),
      answer: (actor, { params, body }) => submitRead(ctx, actor, params.id, params.podcastId, body),
    });

    route.post('/campaigns/:id/podcasts/:podcastId/read/sample', {
      summary: 'Envía una muestra grabada de la lectura: un MP3 que hayas subido antes (`kind: read-sample`)',
      params: campaignPodcastParamsSchema,
      body: submitReadSampleSchema,
      response: responses(readApprovalSchema, 200, [403, 404, 409]),
      answer: (actor, { params, body }) => submitRead(ctx, actor, params.id, params.podcastId, body),
    });

    route.put('/campaigns/:id/podcasts/:podcastId/read/decision', {
      summary: 'Aprueba la lectura que espera respuesta o pide cambios con un comentario',
      params: campaignPodcastParamsSchema,
      body: decideReadSchema,
      response: responses(readApprovalSchema, 200, [403, 404, 409]),
      answer: (actor, { params, body }) => decideRead(ctx, actor, params.id, params.podcastId, body),
    });

    route.get('/campaigns/:id/podcasts/:podcastId/read/rounds/:number/sample', {
      summary: 'La muestra grabada de una ronda de la lectura',
      params: readRoundParamsSchema,
      response: { ...responses(z.null(), 200, [404]), 200: z.any(), 206: z.any(), 416: z.any() },
      handler: async (request, reply) => {
        const { id, podcastId, number } = request.params;
        const fileId = await loadReadSample(ctx, requireActor(request), id, podcastId, number);
        const sent = await sendStoredFile(ctx, request, reply, fileId, {
          disposition: 'inline',
          cacheControl: 'private, max-age=3600',
        });
        if (!sent) throw new AppError('NOT_FOUND', READ_MESSAGES.notFound);
        return reply;
      },
    });

    done();
  };
}
