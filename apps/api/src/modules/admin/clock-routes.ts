import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { clockSchema, setClockSchema } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { declareRoutes } from '../../lib/route-declarations';
import { responses } from '../../lib/route-helpers';
import { teamOnly } from '../../plugins/team-guard';
import { runCampaignTick } from '../actions';
import { releaseDueEarnings, runScheduledPayout } from '../billing';

/** The business clock, under /private/backoffice: the admins' alone, and only on a CLOCK_CONTROL server. */
export function clockRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    // The back office's guard, as on the team's other routes: anyone else gets the same 403.
    app.addHook('preValidation', teamOnly);

    // CLOCK_CONTROL only (the browser journeys): an admin moves the business clock, and the scheduled
    // work runs at once for the new day. Not even registered on a real deployment.
    if (ctx.config.CLOCK_CONTROL) {
      const DAY_MS = 86_400_000;
      const state = () => ({ offsetDays: ctx.clock.offsetMs() / DAY_MS, today: ctx.clock.today() });
      const route = declareRoutes(app, { tags: ['backoffice'], config: { adminOnly: true } });
      route.get('/clock', {
        summary: 'El reloj de negocio (solo con CLOCK_CONTROL)',
        response: responses(clockSchema),
        answer: state,
      });
      route.put('/clock', {
        summary: 'Mueve el reloj de negocio respecto a la hora real (solo con CLOCK_CONTROL)',
        body: setClockSchema,
        response: responses(clockSchema),
        answer: async (actor, request) => {
          ctx.clock.setOffsetMs(request.body.offsetDays * DAY_MS);
          request.log.warn(
            { event: 'clock-moved', adminId: actor.id, offsetDays: request.body.offsetDays },
            'business clock moved',
          );
          await runCampaignTick(ctx);
          await releaseDueEarnings(ctx);
          await runScheduledPayout(ctx);
          return state();
        },
      });
    }

    done();
  };
}
