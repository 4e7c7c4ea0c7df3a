import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agencyInvitationTokenSchema,
  agencyInvitationViewSchema,
  agencyTeamSchema,
  changeColleagueRoleSchema,
  inviteColleagueSchema,
  pendingAgencyInvitationSchema,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { declareRoutes } from '../../lib/route-declarations';
import { keepOutOfCachesAndReferrers, nullData, responses } from '../../lib/route-helpers';
import { acceptAgencyInvitation, readAgencyInvitation } from './invitations';
import { changeColleagueRole, getTeam, inviteColleague, removeColleague, revokeInvitation } from './team';

const invitationIdParams = z.object({ id: z.uuid() });
const colleagueParams = z.object({ userId: z.uuid() });

/** Reading and answering an invitation's link: a guessed token is a guess among 2^256, still limited. */
const linkLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** `/private/agency`: the agency account's team (issue 23). 404 to whoever acts for no agency. */
export function privateAgencyTeamRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const route = declareRoutes(app, { tags: ['agency'] });

    route.get('/team', {
      summary: 'El equipo de tu agencia: la cuenta titular, tus colegas y las invitaciones pendientes',
      response: responses(agencyTeamSchema, 200, [404]),
      answer: (actor) => getTeam(ctx.db, actor),
    });

    route.post('/invitations', {
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      summary: 'Invita a un colega por correo con un permiso; sustituye su invitación pendiente',
      body: inviteColleagueSchema,
      response: responses(pendingAgencyInvitationSchema, 201, [404, 409]),
      answer: (actor, { body }) => inviteColleague(ctx, actor, body),
    });

    route.delete('/invitations/:id', {
      summary: 'Anula una invitación pendiente',
      params: invitationIdParams,
      response: responses(nullData, 200, [404]),
      answer: (actor, { params }) => revokeInvitation(ctx.db, actor, params.id),
    });

    route.post('/invitations/:token/accept', {
      config: linkLimit,
      summary: 'Acepta una invitación con la cuenta de la dirección invitada, ya confirmada',
      params: agencyInvitationTokenSchema,
      response: responses(agencyInvitationViewSchema, 200, [409]),
      answer: (actor, { params }) => acceptAgencyInvitation(ctx.db, actor, params.token),
    });

    route.put('/members/:userId', {
      summary: 'Cambia el permiso de un colega',
      params: colleagueParams,
      body: changeColleagueRoleSchema,
      response: responses(nullData, 200, [404]),
      answer: (actor, { params, body }) => changeColleagueRole(ctx.db, actor, params.userId, body.role),
    });

    route.delete('/members/:userId', {
      summary: 'Quita a un colega de la agencia, o te saca a ti de ella si es tu propio id',
      params: colleagueParams,
      response: responses(nullData, 200, [404]),
      answer: (actor, { params }) => removeColleague(ctx.db, actor, params.userId),
    });

    done();
  };
}

/** `/public/agency`: what an invitation's link shows before anyone answers it. */
export function publicAgencyTeamRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const route = declareRoutes(app, { tags: ['agency'], config: { public: true } });
    route.get('/invitations/:token', {
      config: linkLimit,
      summary: 'Lee una invitación a una agencia, sin responderla',
      params: agencyInvitationTokenSchema,
      response: responses(agencyInvitationViewSchema, 200),
      handler: async (request, reply) => {
        await keepOutOfCachesAndReferrers(request, reply);
        return { data: await readAgencyInvitation(ctx.db, request.params.token) };
      },
    });
    done();
  };
}
