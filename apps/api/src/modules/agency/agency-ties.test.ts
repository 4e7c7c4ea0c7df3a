import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AGENCY_TEAM_MESSAGES, type CampaignList, type Me } from '@patrocina/domain';
import { agencyMembers, users } from '../../db/schema';
import { json, useTestApp, type ErrorBody } from '../../../test/app';
import { createCampaignRecord } from '../../../test/factories';
import { accept, createAgency, invitationTokenMailedTo, invite, joinAgency } from './agency.test-support';

const t = useTestApp();

const listed = async (session: string) =>
  json<{ data: CampaignList }>(await t.call('GET', '/private/campaigns', session)).data.campaigns.map(({ id }) => id);
const flag = (session: string, isAgency: boolean) => t.call('PATCH', '/private/users/me', session, { isAgency });
const messageOf = (response: LightMyRequestResponse) => json<ErrorBody>(response).error.message;
const roleOf = async (session: string) =>
  json<{ data: Me }>(await t.call('GET', '/private/users/me', session)).data.agencyRole;

/** What holds a colleague to an agency ends with the agency: no one acts for a ghost (issue 23). */
describe('an agency’s ties to its colleagues', () => {
  it('keeps the flag while there is a team, and keeps a colleague from becoming an agency', async () => {
    const agency = await createAgency(t);
    const colleague = await joinAgency(t, agency, 'manager');

    const off = await flag(agency.session, false);
    expect([off.statusCode, messageOf(off)]).toEqual([409, AGENCY_TEAM_MESSAGES.flagOffWithTeam]);
    const on = await flag(colleague.session, true);
    expect([on.statusCode, messageOf(on)]).toEqual([409, AGENCY_TEAM_MESSAGES.flagOnAsColleague]);
    expect((await flag(agency.session, true)).statusCode).toBe(200);
  });

  it('ends every colleague’s access when the agency stops being one, and its links with it', async () => {
    const agency = await createAgency(t);
    const colleague = await joinAgency(t, agency, 'manager');
    const campaign = await createCampaignRecord(t.database.db, agency.id);
    await invite(t, agency.session, 'tarde@example.com', 'viewer');
    // Read twice: the second answer comes from the read caches.
    for (let twice = 0; twice < 2; twice += 1) {
      expect(await listed(colleague.session)).toContain(campaign.id);
      expect(await roleOf(colleague.session)).toBe('manager');
    }

    // The flag gone however it went (an admin's change in the database, an old row): the team's ties no
    // longer open anything. (The app itself refuses to drop the flag while there is a team, above.)
    await t.database.db.update(users).set({ isAgency: false }).where(eq(users.id, agency.id));
    await t.app.readCaches.sync();

    // The agency's row dropped its colleagues' cached account and lists (migration 0031).
    expect(await roleOf(colleague.session)).toBeNull();
    expect(await listed(colleague.session)).toEqual([]);
    expect((await t.call('GET', `/private/campaigns/${campaign.id}`, colleague.session)).statusCode).toBe(404);
    const link = await t.call(
      'GET',
      `/public/agency/invitations/${await invitationTokenMailedTo(t, 'tarde@example.com')}`,
    );
    expect(link.statusCode).toBe(400);
  });

  it('leaves no membership and no open invitation behind when the agency deletes its account', async () => {
    const agency = await createAgency(t);
    const colleague = await joinAgency(t, agency, 'viewer');
    const sent = await invite(t, agency.session, 'pendiente@example.com', 'viewer');
    expect(sent.statusCode).toBe(201);
    const token = await invitationTokenMailedTo(t, 'pendiente@example.com');
    for (let twice = 0; twice < 2; twice += 1) expect(await roleOf(colleague.session)).toBe('viewer');

    const deleted = await t.call('DELETE', '/private/users/me', agency.session, { password: agency.password });
    expect(deleted.statusCode).toBe(200);

    // The membership's end (0030's trigger) dropped the colleague's cached account before the answer.
    expect(await roleOf(colleague.session)).toBeNull();
    expect(await t.database.db.select().from(agencyMembers).where(eq(agencyMembers.userId, colleague.id))).toEqual([]);
    expect((await t.call('GET', '/private/agency/team', colleague.session)).statusCode).toBe(404);
    expect((await t.call('GET', `/public/agency/invitations/${token}`)).statusCode).toBe(400);
    // Free to join another agency.
    const next = await createAgency(t, 'Agencia Nueva');
    await invite(t, next.session, colleague.email, 'manager');
    const joined = await accept(t, await invitationTokenMailedTo(t, colleague.email), colleague.session);
    expect(joined.statusCode).toBe(200);
  });
});
