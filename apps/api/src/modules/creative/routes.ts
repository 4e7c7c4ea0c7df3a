import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  campaignFileParamsSchema,
  campaignFileQuerySchema,
  campaignIdParamsSchema,
  campaignTokenFileParamsSchema,
  campaignTokenParamsSchema,
  creativePackQuerySchema,
  creativePackSchema,
} from '@patrocina/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireActor } from '../../lib/actor';
import { declareRoutes } from '../../lib/route-declarations';
import { responses } from '../../lib/route-helpers';
import { sendStoredFile } from '../files';
import { loadPackViewer, loadPackViewerByToken, type PackViewer } from './access';
import { buildCreativePack, fileNotFound, packFileIds } from './pack';

/** The file's bytes (or a range of them), or 416; the error envelope for the rest. */
const fileResponses = { ...responses(z.null(), 200, [404]), 200: z.any(), 206: z.any(), 416: z.any() };

/** Serves one of the brief's files to a viewer already let in; any other id is a 404, whoever asks. */
async function sendPackFile(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  viewer: PackViewer,
  fileId: string,
  options: { download: boolean; cacheControl: string },
) {
  if (!packFileIds(viewer.campaign).includes(fileId)) throw fileNotFound();
  const sent = await sendStoredFile(ctx, request, reply, fileId, {
    disposition: options.download ? 'attachment' : 'inline',
    cacheControl: options.cacheControl,
  });
  if (!sent) throw fileNotFound();
  return reply;
}

/** The pack and its files for the campaign's side and its podcasters, under /private. */
export function privateCreativeRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const route = declareRoutes(app, { tags: ['campaigns'] });

    route.get('/campaigns/:id/creative-pack', {
      summary:
        'El material de la campaña (briefing, cuña, banner, pre-roll, web y enlace de seguimiento) para quien puede verlo',
      params: campaignIdParamsSchema,
      querystring: creativePackQuerySchema,
      response: responses(creativePackSchema, 200, [404]),
      answer: async (actor, { params, query }) => {
        const viewer = await loadPackViewer(ctx.db, actor, params.id);
        return buildCreativePack(ctx.db, viewer, { podcastId: query.podcastId, publicUrl: ctx.config.PUBLIC_URL });
      },
    });

    route.get('/campaigns/:id/files/:fileId', {
      summary: 'Un archivo del material de la campaña (con `?download=1`, para descargarlo)',
      params: campaignFileParamsSchema,
      querystring: campaignFileQuerySchema,
      response: fileResponses,
      handler: async (request, reply) => {
        const viewer = await loadPackViewer(ctx.db, requireActor(request), request.params.id);
        return sendPackFile(ctx, request, reply, viewer, request.params.fileId, {
          download: request.query.download === '1',
          cacheControl: 'private, max-age=3600',
        });
      },
    });
    done();
  };
}

/** The same for whoever holds one of the proposal's e-mailed links, under /public. */
export function publicCreativeRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  // An e-mailed token in the address (QUALITY.md): no shared cache keeps the answer, no Referer carries it.
  const keepPrivate = (reply: FastifyReply) =>
    void reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
  const rateLimit = { max: 240, timeWindow: '1 minute' };
  return (app, _options, done) => {
    const route = declareRoutes(app, { tags: ['campaigns'], config: { public: true, rateLimit } });

    route.get('/campaign/by-token/:token/creative-pack', {
      summary: 'El material de la campaña por el enlace privado de la propuesta',
      params: campaignTokenParamsSchema,
      response: responses(creativePackSchema, 200, [404]),
      handler: async (request, reply) => {
        keepPrivate(reply);
        const viewer = await loadPackViewerByToken(ctx.db, request.params.token);
        return {
          data: await buildCreativePack(ctx.db, viewer, {
            token: request.params.token,
            publicUrl: ctx.config.PUBLIC_URL,
          }),
        };
      },
    });

    route.get('/campaign/by-token/:token/files/:fileId', {
      summary: 'Un archivo del material de la campaña por el enlace privado de la propuesta',
      params: campaignTokenFileParamsSchema,
      querystring: campaignFileQuerySchema,
      response: fileResponses,
      handler: async (request, reply) => {
        const viewer = await loadPackViewerByToken(ctx.db, request.params.token);
        keepPrivate(reply);
        return sendPackFile(ctx, request, reply, viewer, request.params.fileId, {
          download: request.query.download === '1',
          cacheControl: 'private, no-store',
        });
      },
    });
    done();
  };
}
