import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  assignAgentSchema,
  backofficeCampaignSchema,
  backofficeQueueQuerySchema,
  backofficeQueueSchema,
  campaignIdParamsSchema,
  campaignSchema,
  clockSchema,
  finishCampaignSchema,
  setClockSchema,
  proposalDraftInputSchema,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { responses } from '../../lib/route-helpers';
import {
  assertAdmin,
  assertTeam,
  assignAgent,
  closeCampaign,
  getBackofficeCampaign,
  listBackofficeQueue,
  markCampaignPaid,
  unpauseCampaign,
} from './backoffice';
import { publishProposal, saveProposalDraft } from './proposal-draft';
import { runMatchingEngine } from './run-engine';
import { runCampaignTick } from './run-tick';
import { actorOf } from './routes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A back-office route only admins may call (DOMAIN.md: payment confirmation). */
    adminOnly?: boolean;
  }
}

/**
 * The back office (issue 6), under /private/backoffice: the team's queue, the proposal draft and its
 * publication, payment confirmation, unpausing and agent assignment. Scope agent or admin.
 */
export function backofficeRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    // The team before validation: anyone else gets the same 403 whatever they send, and learns
    // nothing from validation errors. The services check again, with the campaign's own rule.
    app.addHook('preValidation', (request, _reply, next) => {
      try {
        const actor = actorOf(request.auth);
        if (request.routeOptions.config.adminOnly) assertAdmin(actor);
        else assertTeam(actor);
        next();
      } catch (error) {
        next(error as Error);
      }
    });

    app.get(
      '/campaigns',
      {
        schema: {
          tags: ['backoffice'],
          summary: 'La cola de campañas: las pendientes de revisión primero, o las de un subestado',
          querystring: backofficeQueueQuerySchema,
          response: responses(backofficeQueueSchema),
        },
      },
      async (request) => ({ data: await listBackofficeQueue(ctx.db, actorOf(request.auth), request.query) }),
    );

    app.get(
      '/campaigns/:id',
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Una campaña con su borrador de propuesta, el total, la comisión y el presupuesto que queda',
          params: campaignIdParamsSchema,
          response: responses(backofficeCampaignSchema, 200, [404]),
        },
      },
      async (request) => ({ data: await getBackofficeCampaign(ctx.db, actorOf(request.auth), request.params.id) }),
    );

    app.put(
      '/campaigns/:id/proposal',
      {
        schema: {
          tags: ['backoffice'],
          summary:
            'Sustituye el borrador de la propuesta; si ya está publicada, los podcasts cambiados vuelven a responder',
          params: campaignIdParamsSchema,
          body: proposalDraftInputSchema,
          response: responses(backofficeCampaignSchema, 200, [404, 409]),
        },
      },
      async (request) => ({
        data: await saveProposalDraft(ctx, actorOf(request.auth), request.params.id, request.body),
      }),
    );

    app.post(
      '/campaigns/:id/proposal/run',
      {
        schema: {
          tags: ['backoffice'],
          summary: 'El motor de propuestas prepara el borrador (antes de publicarlo), con los motivos de cada podcast',
          params: campaignIdParamsSchema,
          response: responses(backofficeCampaignSchema, 200, [404, 409]),
        },
      },
      async (request) => ({ data: await runMatchingEngine(ctx, actorOf(request.auth), request.params.id) }),
    );

    app.post(
      '/campaigns/:id/publish',
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Publica la propuesta y se la envía por correo a cada podcast propuesto',
          params: campaignIdParamsSchema,
          response: responses(backofficeCampaignSchema, 200, [404, 409]),
        },
      },
      async (request) => ({ data: await publishProposal(ctx, actorOf(request.auth), request.params.id) }),
    );

    app.put(
      '/campaigns/:id/paid',
      {
        config: { adminOnly: true },
        schema: {
          tags: ['backoffice'],
          summary: 'Un administrador confirma el pago: los podcasters elegidos planifican las fechas',
          params: campaignIdParamsSchema,
          response: responses(backofficeCampaignSchema, 200, [404, 409]),
        },
      },
      async (request) => ({ data: await markCampaignPaid(ctx, actorOf(request.auth), request.params.id) }),
    );

    app.put(
      '/campaigns/:id/agent',
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Asigna el gestor de la campaña (un administrador), o un gestor se asigna una campaña sin gestor',
          params: campaignIdParamsSchema,
          body: assignAgentSchema,
          response: responses(backofficeCampaignSchema, 200, [404]),
        },
      },
      async (request) => ({ data: await assignAgent(ctx, actorOf(request.auth), request.params.id, request.body) }),
    );

    app.put(
      '/campaigns/:id/unpause',
      {
        schema: {
          tags: ['backoffice'],
          summary: 'El equipo reanuda una campaña pausada y se lo confirma al anunciante por correo',
          params: campaignIdParamsSchema,
          response: responses(campaignSchema, 200, [404, 409]),
        },
      },
      async (request) => ({ data: await unpauseCampaign(ctx, actorOf(request.auth), request.params.id) }),
    );

    app.put(
      '/campaigns/:id/finish',
      {
        config: { adminOnly: true },
        schema: {
          tags: ['backoffice'],
          summary: 'Cierra una campaña pagada que aún no ha terminado, con el motivo (solo administradores)',
          params: campaignIdParamsSchema,
          body: finishCampaignSchema,
          response: responses(backofficeCampaignSchema, 200, [404, 409]),
        },
      },
      async (request) => ({
        data: await closeCampaign(ctx, actorOf(request.auth), request.params.id, request.body.reason),
      }),
    );

    // CLOCK_CONTROL only (the browser journeys): an admin moves the business clock, and the scheduled
    // work runs at once for the new day. Not even registered on a real deployment.
    if (ctx.config.CLOCK_CONTROL) {
      const DAY_MS = 86_400_000;
      const state = () => ({ offsetDays: ctx.clock.offsetMs() / DAY_MS, today: ctx.clock.today() });
      app.get(
        '/clock',
        {
          config: { adminOnly: true },
          schema: {
            tags: ['backoffice'],
            summary: 'El reloj de negocio (solo con CLOCK_CONTROL)',
            response: responses(clockSchema),
          },
        },
        () => ({ data: state() }),
      );
      app.put(
        '/clock',
        {
          config: { adminOnly: true },
          schema: {
            tags: ['backoffice'],
            summary: 'Mueve el reloj de negocio respecto a la hora real (solo con CLOCK_CONTROL)',
            body: setClockSchema,
            response: responses(clockSchema),
          },
        },
        async (request) => {
          ctx.clock.setOffsetMs(request.body.offsetDays * DAY_MS);
          request.log.warn(
            { event: 'clock-moved', adminId: request.auth?.user.id, offsetDays: request.body.offsetDays },
            'business clock moved',
          );
          await runCampaignTick(ctx);
          return { data: state() };
        },
      );
    }

    done();
  };
}
