import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { billingProfileAnswerSchema, billingProfileInputSchema } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { declareRoutes } from '../../lib/route-declarations';
import { responses } from '../../lib/route-helpers';
import { getOwnBillingProfile, saveOwnBillingProfile } from './profile';

/** The signed-in user's datos de facturación, under /private/users (My account and the purchase step). */
export function billingProfileRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const route = declareRoutes(app, { tags: ['billing'] });

    route.get('/me/billing-profile', {
      summary:
        'Tus datos de facturación (null si aún no los has dado), si se te paga como podcaster y qué falta para facturarte o pagarte',
      response: responses(billingProfileAnswerSchema),
      answer: (actor) => getOwnBillingProfile(ctx, actor),
    });

    route.put('/me/billing-profile', {
      summary:
        'Guarda tus datos de facturación: NIF/NIE/CIF con su letra, dirección fiscal, país, IVA intracomunitario; IBAN, IVA, IRPF y autofacturación si cobras por tus podcasts',
      body: billingProfileInputSchema,
      response: responses(billingProfileAnswerSchema),
      answer: (actor, { body }) => saveOwnBillingProfile(ctx, actor, body),
    });
    done();
  };
}
