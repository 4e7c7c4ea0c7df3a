import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatCountSchema,
  chatMessageSchema,
  chatParamsSchema,
  chatReadSchema,
  chatSendSchema,
  chatThreadSchema,
  childChatParamsSchema,
  CHAT_MESSAGES,
  messageStatsSchema,
  workroomPageSchema,
  workroomQuerySchema,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { requireActor, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { declareRoutes } from '../../lib/route-declarations';
import { responses } from '../../lib/route-helpers';
import type { LiveHub } from './live';
import {
  countThread,
  countUnread,
  getThread,
  loadAttachment,
  markThreadRead,
  sendMessage,
  type AttachmentStore,
} from './service';
import { listWorkroom } from './workroom-list';
import type { ThreadAddress } from './threads';

const MB = 1024 * 1024;
/** A 10 MB attachment in base64 with its message around it. */
const SEND_BODY_LIMIT = 15 * MB;

const messageParamsSchema = z.object({ messageId: z.uuid() });

export interface WorkroomDeps {
  hub: LiveHub;
  storeAttachment: AttachmentStore;
}

/** The workroom chat (issue 8, SPEC §7), under /private. */
export function workroomRoutes(ctx: AppContext, deps: WorkroomDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const sendLimit = {
      max: ctx.config.CHAT_RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: { actor: Pick<Actor, 'id'> | null; ip: string }) =>
        request.actor ? `chat:${request.actor.id}` : `ip:${request.ip}`,
    };

    const route = declareRoutes(app, { tags: ['workroom'] });

    route.get('/campaigns/latests-messages', {
      summary: 'Tus conversaciones como anunciante o podcaster: último mensaje y no leídos, ordenadas y filtradas',
      querystring: workroomQuerySchema,
      response: responses(workroomPageSchema),
      answer: (actor, { query }) => listWorkroom(ctx.db, actor.id, 'party', query),
    });

    route.get('/campaigns/latests-agent-messages', {
      summary:
        'Tus conversaciones como gestor de campaña: las de las campañas que gestionas y cualquier otra en que participes',
      querystring: workroomQuerySchema,
      response: responses(workroomPageSchema),
      answer: (actor, { query }) => {
        if (actor.scope !== 'agent' && actor.scope !== 'admin')
          throw new AppError('FORBIDDEN', CHAT_MESSAGES.agentsOnly);
        return listWorkroom(ctx.db, actor.id, 'agent', query);
      },
    });

    route.get('/campaigns/messages/me', {
      summary: 'Tus mensajes sin leer (la insignia del Workroom)',
      response: responses(messageStatsSchema),
      answer: async (actor) => ({ unread: await countUnread(ctx.db, actor.id) }),
    });

    route.get('/campaigns/messages/:messageId/attachment', {
      summary: 'El archivo adjunto de un mensaje, solo para quienes forman parte de la conversación',
      params: messageParamsSchema,
      response: { ...responses(z.null(), 200, [404]), 200: z.any() },
      handler: async (request, reply) => {
        const file = await loadAttachment(ctx.db, requireActor(request), request.params.messageId);
        const bytes = await ctx.storage.read(file.storageKey);
        if (!bytes) throw new AppError('NOT_FOUND', CHAT_MESSAGES.attachmentGone);
        const extension = file.originalName.split('.').pop() ?? 'bin';
        return reply
          .header('content-type', file.mime)
          .header(
            'content-disposition',
            `attachment; filename="adjunto-${file.id}.${extension}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
          )
          .header('cache-control', 'private, no-store')
          .header('content-security-policy', "sandbox; default-src 'none'")
          .send(bytes);
      },
    });

    const byPodcast = (params: { id: string; podcastId?: string }): ThreadAddress => ({
      campaignId: params.id,
      podcastId: params.podcastId!,
    });
    const byChild = (params: { id: string; childId?: string }): ThreadAddress => ({
      campaignId: params.id,
      childId: params.childId!,
    });

    for (const [path, params, address] of [
      ['/campaigns/:id/podcasts/:podcastId/messages', chatParamsSchema, byPodcast],
      ['/campaigns/:id/child-campaigns/:childId/messages', childChatParamsSchema, byChild],
    ] as const) {
      route.get(path, {
        summary: 'Una conversación: quién participa, si puedes escribir y sus mensajes',
        params,
        response: responses(chatThreadSchema, 200, [404]),
        answer: (actor, request) => getThread(ctx.db, actor, address(request.params as never)),
      });

      route.post(path, {
        bodyLimit: SEND_BODY_LIMIT,
        config: { rateLimit: sendLimit },
        summary:
          'Envía un mensaje (hasta 2048 caracteres, un adjunto comprobado por su contenido); un reintento con el mismo clientId se guarda una vez',
        params,
        body: chatSendSchema,
        response: { ...responses(chatMessageSchema, 201, [404, 409, 413]), 200: responses(chatMessageSchema)[200] },
        handler: async (request, reply) => {
          const { message, created } = await sendMessage(
            { ctx, storeAttachment: deps.storeAttachment },
            requireActor(request),
            address(request.params),
            request.body,
          );
          return reply.status(created ? 201 : 200).send({ data: message });
        },
      });
    }

    route.get('/campaigns/:id/podcasts/:podcastId/messages/count', {
      summary: 'Los mensajes de una conversación y cuántos no has leído',
      params: chatParamsSchema,
      response: responses(chatCountSchema, 200, [404]),
      answer: (actor, { params }) => countThread(ctx.db, actor, byPodcast(params)),
    });

    route.put('/campaigns/:id/podcasts/:podcastId/messages/read', {
      summary: 'Marca la conversación como leída; devuelve tus mensajes sin leer',
      params: chatParamsSchema,
      response: responses(chatReadSchema, 200, [404]),
      answer: async (actor, { params }) => ({ unread: await markThreadRead(ctx.db, actor, byPodcast(params)) }),
    });

    route.get('/events', {
      // EventSource reconnects by itself after 3 s: 30 opens a minute is more than any tab needs.
      config: {
        hijacks: true,
        rateLimit: {
          ...sendLimit,
          max: 30,
          keyGenerator: (request: { actor: Pick<Actor, 'id'> | null; ip: string }) =>
            request.actor ? `events:${request.actor.id}` : `ip:${request.ip}`,
        },
      },
      summary:
        'Server-Sent Events: `message` (un mensaje nuevo, con su seq como id) y `counts` (no leídos y acciones pendientes). Envía Last-Event-ID (o ?lastEventId=) para recibir lo que te perdiste',
      querystring: z.object({ lastEventId: z.coerce.number().int().min(0).optional() }),
      handler: async (request, reply) => {
        const actor = requireActor(request);
        const header = Number(request.headers['last-event-id']);
        const lastEventId = Number.isInteger(header) && header >= 0 ? header : (request.query.lastEventId ?? null);
        // A hijacked reply writes none of the headers set on it: the security headers go on the raw answer.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(name, value);
        }
        reply.hijack();
        await deps.hub.open(reply.raw, actor, lastEventId);
      },
    });

    done();
  };
}
