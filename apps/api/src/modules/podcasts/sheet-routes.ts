import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilitySchema,
  createBlockedPeriodSchema,
  createSheetBrandingSchema,
  podcastIdParamsSchema,
  sheetAudienceSchema,
  sheetProfileSchema,
  sheetSchema,
  todayInMadrid,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { requireActor } from '../../lib/actor';
import { responses } from '../../lib/route-helpers';
import { addBlockedPeriod, listBlockedPeriods, removeBlockedPeriod } from './availability';
import { getSheet, saveSheetStep } from './sheet';

const sheetViewSchema = z.object({
  podcast: z.object({ id: z.uuid(), slug: z.string(), title: z.string(), imageUrl: z.string().nullable() }),
  role: z.enum(['owner', 'manager']),
  sheet: sheetSchema,
});

const periodParamsSchema = podcastIdParamsSchema.extend({ periodId: z.uuid({ error: 'Ese periodo ya no existe.' }) });

/** The sponsorship sheet and the holidays of one podcast, for those who run it (under /private/podcasts). */
export function sheetRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  const brandingSchema = createSheetBrandingSchema(ctx.config.PRODUCT_NAME);
  return (app, _options, done) => {
    app.get(
      '/:id/sheet',
      {
        config: { podcastAccess: 'manager' },
        schema: {
          tags: ['podcasts'],
          summary: 'La hoja de patrocinio de un podcast que gestionas',
          params: podcastIdParamsSchema,
          response: responses(sheetViewSchema, 200, [404]),
        },
      },
      async (request) => ({ data: await getSheet(ctx.db, requireActor(request), request.params.id) }),
    );

    app.put(
      '/:id/sheet/profile',
      {
        config: { podcastAccess: 'manager' },
        schema: {
          tags: ['podcasts'],
          summary: 'Guarda el paso «Perfil del podcast»',
          params: podcastIdParamsSchema,
          body: sheetProfileSchema,
          response: responses(sheetSchema, 200, [404]),
        },
      },
      async (request) => ({
        data: await saveSheetStep(ctx.db, requireActor(request), request.params.id, {
          step: 'profile',
          value: request.body,
        }),
      }),
    );

    app.put(
      '/:id/sheet/audience',
      {
        config: { podcastAccess: 'manager' },
        schema: {
          tags: ['podcasts'],
          summary: 'Guarda el paso «Audiencia»',
          params: podcastIdParamsSchema,
          body: sheetAudienceSchema,
          response: responses(sheetSchema, 200, [404]),
        },
      },
      async (request) => ({
        data: await saveSheetStep(ctx.db, requireActor(request), request.params.id, {
          step: 'audience',
          value: request.body,
        }),
      }),
    );

    app.put(
      '/:id/sheet/branding',
      {
        config: { podcastAccess: 'manager' },
        schema: {
          tags: ['podcasts'],
          summary: 'Guarda el paso «Acciones de branding» y acepta los términos',
          params: podcastIdParamsSchema,
          body: brandingSchema,
          response: responses(sheetSchema, 200, [404]),
        },
      },
      async (request) => ({
        data: await saveSheetStep(ctx.db, requireActor(request), request.params.id, {
          step: 'branding',
          value: request.body,
        }),
      }),
    );

    app.get(
      '/:id/availability',
      {
        config: { podcastAccess: 'manager' },
        schema: {
          tags: ['podcasts'],
          summary: 'Los periodos bloqueados (vacaciones) de un podcast',
          params: podcastIdParamsSchema,
          response: responses(availabilitySchema, 200, [404]),
        },
      },
      async (request) => ({
        data: { periods: await listBlockedPeriods(ctx.db, requireActor(request), request.params.id) },
      }),
    );

    app.post(
      '/:id/availability',
      {
        config: { podcastAccess: 'manager' },
        // The schema depends on today's date in Madrid, so it is checked in the handler.
        schema: {
          tags: ['podcasts'],
          summary: 'Bloquea un periodo; se une a los que toque',
          params: podcastIdParamsSchema,
          body: z.unknown(),
          response: responses(availabilitySchema, 201, [404]),
        },
      },
      async (request, reply) => {
        const period = createBlockedPeriodSchema(todayInMadrid()).parse(request.body);
        const periods = await addBlockedPeriod(ctx.db, requireActor(request), request.params.id, period);
        return reply.status(201).send({ data: { periods } });
      },
    );

    app.delete(
      '/:id/availability/:periodId',
      {
        config: { podcastAccess: 'manager' },
        schema: {
          tags: ['podcasts'],
          summary: 'Quita un periodo bloqueado que no ha terminado',
          params: periodParamsSchema,
          response: responses(availabilitySchema, 200, [404, 409]),
        },
      },
      async (request) => ({
        data: {
          periods: await removeBlockedPeriod(ctx.db, requireActor(request), request.params.id, request.params.periodId),
        },
      }),
    );

    done();
  };
}
