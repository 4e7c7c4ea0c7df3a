import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { legalInfoSchema } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { declareRoutes } from '../../lib/route-declarations';
import { responses } from '../../lib/route-helpers';
import { describeLegalInfo } from './service';

export function legalRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  // Configuration: read once, it changes only with a deployment.
  const info = describeLegalInfo(ctx.config);
  return (app, _options, done) => {
    declareRoutes(app, { tags: ['public'], config: { public: true } }).get('/legal', {
      summary: 'Los datos de la empresa y las reglas de dinero que imprime la página legal',
      response: responses(legalInfoSchema),
      handler: () => ({ data: info }),
    });
    done();
  };
}
