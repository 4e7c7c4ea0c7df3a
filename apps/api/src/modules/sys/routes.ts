import { sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { clientLogSchema, dataEnvelope, healthSchema } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { declareRoutes } from '../../lib/route-declarations';
import { nullData, responses } from '../../lib/route-helpers';

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

    route.get('/health', {
      summary: 'Estado del servicio y de la base de datos',
      response: { 200: dataEnvelope(healthSchema), 503: dataEnvelope(healthSchema) },
      handler: async (request, reply) => {
        try {
          await ctx.db.execute(sql`select 1`);
          return { data: { status: 'ok' as const, database: 'ok' as const } };
        } catch (error) {
          request.log.warn({ err: error }, 'health check: database unreachable');
          return reply.status(503).send({ data: { status: 'degraded' as const, database: 'unreachable' as const } });
        }
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
