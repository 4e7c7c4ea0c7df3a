import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { clientLogSchema, dataEnvelope, healthSchema, readinessSchema } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { newestMigrationMillis } from '../../db/migration-state';
import { declareRoutes } from '../../lib/route-declarations';
import { nullData, responses } from '../../lib/route-helpers';
import { createReadinessCheck } from './readiness';

const HEALTH = { data: { status: 'ok' as const } };
const HEALTHY = JSON.stringify(dataEnvelope(healthSchema).parse(HEALTH));

export function sysRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    // SPEC §7: client error reports arrive as a form post.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      const params = new URLSearchParams(body as string);
      const parsed: Record<string, string | string[]> = {};
      for (const key of new Set(params.keys())) {
        const values = params.getAll(key);
        parsed[key] = key === 'stack' ? values : (values[0] ?? '');
      }
      done(null, parsed);
    });
    const route = declareRoutes(app, { tags: ['sys'], config: { public: true } });

    // Liveness: the process answers. It never waits for the database, so a database outage makes the
    // instances not ready (below), not dead: restarting them would not bring the database back.
    route.get('/health', {
      summary: 'El proceso responde (liveness); no consulta la base de datos',
      response: { 200: dataEnvelope(healthSchema) },
      // The same bytes every time, written once: the check a load balancer calls every few seconds.
      handler: (_request, reply) => {
        void reply.serializer(() => HEALTHY).send(HEALTH);
      },
    });

    const checkReadiness = createReadinessCheck(ctx.db, newestMigrationMillis());
    route.get('/ready', {
      summary: 'Lista para atender (readiness): la base de datos responde y no queda ninguna migración pendiente',
      response: { 200: dataEnvelope(readinessSchema), 503: dataEnvelope(readinessSchema) },
      handler: async (request, reply) => {
        const { ready, answer, error } = await checkReadiness();
        if (ready) return { data: answer };
        if (error) request.log.warn({ err: error }, 'readiness: database unreachable');
        else request.log.warn('readiness: migrations pending');
        return reply.status(503).send({ data: answer });
      },
    });

    route.post('/log', {
      config: { rateLimit: { max: ctx.config.CLIENT_LOG_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      summary: 'Registra un error de la interfaz',
      body: clientLogSchema,
      response: responses(nullData, 200),
      handler: (request) => {
        const { message, component, stack, browser } = request.body;
        const lines = (Array.isArray(stack) ? stack : (stack?.split('\n') ?? [])).slice(0, 4);
        request.log.warn({ client: { message, component, stack: lines, browser } }, 'client error report');
        return { data: null };
      },
    });
    done();
  };
}
