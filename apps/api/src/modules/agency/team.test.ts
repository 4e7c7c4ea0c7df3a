import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AGENCY_TEAM_MESSAGES, MESSAGES, type AgencyInvitationView, type AgencyTeam, type Me } from '@patrocina/domain';
import { agencyInvitations, agencyMembers, users } from '../../db/schema';
import { json, lastMailTo, uniqueEmail, useTestApp, type ErrorBody } from '../../../test/app';
import { createCampaignRecord, createSignedInUser } from '../../../test/factories';
import { accept, createAgency, invitationTokenMailedTo, invite, joinAgency } from './agency.test-support';

const t = useTestApp();

const team = async (session: string) =>
  json<{ data: AgencyTeam }>(await t.call('GET', '/private/agency/team', session)).data;
const readLink = (token: string) => t.call('GET', `/public/agency/invitations/${token}`);
const me = async (session: string) => json<{ data: Me }>(await t.call('GET', '/private/users/me', session)).data;

describe('inviting a colleague', () => {
  it('e-mails a link that shows who invites, the agency and the role, and changes nothing until the click', async () => {
    const agency = await createAgency(t, 'Agencia Sonora');
    const colleague = await createSignedInUser(t.app, t.database, { username: 'Pablo Colega' });

    const sent = await invite(t, agency.session, colleague.email.toUpperCase(), 'viewer');
    expect(sent.statusCode).toBe(201);
    const mail = await lastMailTo(t.database, colleague.email);
    expect(mail?.subject).toBe('Agencia Sonora te invita al equipo de Agencia Sonora');
    expect(mail?.text).toContain('con el permiso «Puede ver»');
    const token = await invitationTokenMailedTo(t, colleague.email);
    expect(await t.database.db.select().from(agencyInvitations).where(eq(agencyInvitations.tokenHash, token))).toEqual(
      [],
    );

    for (let open = 0; open < 2; open += 1) {
      const page = await readLink(token);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(json<{ data: AgencyInvitationView }>(page).data).toEqual({
        agencyName: 'Agencia Sonora',
        invitedBy: 'Agencia Sonora',
        role: 'viewer',
        email: colleague.email,
        hasAccount: true,
      });
    }
    const before = await team(agency.session);
    expect(before.members.map((member) => member.role)).toEqual(['owner']);
    expect(before.invitations).toMatchObject([{ email: colleague.email, role: 'viewer', isExpired: false }]);

    const accepted = await accept(t, token, colleague.session);
    expect(accepted.statusCode).toBe(200);
    const after = await team(agency.session);
    expect(after.members).toMatchObject([
      { userId: agency.id, role: 'owner' },
      { userId: colleague.id, username: 'Pablo Colega', role: 'viewer' },
    ]);
    expect(after.invitations).toEqual([]);
    expect((await me(colleague.session)).agencyRole).toBe('viewer');
    expect((await me(agency.session)).agencyRole).toBe('owner');
  });

  it('answers a second click as the first, with one membership', async () => {
    const agency = await createAgency(t);
    const colleague = await createSignedInUser(t.app, t.database);
    await invite(t, agency.session, colleague.email, 'manager');
    const token = await invitationTokenMailedTo(t, colleague.email);
    const [first, second] = await Promise.all([
      accept(t, token, colleague.session),
      accept(t, token, colleague.session),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await accept(t, token, colleague.session)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(agencyMembers).where(eq(agencyMembers.userId, colleague.id));
    expect(rows).toHaveLength(1);
  });

  it('tells an expired link from an invalid one, and a replaced or revoked invitation is expired', async () => {
    const agency = await createAgency(t);
    const email = uniqueEmail('colega');
    await invite(t, agency.session, email, 'viewer');
    const first = await invitationTokenMailedTo(t, email);
    await invite(t, agency.session, email, 'manager');
    const second = await invitationTokenMailedTo(t, email);

    expect(json<ErrorBody>(await readLink(first)).error).toMatchObject({
      code: 'EXPIRED_LINK',
      message: MESSAGES.expiredLink,
    });
    expect(json<ErrorBody>(await readLink('inventado')).error).toMatchObject({
      code: 'INVALID_LINK',
      message: MESSAGES.invalidLink,
    });
    expect(json<{ data: AgencyInvitationView }>(await readLink(second)).data).toMatchObject({
      role: 'manager',
      hasAccount: false,
    });
    expect((await team(agency.session)).invitations).toMatchObject([{ email, role: 'manager' }]);

    await t.database.db
      .update(agencyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(agencyInvitations.email, email));
    expect(json<ErrorBody>(await readLink(second)).error.code).toBe('EXPIRED_LINK');
    expect((await team(agency.session)).invitations).toMatchObject([{ email, isExpired: true }]);

    const [expired] = (await team(agency.session)).invitations;
    expect((await t.call('DELETE', `/private/agency/invitations/${expired!.id}`, agency.session)).statusCode).toBe(200);
    expect((await team(agency.session)).invitations).toEqual([]);
    expect((await t.call('DELETE', `/private/agency/invitations/${expired!.id}`, agency.session)).statusCode).toBe(404);
  });

  it('lets one of two agencies’ invitations accepted at once through, and refuses the other with 409', async () => {
    const first = await createAgency(t, 'Agencia Uno');
    const second = await createAgency(t, 'Agencia Dos');
    const colleague = await createSignedInUser(t.app, t.database);
    await invite(t, first.session, colleague.email, 'viewer');
    const firstToken = await invitationTokenMailedTo(t, colleague.email);
    await invite(t, second.session, colleague.email, 'manager');
    const secondToken = await invitationTokenMailedTo(t, colleague.email);

    // On PGlite (one connection) the transactions run one after the other, so the second is refused by
    // makeJoinable's read, never reaching the insert. The race itself, where both pass that read and
    // ON CONFLICT (user_id) DO NOTHING turns the unique index's 500 into this 409, is proven on the
    // PostgreSQL server pass: DATABASE_URL=postgres://… npm run test:api (.ci/run runs it).
    const answers = await Promise.all([
      accept(t, firstToken, colleague.session),
      accept(t, secondToken, colleague.session),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(json<ErrorBody>(refused).error.message).toBe(AGENCY_TEAM_MESSAGES.inOtherAgency);
    const rows = await t.database.db.select().from(agencyMembers).where(eq(agencyMembers.userId, colleague.id));
    expect(rows).toHaveLength(1);
    // The one refused is still pending, for after the colleague leaves the other agency.
    const joined = rows[0]!.agencyId === first.id ? first : second;
    const waiting = joined === first ? second : first;
    expect((await team(waiting.session)).invitations).toMatchObject([{ email: colleague.email }]);
    expect((await team(joined.session)).invitations).toEqual([]);
  });

  it('accepts only with the invited address’s own account', async () => {
    const agency = await createAgency(t);
    const invited = uniqueEmail('invitada');
    const someoneElse = await createSignedInUser(t.app, t.database);
    await invite(t, agency.session, invited, 'viewer');
    const refused = await accept(t, await invitationTokenMailedTo(t, invited), someoneElse.session);
    expect(refused.statusCode).toBe(403);
    expect(json<ErrorBody>(refused).error.message).toBe(AGENCY_TEAM_MESSAGES.wrongAccount);
  });

  it('refuses a colleague of another agency, and an agency account with campaigns of its own', async () => {
    const agency = await createAgency(t);
    const other = await createAgency(t);
    const taken = await joinAgency(t, other, 'viewer');
    await invite(t, agency.session, taken.email, 'viewer');
    const inOther = await accept(t, await invitationTokenMailedTo(t, taken.email), taken.session);
    expect(inOther.statusCode).toBe(409);
    expect(json<ErrorBody>(inOther).error.message).toBe(AGENCY_TEAM_MESSAGES.inOtherAgency);

    const busy = await createAgency(t);
    await createCampaignRecord(t.database.db, busy.id);
    await invite(t, agency.session, busy.email, 'manager');
    const own = await accept(t, await invitationTokenMailedTo(t, busy.email), busy.session);
    expect(own.statusCode).toBe(409);
    expect(json<ErrorBody>(own).error.message).toBe(AGENCY_TEAM_MESSAGES.ownAgencyInUse);

    const idle = await createAgency(t);
    await invite(t, agency.session, idle.email, 'manager');
    expect((await accept(t, await invitationTokenMailedTo(t, idle.email), idle.session)).statusCode).toBe(200);
    const [row] = await t.database.db.select({ isAgency: users.isAgency }).from(users).where(eq(users.id, idle.id));
    expect(row?.isAgency).toBe(false);
    expect((await me(idle.session)).agencyRole).toBe('manager');
  });
});

describe('managing the team', () => {
  it('lets a manager invite, change roles and remove colleagues, never the owner', async () => {
    const agency = await createAgency(t);
    const manager = await joinAgency(t, agency, 'manager');
    const viewer = await joinAgency(t, agency, 'viewer');

    expect((await invite(t, manager.session, uniqueEmail(), 'viewer')).statusCode).toBe(201);
    expect((await invite(t, manager.session, viewer.email, 'viewer')).statusCode).toBe(409);
    expect(
      (await t.call('PUT', `/private/agency/members/${viewer.id}`, manager.session, { role: 'manager' })).statusCode,
    ).toBe(200);
    expect((await me(viewer.session)).agencyRole).toBe('manager');

    for (const [method, payload] of [
      ['PUT', { role: 'viewer' }],
      ['DELETE', undefined],
    ] as const) {
      const owner = await t.call(method, `/private/agency/members/${agency.id}`, manager.session, payload);
      expect(owner.statusCode).toBe(403);
      expect(json<ErrorBody>(owner).error.message).toBe(AGENCY_TEAM_MESSAGES.ownerStays);
    }
    expect((await t.call('DELETE', `/private/agency/members/${viewer.id}`, manager.session)).statusCode).toBe(200);
    expect((await team(agency.session)).members.map((member) => member.userId)).toEqual([agency.id, manager.id]);
    expect((await me(viewer.session)).agencyRole).toBeNull();
    expect((await t.call('GET', '/private/agency/team', viewer.session)).statusCode).toBe(404);
  });

  it('shows a viewer the team and refuses every change with a Spanish message', async () => {
    const agency = await createAgency(t);
    const viewer = await joinAgency(t, agency, 'viewer');
    const seen = await team(viewer.session);
    expect(seen.role).toBe('viewer');
    const pending = json<{ data: { id: string } }>(await invite(t, agency.session, uniqueEmail(), 'viewer')).data;
    const other = await joinAgency(t, agency, 'viewer');
    const changes = [
      await invite(t, viewer.session, uniqueEmail(), 'viewer'),
      await t.call('DELETE', `/private/agency/invitations/${pending.id}`, viewer.session),
      await t.call('PUT', `/private/agency/members/${viewer.id}`, viewer.session, { role: 'manager' }),
      await t.call('DELETE', `/private/agency/members/${other.id}`, viewer.session),
    ];
    for (const response of changes) {
      expect(response.statusCode).toBe(403);
      expect(json<ErrorBody>(response).error.message).toBe(AGENCY_TEAM_MESSAGES.viewerCannotChange);
    }
  });

  it('lets any colleague leave by themselves, a viewer too, but not the owner', async () => {
    const agency = await createAgency(t);
    const viewer = await joinAgency(t, agency, 'viewer');
    const manager = await joinAgency(t, agency, 'manager');
    expect((await me(viewer.session)).agencyRole).toBe('viewer');

    for (const colleague of [viewer, manager]) {
      const left = await t.call('DELETE', `/private/agency/members/${colleague.id}`, colleague.session);
      expect(left.statusCode).toBe(200);
      expect((await me(colleague.session)).agencyRole).toBeNull();
      expect((await t.call('GET', '/private/agency/team', colleague.session)).statusCode).toBe(404);
      // A second click finds no agency to leave.
      const again = await t.call('DELETE', `/private/agency/members/${colleague.id}`, colleague.session);
      expect([again.statusCode, json<ErrorBody>(again).error.message]).toEqual([404, AGENCY_TEAM_MESSAGES.noAgency]);
    }
    expect((await team(agency.session)).members.map((member) => member.userId)).toEqual([agency.id]);

    const owner = await t.call('DELETE', `/private/agency/members/${agency.id}`, agency.session);
    expect([owner.statusCode, json<ErrorBody>(owner).error.message]).toEqual([403, AGENCY_TEAM_MESSAGES.ownerStays]);
    expect((await me(agency.session)).agencyRole).toBe('owner');
  });

  it('answers 404 to a user with no agency, and to another agency’s ids', async () => {
    const nobody = await createSignedInUser(t.app, t.database);
    for (const [method, url, payload] of [
      ['GET', '/private/agency/team', undefined],
      ['POST', '/private/agency/invitations', { email: uniqueEmail(), role: 'viewer' }],
      ['DELETE', `/private/agency/invitations/${nobody.id}`, undefined],
      ['PUT', `/private/agency/members/${nobody.id}`, { role: 'viewer' }],
      ['DELETE', `/private/agency/members/${nobody.id}`, undefined],
    ] as const) {
      const response = await t.call(method, url, nobody.session, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(json<ErrorBody>(response).error.message).toBe(AGENCY_TEAM_MESSAGES.noAgency);
    }
    expect((await me(nobody.session)).agencyRole).toBeNull();

    const agency = await createAgency(t);
    const other = await createAgency(t);
    const theirs = await joinAgency(t, other, 'viewer');
    await invite(t, other.session, uniqueEmail(), 'viewer');
    const [theirInvitation] = (await team(other.session)).invitations;
    expect(
      (await t.call('DELETE', `/private/agency/invitations/${theirInvitation!.id}`, agency.session)).statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', `/private/agency/members/${theirs.id}`, agency.session)).statusCode).toBe(404);
    expect(
      (await t.call('PUT', `/private/agency/members/${theirs.id}`, agency.session, { role: 'manager' })).statusCode,
    ).toBe(404);
    expect((await team(other.session)).members.map((member) => member.userId)).toContain(theirs.id);
  });

  it('refuses a bad address or role with a Spanish message', async () => {
    const agency = await createAgency(t);
    const bad = await t.call('POST', '/private/agency/invitations', agency.session, {
      email: 'no-es-correo',
      role: 'jefe',
    });
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).error.fields?.map((field) => field.message)).toEqual(
      expect.arrayContaining([MESSAGES.invalidEmail]),
    );
    expect((await invite(t, agency.session, agency.email, 'viewer')).statusCode).toBe(409);
  });
});
