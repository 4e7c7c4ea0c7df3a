import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { brandIdParamsSchema, brandInputSchema, brandListSchema, brandSchema } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { declareRoutes } from '../../lib/route-declarations';
import { nullData, responses } from '../../lib/route-helpers';
import { archiveBrand, createBrand, listBrands, updateBrand } from './brands';

/** The agency account's brands (issue 23), under /private/agency. */
export function agencyBrandRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const route = declareRoutes(app, { tags: ['agency'] });

    route.get('/brands', {
      summary: 'Las marcas de tu agencia, con si sus datos de facturación están completos',
      response: responses(brandListSchema, 200, [404]),
      answer: (actor) => listBrands(ctx.db, actor),
    });

    route.post('/brands', {
      summary: 'Añade una marca a tu agencia con sus datos de facturación',
      body: brandInputSchema,
      response: responses(brandSchema, 201, [404, 409]),
      answer: (actor, { body }) => createBrand(ctx.db, actor, body),
    });

    route.put('/brands/:id', {
      summary: 'Cambia el nombre o los datos de facturación de una marca de tu agencia',
      params: brandIdParamsSchema,
      body: brandInputSchema,
      response: responses(brandSchema, 200, [404, 409]),
      answer: (actor, { params, body }) => updateBrand(ctx.db, actor, params.id, body),
    });

    route.delete('/brands/:id', {
      summary: 'Archiva una marca: sale de tus listas y sigue en las campañas que ya la llevan',
      params: brandIdParamsSchema,
      response: responses(nullData, 200, [404]),
      answer: (actor, { params }) => archiveBrand(ctx.db, actor, params.id),
    });
    done();
  };
}
