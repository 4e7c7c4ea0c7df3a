import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '@patrocina/domain';
import { campaigns } from '../../db/schema';
import { json, type ErrorBody } from '../../../test/app';
import {
  buildCampaignInput,
  createFileRecord,
  createPodcast,
  createSignedInUser,
  createUser,
} from '../../../test/factories';
import { t, type CampaignBody, create, fieldMessages, setUpTestApp } from './campaign-calls.test-support';

setUpTestApp();

describe('creating a campaign', () => {
  it('creates it pending review, with the derived flags computed on the server', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const response = await create(
      advertiser.session,
      buildCampaignInput({ whom: { audiences: [] }, how: { brandingActions: [] } }),
    );
    expect(response.statusCode).toBe(201);
    const campaign = json<CampaignBody>(response).data;
    expect(campaign).toMatchObject({
      status: 'CONFIGURING',
      substatus: 'PENDING_REVIEW',
      role: 'owner',
      generalist: true,
      optimum: true,
      isDeletable: true,
      paused: false,
    });
    expect(campaign.how).toMatchObject({ budget: 1_500 });
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row).toMatchObject({ ownerId: advertiser.id, budgetCents: 150_000, agentId: null });
  });

  it('ignores flags the client sends by refusing them, and recomputes them on every save', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const input = buildCampaignInput();
    const withFlags = await create(advertiser.session, { ...input, generalist: true, optimum: true });
    expect(withFlags.statusCode).toBe(400);

    const created = json<CampaignBody>(await create(advertiser.session, input)).data;
    expect(created).toMatchObject({ generalist: false, optimum: false });
    const patched = await t.call('PATCH', `/private/campaigns/${created.id}`, advertiser.session, {
      whom: { ...input.whom, audiences: [] },
    });
    expect(patched.statusCode).toBe(200);
    expect(json<CampaignBody>(patched).data).toMatchObject({ generalist: true, optimum: false });
  });

  it.each([
    ['owner', { what: { ...buildCampaignInput().what, ownerId: '00000000-0000-4000-8000-000000000000' } }],
    ['status', { status: 'IN_PROGRESS' }],
    ['substatus', { substatus: 'FINISHED' }],
    ['agent', { agentId: '00000000-0000-4000-8000-000000000000' }],
    ['prices', { how: { ...buildCampaignInput().how, advertiserRate: 10 } }],
    ['commission', { commission: 0 }],
  ])('refuses a field a user must not set: %s', async (_name, extra) => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const response = await create(advertiser.session, { ...buildCampaignInput(), ...extra });
    expect(response.statusCode).toBe(400);
    expect(await t.database.db.select().from(campaigns).where(eq(campaigns.ownerId, advertiser.id))).toHaveLength(0);
  });

  it('refuses a budget under 500 € and one with cents', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const low = await create(advertiser.session, buildCampaignInput({ how: { budget: 499 } }));
    expect(low.statusCode).toBe(400);
    expect(fieldMessages(low)).toContain(CAMPAIGN_MESSAGES.budgetMin);
    const cents = await create(advertiser.session, buildCampaignInput({ how: { budget: 500.5 } }));
    expect(fieldMessages(cents)).toContain(CAMPAIGN_MESSAGES.budgetWhole);
    expect((await create(advertiser.session, buildCampaignInput({ how: { budget: 500 } }))).statusCode).toBe(201);
  });

  it('takes up to five suggested podcasts from the catalogue and refuses six or an unknown one', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const shows = await Promise.all(Array.from({ length: 6 }, () => createPodcast(t.database.db)));
    const ids = shows.map((show) => show.id);
    const six = await create(advertiser.session, buildCampaignInput({ how: { podcastsSelected: ids } }));
    expect(six.statusCode).toBe(400);
    expect(fieldMessages(six)).toContain(CAMPAIGN_MESSAGES.tooManyPodcasts);

    const unknown = await create(
      advertiser.session,
      buildCampaignInput({ how: { podcastsSelected: ['00000000-0000-4000-8000-000000000000'] } }),
    );
    expect(unknown.statusCode).toBe(400);

    const five = await create(advertiser.session, buildCampaignInput({ how: { podcastsSelected: ids.slice(0, 5) } }));
    expect(five.statusCode).toBe(201);
    expect(json<CampaignBody>(five).data).toMatchObject({ optimum: false, how: { podcastsSelected: ids.slice(0, 5) } });
  });

  it('refuses a URL that is not http or https, also for the banner', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const bad = await create(advertiser.session, buildCampaignInput({ what: { url: 'javascript:alert(1)' } }));
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(bad)).toContain('Url no válida');
    const banner = await create(advertiser.session, buildCampaignInput({ how: { bannerUrl: 'cafearoma' } }));
    expect(fieldMessages(banner)).toContain('Url no válida');
  });

  it('asks for the spot when the coverage action is the spot, and takes the advertiser’s own spot', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const missing = await create(advertiser.session, buildCampaignInput({ how: { coverageAction: 'SPOT' } }));
    expect(missing.statusCode).toBe(400);
    expect(fieldMessages(missing)).toContain('Debes adjuntar la cuña');

    const spot = await createFileRecord(t.database.db, advertiser.id, 'spot');
    const banner = await createFileRecord(t.database.db, advertiser.id, 'banner');
    const briefing = await createFileRecord(t.database.db, advertiser.id, 'briefing');
    const ok = await create(
      advertiser.session,
      buildCampaignInput({
        what: { briefing: '', briefingFileId: briefing.id },
        how: {
          coverageAction: 'SPOT',
          spotFileId: spot.id,
          bannerFileId: banner.id,
          bannerUrl: 'https://cafearoma.es/otono',
        },
      }),
    );
    expect(ok.statusCode).toBe(201);
  });

  it('asks for a briefing text or document, and for both dates of a range in order', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    expect(fieldMessages(await create(advertiser.session, buildCampaignInput({ what: { briefing: '' } })))).toContain(
      CAMPAIGN_MESSAGES.briefingRequired,
    );
    expect(
      fieldMessages(await create(advertiser.session, buildCampaignInput({ how: { approximateDate: 'DATE_RANGE' } }))),
    ).toContain(CAMPAIGN_MESSAGES.datesRequired);
    expect(
      fieldMessages(
        await create(
          advertiser.session,
          buildCampaignInput({ how: { approximateDate: 'DATE_RANGE', fromDate: '2027-03-10', toDate: '2027-03-01' } }),
        ),
      ),
    ).toContain(CAMPAIGN_MESSAGES.endBeforeStart);
  });

  it('refuses someone else’s file, and a file of the wrong kind', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const stranger = await createUser(t.database.db);
    const theirs = await createFileRecord(t.database.db, stranger.id, 'spot');
    const foreign = await create(
      advertiser.session,
      buildCampaignInput({ how: { coverageAction: 'SPOT', spotFileId: theirs.id } }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(json<ErrorBody>(foreign).error.fields?.[0]?.path).toBe('how.spotFileId');

    const image = await createFileRecord(t.database.db, advertiser.id, 'podcast-header');
    const wrongKind = await create(advertiser.session, buildCampaignInput({ how: { bannerFileId: image.id } }));
    expect(wrongKind.statusCode).toBe(400);
  });

  it('answers the same campaign to a second submit with the same Idempotency-Key, and makes two without one', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const headers = { 'idempotency-key': 'wizard-0f3c9a2b-submit' };
    const first = await create(advertiser.session, buildCampaignInput(), headers);
    const second = await create(advertiser.session, buildCampaignInput(), headers);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(json<CampaignBody>(second).data.id).toBe(json<CampaignBody>(first).data.id);

    // Another user's identical key is theirs alone.
    const other = await createSignedInUser(t.app, t.database);
    expect((await create(other.session, buildCampaignInput(), headers)).statusCode).toBe(201);

    await create(advertiser.session, buildCampaignInput());
    await create(advertiser.session, buildCampaignInput());
    expect(await t.database.db.select().from(campaigns).where(eq(campaigns.ownerId, advertiser.id))).toHaveLength(3);

    expect((await create(advertiser.session, buildCampaignInput(), { 'idempotency-key': 'no' })).statusCode).toBe(400);
  });
});
