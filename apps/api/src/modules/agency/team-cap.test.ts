import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AGENCY_TEAM_MESSAGES, MAX_AGENCY_COLLEAGUES, type AgencyTeam } from '@patrocina/domain';
import { agencyInvitations, agencyMembers, users } from '../../db/schema';
import { json, uniqueEmail, useTestApp, type ErrorBody } from '../../../test/app';
import { createSignedInUser, type SignedIn } from '../../../test/factories';
import { accept, createAgency, invitationTokenMailedTo, invite } from './agency.test-support';

const t = useTestApp();

/** Colleagues added straight to the table, as many as asked, so the team is near its cap. */
async function addColleagues(agency: SignedIn, howMany: number) {
  const rows = await t.database.db
    .insert(users)
    .values(Array.from({ length: howMany }, () => ({ email: uniqueEmail('colega'), username: 'Colega de Prueba' })))
    .returning({ id: users.id });
  await t.database.db
    .insert(agencyMembers)
    .values(
      rows.map((row) => ({ agencyId: agency.id, userId: row.id, role: 'viewer' as const, invitedBy: agency.id })),
    );
  return rows;
}

const team = async (session: string) =>
  json<{ data: AgencyTeam }>(await t.call('GET', '/private/agency/team', session)).data;

describe('the cap on an agency’s colleagues', () => {
  it('counts colleagues and open invitations, refusing one more invitation with 409', async () => {
    const agency = await createAgency(t);
    await addColleagues(agency, MAX_AGENCY_COLLEAGUES - 1);
    const last = uniqueEmail('ultima');
    expect((await invite(t, agency.session, last, 'viewer')).statusCode).toBe(201);

    const refused = await invite(t, agency.session, uniqueEmail('sobra'), 'manager');
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).error.message).toBe(AGENCY_TEAM_MESSAGES.teamFull);
    expect(AGENCY_TEAM_MESSAGES.teamFull).toBe(
      'Tu agencia ya tiene 50 colegas: quita a alguien antes de invitar a otra persona.',
    );
    expect((await team(agency.session)).invitations.map((item) => item.email)).toEqual([last]);

    // Sending the same address again replaces its invitation and takes no second seat.
    expect((await invite(t, agency.session, last, 'manager')).statusCode).toBe(201);
    // An expired invitation can no longer be accepted, so its seat is free.
    await t.database.db
      .update(agencyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(agencyInvitations.email, last));
    expect((await invite(t, agency.session, uniqueEmail('otra'), 'viewer')).statusCode).toBe(201);
  });

  it('refuses an acceptance that would pass the cap, and lets it through once someone leaves', async () => {
    const agency = await createAgency(t);
    const present = await addColleagues(agency, MAX_AGENCY_COLLEAGUES - 1);
    const invited = await createSignedInUser(t.app, t.database);
    expect((await invite(t, agency.session, invited.email, 'viewer')).statusCode).toBe(201);
    const token = await invitationTokenMailedTo(t, invited.email);
    // An invitation sent before the cap existed filled the last seat meanwhile.
    await addColleagues(agency, 1);

    const refused = await accept(t, token, invited.session);
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).error.message).toBe(AGENCY_TEAM_MESSAGES.agencyFull);
    expect(await t.database.db.select().from(agencyMembers).where(eq(agencyMembers.userId, invited.id))).toEqual([]);

    const removed = await t.call('DELETE', `/private/agency/members/${present[0]!.id}`, agency.session);
    expect(removed.statusCode).toBe(200);
    expect((await accept(t, token, invited.session)).statusCode).toBe(200);
    expect((await team(agency.session)).members).toHaveLength(MAX_AGENCY_COLLEAGUES + 1);
  });
});
