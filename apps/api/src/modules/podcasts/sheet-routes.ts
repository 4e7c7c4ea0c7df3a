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
import { declareRoutes } from '../../lib/route-declarations';
import { responses } from '../../lib/route-helpers';
import { addBlockedPeriod, listBlockedPeriods, removeBlockedPeriod } from './availability';
import { getSheet, saveSheetStep, type SheetStepInput } from './sheet';

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
    const route = declareRoutes(app, { tags: ['podcasts'], config: { podcastAccess: 'manager' } });

    route.get('/:id/sheet', {
      summary: 'La hoja de patrocinio de un podcast que gestionas',
      params: podcastIdParamsSchema,
      response: responses(sheetViewSchema, 200, [404]),
      answer: (actor, { params }) => getSheet(ctx.db, actor, params.id),
    });

    /** Each step of the sheet is saved on its own, valid against its own schema. */
    const saveStepRoute = <Input extends SheetStepInput>(
      step: Input['step'],
      summary: string,
      body: z.ZodType<Input['value']>,
    ) =>
      route.put(`/:id/sheet/${step}`, {
        summary,
        params: podcastIdParamsSchema,
        body,
        response: responses(sheetSchema, 200, [404]),
        // TypeScript cannot tie a step to its value's type through the generic; the schema above does.
        answer: (actor, { params, body: value }) =>
          saveSheetStep(ctx.db, actor, params.id, { step, value } as SheetStepInput),
      });
    saveStepRoute('profile', 'Guarda el paso «Perfil del podcast»', sheetProfileSchema);
    saveStepRoute('audience', 'Guarda el paso «Audiencia»', sheetAudienceSchema);
    saveStepRoute('branding', 'Guarda el paso «Acciones de branding» y acepta los términos', brandingSchema);

    route.get('/:id/availability', {
      summary: 'Los periodos bloqueados (vacaciones) de un podcast',
      params: podcastIdParamsSchema,
      response: responses(availabilitySchema, 200, [404]),
      answer: async (actor, { params }) => ({ periods: await listBlockedPeriods(ctx.db, actor, params.id) }),
    });

    route.post('/:id/availability', {
      summary: 'Bloquea un periodo; se une a los que toque',
      params: podcastIdParamsSchema,
      // The schema depends on today's date in Madrid, so it is checked in the answer.
      body: z.unknown(),
      response: responses(availabilitySchema, 201, [404]),
      answer: async (actor, { params, body }) => {
        const period = createBlockedPeriodSchema(todayInMadrid()).parse(body);
        return { periods: await addBlockedPeriod(ctx.db, actor, params.id, period) };
      },
    });

    route.delete('/:id/availability/:periodId', {
      summary: 'Quita un periodo bloqueado que no ha terminado',
      params: periodParamsSchema,
      response: responses(availabilitySchema, 200, [404, 409]),
      answer: async (actor, { params }) => ({
        periods: await removeBlockedPeriod(ctx.db, actor, params.id, params.periodId),
      }),
    });

    done();
  };
}
