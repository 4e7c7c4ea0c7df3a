import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, type WorkroomPage } from '@patrocina/domain';
import { campaigns } from '../../db/schema';
import { json, type ErrorBody } from '../../../test/app';
import { createCampaignRecord, createPodcast, createProposalEntry, createSignedInUser } from '../../../test/factories';
import { agent, send, setUpTestApp, t, thread } from './workroom.test-support';

setUpTestApp();

describe('the workroom lists', () => {
  it('lists the threads with messages, sorted by date or campaign, filtered by pending and active, paged', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const made = [];
    for (const [brand, name] of [
      ['Zeta', 'Bravo'],
      ['Alfa', 'Charlie'],
      ['Media', 'Alfa'],
    ]) {
      const podcaster = await createSignedInUser(t.app, t.database);
      const podcast = await createPodcast(t.database.db, { ownerId: podcaster.id, title: `Podcast de ${name}` });
      const campaign = await createCampaignRecord(t.database.db, advertiser.id, {
        substatus: 'PENDING_RESPONSE',
        agentId: agent.id,
        brand: brand!,
      });
      await t.database.db.update(campaigns).set({ name: name! }).where(eq(campaigns.id, campaign.id));
      await createProposalEntry(t.database.db, campaign.id, podcast.id);
      made.push({ podcaster, campaign, path: `/private/campaigns/${campaign.id}/podcasts/${podcast.id}/messages` });
    }
    const [bravo, charlie, alfa] = made as [(typeof made)[number], (typeof made)[number], (typeof made)[number]];
    await send(bravo.path, advertiser.session, 'Hola Bravo');
    await send(charlie.path, advertiser.session, 'Hola Charlie');
    await send(charlie.path, charlie.podcaster.session, 'Respuesta de Charlie');
    await send(alfa.path, advertiser.session, 'Hola Alfa');
    await t.database.db
      .update(campaigns)
      .set({ status: 'FINISHED', substatus: 'FINISHED' })
      .where(eq(campaigns.id, alfa.campaign.id));

    const list = async (query: string) =>
      json<{ data: WorkroomPage }>(
        await t.call('GET', `/private/campaigns/latests-messages${query}`, advertiser.session),
      ).data;
    const byDate = await list('');
    expect(byDate.items.map((item) => item.campaign.name)).toEqual(['Alfa', 'Charlie', 'Bravo']);
    expect(byDate.total).toBe(3);
    expect(byDate.items[1]).toMatchObject({
      unread: 1,
      pending: true,
      lastMessage: { body: 'Respuesta de Charlie', fromMe: false, author: charlie.podcaster.username },
    });
    expect(byDate.items[2]).toMatchObject({ unread: 0, pending: false, lastMessage: { fromMe: true } });

    expect((await list('?sort=campaign')).items.map((item) => item.campaign.name)).toEqual([
      'Alfa',
      'Bravo',
      'Charlie',
    ]);
    expect((await list('?show=pending')).items.map((item) => item.campaign.name)).toEqual(['Charlie']);
    expect((await list('?state=active')).items.map((item) => item.campaign.name)).toEqual(['Charlie', 'Bravo']);
    expect((await list(`?campaignId=${bravo.campaign.id}`)).items.map((item) => item.campaign.name)).toEqual(['Bravo']);
    expect(await list('?page=2')).toMatchObject({ items: [], page: 2 });
    expect((await t.call('GET', '/private/campaigns/latests-messages?sort=azar', advertiser.session)).statusCode).toBe(
      400,
    );

    // The podcaster sees their one thread; the agent sees the three in the agents' list.
    expect((await list('')).items).toHaveLength(3);
    const podcasterList = json<{ data: WorkroomPage }>(
      await t.call('GET', '/private/campaigns/latests-messages', bravo.podcaster.session),
    ).data;
    expect(podcasterList.items.map((item) => item.campaign.name)).toEqual(['Bravo']);
    const agentList = json<{ data: WorkroomPage }>(
      await t.call('GET', `/private/campaigns/latests-agent-messages?campaignId=${charlie.campaign.id}`, agent.session),
    ).data;
    expect(agentList.items).toHaveLength(1);
    expect(agentList.items[0]).toMatchObject({ unread: 2 });
  });

  it('lists one campaign’s threads even before their first message, so its mail icon leads somewhere', async () => {
    const { advertiser, campaign } = await thread();
    const page = json<{ data: WorkroomPage }>(
      await t.call('GET', `/private/campaigns/latests-messages?campaignId=${campaign.id}`, advertiser.session),
    ).data;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      lastMessage: null,
      unread: 0,
      pending: false,
      podcast: { title: 'Modo Cooperativo' },
    });
    const pendingOnly = json<{ data: WorkroomPage }>(
      await t.call(
        'GET',
        `/private/campaigns/latests-messages?campaignId=${campaign.id}&show=pending`,
        advertiser.session,
      ),
    ).data;
    expect(pendingOnly.items).toEqual([]);
    // Without a campaign, the list holds conversations, not empty threads.
    const all = json<{ data: WorkroomPage }>(
      await t.call('GET', '/private/campaigns/latests-messages', advertiser.session),
    ).data;
    expect(all.items).toEqual([]);
  });

  it('keeps the agents list for agents', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const response = await t.call('GET', '/private/campaigns/latests-agent-messages', advertiser.session);
    expect(response.statusCode).toBe(403);
    expect(json<ErrorBody>(response).error.message).toBe(CHAT_MESSAGES.agentsOnly);
  });
});
