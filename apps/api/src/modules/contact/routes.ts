import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contactSchema } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { declareRoutes } from '../../lib/route-declarations';
import { nullData, responses } from '../../lib/route-helpers';
import { sendContactMessage } from './service';

export function contactRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    declareRoutes(app, { tags: ['public'] }).post('/contact', {
      config: { public: true, rateLimit: { max: ctx.config.CONTACT_RATE_LIMIT_PER_HOUR, timeWindow: '1 hour' } },
      summary: 'Envía un mensaje al equipo desde el formulario de contacto',
      body: contactSchema,
      response: responses(nullData),
      handler: async (request) => {
        await sendContactMessage(ctx, request.body);
        return { data: null };
      },
    });
    done();
  };
}
