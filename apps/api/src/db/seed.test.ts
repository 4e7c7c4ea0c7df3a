import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionCostCents,
  CAMPAIGN_SUBSTATUSES,
  createSheetBrandingSchema,
  minimumRateEuros,
  podcastRunStatus,
  PROPOSAL_ACTIONS,
  publicPodcastSchema,
  sheetAudienceSchema,
  sheetProfileSchema,
  slugify,
  addDays,
  todayInMadrid,
  type ListenMilestone,
  type Me,
  type CampaignList,
} from '@patrocina/domain';
import { bearer, createTestApp, json, testConfig, useTestDatabase } from '../../test/app';
import { buildActor } from '../../test/factories';
import { createClock } from '../lib/clock';
import { getCampaignReport, listHiredCampaigns } from '../modules/actions';
import { createLocalStorage } from '../storage/local-storage';
import { CAMPAIGNS } from './demo/campaign-briefs';
import { generateCatalogue } from './demo/catalogue';
import { listPodcasterCampaigns } from '../modules/proposals';
import { countUnread, listWorkroom } from '../modules/workroom';
import {
  actionListens,
  campaignActions,
  campaignPodcasts,
  campaigns,
  chatMessages,
  files,
  mailOutbox,
  podcastSheets,
  podcasts,
  representations,
  users,
} from './schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './seed';

const database = useTestDatabase();
let seeded: unknown;
const filesDir = mkdtempSync(path.join(tmpdir(), 'patrocina-seed-'));
const storage = createLocalStorage(filesDir);
// In the set-up, whose time limit is the longer one: seeding drives some three hundred service calls.
beforeAll(async () => {
  seeded = await seedDemoData(database.db, { config: testConfig(), storage });
});
afterAll(() => {
  rmSync(filesDir, { recursive: true, force: true });
});

describe('demo data', () => {
  it('generates the same catalogue every time, with unique slugs', () => {
    const catalogue = generateCatalogue();
    expect(generateCatalogue()).toEqual(catalogue);
    expect(catalogue.length).toBeGreaterThanOrEqual(200);
    expect(new Set(catalogue.map((show) => slugify(show.title))).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((show) => show.categories[0])).size).toBeGreaterThanOrEqual(15);
  });

  it('loads the accounts and a catalogue where every podcast has an owner, once', async () => {
    expect(seeded).toEqual(DEMO_ACCOUNTS);
    expect(await seedDemoData(database.db, { config: testConfig(), storage })).toEqual([]);

    const [{ total } = { total: 0 }] = await database.db.select({ total: sql<number>`count(*)::int` }).from(podcasts);
    expect(total).toBe(generateCatalogue().length);
    // Every show has its own drawn cover, never initials.
    expect(await database.db.$count(podcasts, isNull(podcasts.coverFileId))).toBe(0);
    expect(await database.db.selectDistinct({ id: podcasts.coverFileId }).from(podcasts)).toHaveLength(total);
    expect(await database.db.select().from(podcasts).where(isNull(podcasts.ownerId))).toEqual([]);

    const [podcaster] = await database.db.select().from(users).where(eq(users.email, 'podcaster@example.com'));
    const own = await database.db.select().from(podcasts).where(eq(podcasts.ownerId, podcaster!.id));
    expect(own).toHaveLength(3);
    expect(own.every((show) => show.author === podcaster!.username)).toBe(true);

    // The representative accepted the invitation to manage one show and filled in its sheet; the
    // podcaster filled in another; the third is left for the sheet's wizard. Each with their own images.
    const [representative] = await database.db.select().from(users).where(eq(users.email, 'representante@example.com'));
    const [managed] = await database.db
      .select()
      .from(representations)
      .where(and(eq(representations.managerId, representative!.id), eq(representations.status, 'ACCEPTED')));
    expect(managed).toMatchObject({ ownerId: podcaster!.id, managerEmail: representative!.email });
    const ownSheets = await database.db
      .select()
      .from(podcastSheets)
      .where(
        inArray(
          podcastSheets.podcastId,
          own.map((show) => show.id),
        ),
      );
    const filledBy = new Map(ownSheets.map((sheet) => [sheet.podcastId, sheet.termsAcceptedBy]));
    expect([...filledBy.values()].sort()).toEqual([podcaster!.id, representative!.id].sort());
    expect(filledBy.get(managed!.podcastId)).toBe(representative!.id);
    for (const sheet of ownSheets) {
      expect(sheet.completedAt).not.toBeNull();
      expect(sheet.profile!.presenters[0]!.name).toBe(podcaster!.username);
      const [header] = await database.db.select().from(files).where(eq(files.id, sheet.profile!.headerImageId));
      expect(header!.ownerId).toBe(sheet.termsAcceptedBy);
    }
  });

  it('ends each demo campaign where its brief says: every substatus for the advertiser and the agency, proposals within budget at or above each minimum price', async () => {
    const accounts = await database.db.select().from(users);
    const idOf = (email: string) => accounts.find((account) => account.email === email)!.id;
    const rows = await database.db.select().from(campaigns);
    for (const owner of ['anunciante@example.com', 'agencia@example.com']) {
      const own = rows.filter((row) => row.ownerId === idOf(owner));
      expect(new Set(own.map((row) => row.substatus))).toEqual(new Set(CAMPAIGN_SUBSTATUSES));
    }
    expect(
      new Set(rows.filter((row) => row.ownerId === idOf('agencia@example.com')).map((row) => row.brand)).size,
    ).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.pausedAt && !row.unpauseRequestedAt)).not.toHaveLength(0);
    expect(rows.filter((row) => row.pausedAt && row.unpauseRequestedAt)).not.toHaveLength(0);
    expect(rows.filter((row) => row.agentId === idOf('gestor@example.com')).length).toBeGreaterThanOrEqual(2);

    // Each campaign ended where its brief says, reached through the services.
    for (const spec of CAMPAIGNS) {
      const row = rows.find((campaign) => campaign.brand === spec.brand && campaign.name === spec.name)!;
      expect(row.substatus, spec.name).toBe(spec.substatus);
      expect(row.ownerId, spec.name).toBe(idOf(`${spec.owner}@example.com`));
      expect(row.agentId !== null, spec.name).toBe(spec.managed === true);
      expect(row.pausedAt !== null, spec.name).toBe(spec.paused !== undefined);
    }

    const entries = await database.db.select().from(campaignPodcasts);
    const sheets = new Map((await database.db.select().from(podcastSheets)).map((sheet) => [sheet.podcastId, sheet]));
    for (const campaign of rows) {
      expect(campaign.budgetCents % 100).toBe(0);
      expect(campaign.budgetCents).toBeGreaterThanOrEqual(50_000);
      const proposal = entries.filter((entry) => entry.campaignId === campaign.id);
      if (campaign.substatus === 'PENDING_REVIEW') {
        expect([campaign.publishedAt, proposal]).toEqual([null, []]);
        continue;
      }
      expect(campaign.publishedAt).not.toBeNull();
      expect(proposal.length).toBeGreaterThanOrEqual(3);
      expect(proposal.length).toBeLessThanOrEqual(6);
      const total = proposal.reduce((sum, entry) => sum + actionCostCents(entry, entry.advertiserRatesCents), 0);
      expect(total).toBeLessThanOrEqual(campaign.budgetCents);
      for (const entry of proposal) {
        const prices = sheets.get(entry.podcastId)?.branding?.actions;
        if (!prices) continue;
        for (const action of PROPOSAL_ACTIONS) {
          if (entry[action] === 0) continue;
          expect(entry.advertiserRatesCents[action]).toBeGreaterThanOrEqual(minimumRateEuros(action, prices)! * 100);
        }
      }
    }

    // The demo podcaster's ready show in every stage of a podcaster's proposals; the represented show in one.
    const podcaster = buildActor({ id: idOf('podcaster@example.com'), email: 'podcaster@example.com' });
    const own = await listPodcasterCampaigns(database.db, podcaster, 'owner');
    expect(new Set(own.campaigns.map((row) => row.podcasterStatus))).toEqual(
      new Set(['UNANSWERED', 'ACCEPTED', 'ACTION_DATES_PENDING', 'IN_PROGRESS', 'FINISHED', 'EXPIRED']),
    );
    expect(own.counts.CONFIGURING * own.counts.IN_PROGRESS * own.counts.FINISHED).toBeGreaterThan(0);
    const represented = await listPodcasterCampaigns(
      database.db,
      buildActor({ id: idOf('representante@example.com'), email: 'representante@example.com' }),
      'owner-or-representative',
    );
    expect(represented.campaigns.map((row) => row.role)).toEqual(['representative']);
  });

  it('runs the paid campaigns as the rules would: actions per count, statuses from their dates, listens, clicks and a finished report', async () => {
    const today = todayInMadrid();
    const paid = (await database.db.select().from(campaigns)).filter((row) =>
      ['PENDING_DATES', 'IN_PROGRESS', 'FINISHED'].includes(row.substatus),
    );
    const picked = (await database.db.select().from(campaignPodcasts)).filter(
      (entry) => entry.picked && paid.some((row) => row.id === entry.campaignId),
    );
    const actions = await database.db.select().from(campaignActions);
    const listens = await database.db.select().from(actionListens);
    // The days are real: the brief's range from the day of seeding; each episode recorded on the day it
    // aired; a finished campaign closed on the day its last 31-day listens were reported.
    for (const campaign of paid) {
      const spec = CAMPAIGNS.find((brief) => brief.name === campaign.name)!;
      const range = spec.dates as { from: number; to: number };
      expect([campaign.startsOn, campaign.endsOn], campaign.name).toEqual([
        addDays(today, range.from),
        addDays(today, range.to),
      ]);
      const aired = actions.filter((action) => action.campaignId === campaign.id && action.recordedAt);
      for (const action of aired) expect(todayInMadrid(action.recordedAt!)).toBe(action.publishedOn);
      if (campaign.substatus === 'FINISHED') {
        const last = aired
          .map((action) => action.publishedOn!)
          .sort()
          .at(-1)!;
        expect(todayInMadrid(campaign.finishedAt!), campaign.name).toBe(addDays(last, 31));
      }
    }
    for (const entry of picked) {
      const own = actions.filter((action) => action.campaignPodcastId === entry.id);
      expect(own.length).toBe(PROPOSAL_ACTIONS.reduce((sum, kind) => sum + entry[kind], 0));
      const steps = own.map((action) => ({
        plannedOn: action.plannedOn,
        publishedOn: action.recordedAt ? action.publishedOn : null,
        reported: listens.filter((row) => row.actionId === action.id).map((row) => row.milestone as ListenMilestone),
      }));
      expect(podcastRunStatus(steps, today), entry.id).toBe(entry.status);
    }
    expect(new Set(picked.map((entry) => entry.status))).toEqual(
      new Set(['ACTION_DATES_PENDING', 'IN_PROGRESS', 'EXPIRED_ACTION', 'FINISHED']),
    );

    // The advertiser's finished campaign has a full report to show; the podcaster has listens to report.
    const accounts = await database.db.select().from(users);
    const advertiser = accounts.find((account) => account.email === 'anunciante@example.com')!;
    const finished = paid.find((row) => row.ownerId === advertiser.id && row.substatus === 'FINISHED')!;
    const report = await getCampaignReport(
      { db: database.db, config: testConfig(), clock: createClock() },
      buildActor(advertiser),
      finished.id,
    );
    expect(report.totals.recorded).toBe(report.totals.actions);
    expect(report.totals.milestones.every((milestone) => milestone.total > 0)).toBe(true);
    expect(report.totals.clicks).toBeGreaterThan(0);
    const podcaster = accounts.find((account) => account.email === 'podcaster@example.com')!;
    const hired = await listHiredCampaigns(
      { db: database.db, config: testConfig(), clock: createClock() },
      buildActor(podcaster),
    );
    expect(new Set(hired.campaigns.map((row) => row.nextStep))).toEqual(
      new Set(['PLAN_DATES', 'REPORT_LISTENS', 'DONE']),
    );
  });

  it('starts a workroom conversation between the demo advertiser, podcaster and agent, the messages after each one’s own unread', async () => {
    const accounts = await database.db.select().from(users);
    const idOf = (email: string) => accounts.find((account) => account.email === email)!.id;
    const query = { sort: 'date', show: 'all', state: 'all', page: 1 } as const;
    const advertiserThreads = await listWorkroom(database.db, idOf('anunciante@example.com'), 'party', query);
    expect(advertiserThreads.items.map((thread) => `${thread.campaign.brand} · ${thread.campaign.name}`)).toEqual([
      'Café Aroma · Tueste de invierno',
    ]);
    expect(advertiserThreads.items[0]).toMatchObject({ unread: 1, pending: true });
    expect((await listWorkroom(database.db, idOf('podcaster@example.com'), 'party', query)).items).toHaveLength(1);
    // The agent also runs «Tarifa familiar»: its three hosts' reads were sent and approved (issue 20),
    // two events in each thread, unread by the agent.
    const agentThreads = (await listWorkroom(database.db, idOf('gestor@example.com'), 'agent', query)).items;
    expect(agentThreads.map((thread) => thread.campaign.name).sort()).toEqual([
      'Tarifa familiar',
      'Tarifa familiar',
      'Tarifa familiar',
      'Tueste de invierno',
    ]);
    expect(await countUnread(database.db, idOf('podcaster@example.com'))).toBe(2);
    expect(await countUnread(database.db, idOf('gestor@example.com'))).toBe(6);
    // Written the day the proposal went out (two days after the brief) and the day after.
    const days = (
      await database.db.select().from(chatMessages).where(eq(chatMessages.kind, 'MESSAGE')).orderBy(chatMessages.seq)
    ).map((message) => todayInMadrid(message.createdAt));
    const publishedOn = addDays(todayInMadrid(), -CAMPAIGNS.find((brief) => brief.chat)!.daysAgo + 2);
    expect(days).toEqual([publishedOn, addDays(publishedOn, 1), addDays(publishedOn, 1), addDays(publishedOn, 1)]);
  });

  it('has sent nothing: the e-mails the services wrote while seeding are not left to be delivered', async () => {
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('shows each demo account its campaigns, newest first, and what waits for it', async () => {
    const t = await createTestApp({ database, env: { FILES_DIR: filesDir } });
    try {
      const as = async (email: string) => {
        const login = await t.call('POST', '/authentication/login', undefined, { email, password: DEMO_PASSWORD });
        const token = json<{ data: { token: string } }>(login).data.token;
        return async <T>(url: string) =>
          json<{ data: T }>(await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) })).data;
      };
      for (const owner of ['anunciante', 'agencia'] as const) {
        const get = await as(`${owner}@example.com`);
        const list = await get<CampaignList>('/private/campaigns');
        const newestFirst = CAMPAIGNS.filter((spec) => spec.owner === owner).sort((a, b) => a.daysAgo - b.daysAgo);
        expect(list.campaigns.map((row) => [row.name, row.substatus])).toEqual(
          newestFirst.map((spec) => [spec.name, spec.substatus]),
        );
      }
      // The demo podcaster has listens to report and actions to plan, and the conversation's last two messages.
      const me = await (await as('podcaster@example.com'))<Me>('/private/users/me');
      expect(me.messageStats.unread).toBe(2);
      expect(me.campaignActionStats.pending).toBeGreaterThan(0);
      const represented = await (
        await as('representante@example.com')
      )<{ campaigns: { name: string; role: string }[] }>('/private/podcaster-or-manager-campaigns');
      expect(represented.campaigns.map((row) => [row.name, row.role])).toEqual([
        ['Carrera de otoño', 'representative'],
      ]);
    } finally {
      await t.close();
    }
  });

  it('gives at least 200 podcasts a complete sheet that passes the rules a podcaster’s would', async () => {
    const sheets = await database.db.select().from(podcastSheets).where(isNotNull(podcastSheets.completedAt));
    expect(sheets.length).toBeGreaterThanOrEqual(200);
    const branding = createSheetBrandingSchema('Patrocina');
    for (const sheet of sheets) {
      expect(sheetProfileSchema.safeParse(sheet.profile).error).toBeUndefined();
      expect(sheetAudienceSchema.safeParse(sheet.audience).error).toBeUndefined();
      expect(branding.safeParse({ ...sheet.branding, terms: true }).error).toBeUndefined();
      expect(sheet.termsAcceptedAt).not.toBeNull();
    }
    expect(new Set(sheets.map((sheet) => sheet.profile!.headerImageId)).size).toBeGreaterThanOrEqual(8);
    expect(sheets.some((sheet) => sheet.profile!.extraImageIds.length > 0)).toBe(true);
  });

  it('stores real images of the exact sizes: the platform’s own for the catalogue, the demo accounts’ uploads for their sheets', async () => {
    const images = await database.db.select().from(files);
    expect(images.filter((image) => image.ownerId === null).length).toBeGreaterThanOrEqual(10);
    const uploaders = await database.db
      .select()
      .from(users)
      .where(inArray(users.email, ['podcaster@example.com', 'representante@example.com']));
    expect(new Set(images.flatMap((image) => (image.ownerId ? [image.ownerId] : [])))).toEqual(
      new Set(uploaders.map((user) => user.id)),
    );
    const sizes: Partial<Record<(typeof images)[number]['kind'], [number, number]>> = {
      'podcast-header': [1440, 360],
      'podcast-extra': [764, 578],
      'podcast-cover': [320, 320],
    };
    for (const image of images) {
      const bytes = (await storage.read(image.storageKey))!;
      const measured = await sharp(bytes).metadata();
      const [width, height] = sizes[image.kind]!;
      expect({ format: measured.format, width: measured.width, height: measured.height }).toEqual({
        format: 'jpeg',
        width,
        height,
      });
    }
  });

  it('shows the images on the public page of a demo podcast', async () => {
    const t = await createTestApp({ database, env: { FILES_DIR: filesDir } });
    try {
      const [sheet] = await database.db
        .select()
        .from(podcastSheets)
        .where(isNotNull(podcastSheets.completedAt))
        .limit(1);
      const page = publicPodcastSchema.parse(
        json<{ data: unknown }>(
          await t.app.inject({ method: 'GET', url: `/api/v1/public/podcasts/${sheet!.podcastId}` }),
        ).data,
      );
      const header = await t.app.inject({ method: 'GET', url: `${page.sheet!.headerImageUrl}?w=640` });
      expect(header.statusCode).toBe(200);
      expect(await sharp(header.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 160 });
      // Its drawn cover (issue 23), served from our origin like a feed's.
      expect(page.imageUrl).toMatch(/^\/api\/v1\/public\/images\/[0-9a-f-]{36}$/);
      const cover = await t.app.inject({ method: 'GET', url: `${page.imageUrl}?w=160` });
      expect(await sharp(cover.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 160, height: 160 });
    } finally {
      await t.close();
    }
  });
});
