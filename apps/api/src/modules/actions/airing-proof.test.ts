import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AIRING_FAILURE_MESSAGES,
  AIRING_PROOF_MESSAGES,
  type CampaignReport,
  type ReportAction,
} from '@patrocina/domain';
import { campaignActions, campaigns, episodes, files } from '../../db/schema';
import { createLocalStorage } from '../../storage/local-storage';
import { json } from '../../../test/app';
import { audioSeconds, makeAiringFixtures, SPOT_AT_SECONDS, type AiringFixtures } from '../../../test/airing-audio';
import { startFeedServer, type FeedServer } from '../../../test/feeds';
import { upload } from '../../../test/files';
import { createCampaignRecord, createProposalEntry, createSignedInUser } from '../../../test/factories';
import { runAiringProof, runDueAiringProofs, type AiringDeps } from './airing-proof';
import { admin, agent, clock, hiredRow, planDates, podcaster, record, setUpTestApp, t } from './running.test-support';

setUpTestApp();

let fixtures: AiringFixtures;
let server: FeedServer;
beforeAll(async () => {
  fixtures = makeAiringFixtures();
  server = await startFeedServer();
});
afterAll(async () => {
  await server.close();
  rmSync(fixtures.dir, { recursive: true, force: true });
});

function deps(config: Partial<AiringDeps['config']> = {}): AiringDeps {
  return {
    config: { ...t.config, ...config },
    db: t.database.db,
    storage: createLocalStorage(t.config.filesDir),
    log: t.app.log,
    clock,
  };
}

/** Serves an MP3 (or whatever claims to be one) at a fresh path of the local server, as a feed's enclosure. */
function serveAudio(file: string | Buffer): string {
  const pathname = `/audio/${Math.random().toString(36).slice(2)}.mp3`;
  return server.serve(pathname, typeof file === 'string' ? readFileSync(file) : file, { 'content-type': 'audio/mpeg' });
}

async function actionRow(actionId: string) {
  const [row] = await t.database.db.select().from(campaignActions).where(eq(campaignActions.id, actionId));
  return row!;
}

/**
 * A campaign paid on 25 November with two spots and one mention on the podcast, its spot file the
 * fixture's, the mention's script approved, every action planned on 3 December; the clock then moves
 * to that day.
 */
async function spotCampaign() {
  clock.moveTo('2026-11-25');
  const show = await podcaster();
  const owner = await createSignedInUser(t.app, t.database);
  const uploaded = await upload(t.app, owner.session, 'spot', { name: 'cuña.mp3', bytes: readFileSync(fixtures.spot) });
  expect(uploaded.statusCode).toBe(201);
  const campaign = await createCampaignRecord(t.database.db, owner.id, {
    substatus: 'PENDING_PAYMENT',
    agentId: agent.id,
    dates: { from: '2026-12-01', to: '2026-12-31' },
  });
  await t.database.db
    .update(campaigns)
    .set({ spotFileId: json<{ data: { id: string } }>(uploaded).data.id })
    .where(eq(campaigns.id, campaign.id));
  await createProposalEntry(t.database.db, campaign.id, show.podcast.id, {
    status: 'ACTION_DATES_PENDING',
    picked: true,
    mentions: 1,
    spots: 2,
    advertiserRatesCents: { mentions: 15_000, sponsorships: null, reviews: null, dedicatedShows: null, spots: 10_000 },
  });
  expect((await t.call('PUT', `/private/backoffice/campaigns/${campaign.id}/paid`, admin.session)).statusCode).toBe(
    200,
  );
  const { actions } = await hiredRow(show.user.session, campaign.id);
  const planned = await planDates(
    show.user.session,
    campaign.id,
    show.podcast.id,
    actions.map((action) => ({ actionId: action.id, plannedOn: '2026-12-03' })),
  );
  expect(planned.statusCode).toBe(200);
  // The mention is the host's read: it may be recorded once the advertiser has approved its script.
  const read = `/private/campaigns/${campaign.id}/podcasts/${show.podcast.id}/read`;
  const script = { script: 'Gracias a Café Aroma, tu café de cada mañana.' };
  expect((await t.call('POST', `${read}/script`, show.user.session, script)).statusCode).toBe(200);
  expect((await t.call('PUT', `${read}/decision`, owner.session, { decision: 'APPROVED' })).statusCode).toBe(200);
  clock.moveTo('2026-12-03');
  const spots = actions.filter((action) => action.kind === 'spots');
  const mention = actions.find((action) => action.kind === 'mentions')!;
  return { show, owner, campaign, spots, mention };
}

async function feedEpisode(podcastId: string, audioUrl: string, link: string | null = null) {
  const [row] = await t.database.db
    .insert(episodes)
    .values({ podcastId, guid: audioUrl, title: 'Episodio con la cuña', audioUrl, link })
    .returning();
  return row!;
}

async function reportAction(session: string, campaignId: string, actionId: string): Promise<ReportAction> {
  const response = await t.call('GET', `/private/campaigns/${campaignId}/report`, session);
  expect(response.statusCode).toBe(200);
  return json<{ data: CampaignReport }>(response)
    .data.podcasts.flatMap((podcast) => podcast.actions)
    .find((action) => action.id === actionId)!;
}

const clip = (session: string, campaignId: string, actionId: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/private/campaigns/${campaignId}/actions/${actionId}/clip`,
    headers: { authorization: `Bearer ${session}`, ...headers },
  });

describe('proof of airing', () => {
  it('keeps the clip around the minute, finds the spot where it aired and says when it is not there', async () => {
    const { show, owner, campaign, spots, mention } = await spotCampaign();
    const withSpot = await feedEpisode(show.podcast.id, serveAudio(fixtures.withSpot));
    const withoutSpot = await feedEpisode(show.podcast.id, serveAudio(fixtures.withoutSpot));

    const recorded = await record(show.user.session, campaign.id, spots[0]!.id, {
      episodeId: withSpot.id,
      adStart: '1:20',
    });
    expect(recorded.statusCode).toBe(200);
    expect((await reportAction(owner.session, campaign.id, spots[0]!.id)).proof).toMatchObject({
      status: 'pending',
      summary: AIRING_PROOF_MESSAGES.pending,
      clipUrl: null,
    });
    await record(show.user.session, campaign.id, spots[1]!.id, { episodeId: withoutSpot.id, adStart: '0:05' });
    await record(show.user.session, campaign.id, mention.id, { episodeId: withSpot.id, adStart: '2:50' });

    expect(await runDueAiringProofs(deps())).toBe(3);

    const found = (await reportAction(owner.session, campaign.id, spots[0]!.id)).proof!;
    expect(found).toMatchObject({ status: 'ready', detection: 'found', clipStartSeconds: 65, attempts: 1 });
    expect(Math.abs(found.detectedAtSeconds! - SPOT_AT_SECONDS)).toBeLessThanOrEqual(1);
    expect(found.summary).toMatch(/^Cuña detectada a las 1:0[012]$/);

    const missing = (await reportAction(owner.session, campaign.id, spots[1]!.id)).proof!;
    expect(missing).toMatchObject({ status: 'ready', detection: 'not-found', detectedAtSeconds: null });
    expect(missing.summary).toContain('No encontramos la cuña');

    const hostRead = (await reportAction(owner.session, campaign.id, mention.id)).proof!;
    expect(hostRead).toMatchObject({
      status: 'ready',
      detection: 'unchecked',
      summary: 'Sin comprobar automáticamente',
    });

    // The clip itself: 15 s before to 90 s after the minute, shorter where the episode starts or ends.
    for (const [actionId, seconds] of [
      [spots[0]!.id, 105],
      [spots[1]!.id, 95],
      [mention.id, 180 - 155],
    ] as const) {
      const answer = await clip(owner.session, campaign.id, actionId);
      expect([answer.statusCode, answer.headers['content-type']]).toEqual([200, 'audio/mpeg']);
      const file = path.join(fixtures.dir, `clip-${actionId}.mp3`);
      writeFileSync(file, answer.rawPayload);
      expect(Math.abs(audioSeconds(file) - seconds)).toBeLessThan(0.5);
    }
    const ranged = await clip(owner.session, campaign.id, spots[0]!.id, { range: 'bytes=0-99' });
    expect([ranged.statusCode, ranged.rawPayload.length]).toEqual([206, 100]);

    // The advertiser, the agent, an admin and the podcaster may listen; anyone else learns nothing.
    for (const session of [agent.session, admin.session, show.user.session]) {
      expect((await clip(session, campaign.id, spots[0]!.id)).statusCode).toBe(200);
    }
    const stranger = await createSignedInUser(t.app, t.database);
    const otherPodcaster = await podcaster('Otro Podcast');
    for (const session of [stranger.session, otherPodcaster.user.session]) {
      const refused = await clip(session, campaign.id, spots[0]!.id);
      expect([refused.statusCode, json<{ error: { message: string } }>(refused).error.message]).toEqual([
        404,
        AIRING_PROOF_MESSAGES.clipNotFound,
      ]);
    }
    expect((await clip(owner.session, campaign.id, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const report = await t.call('GET', `/private/campaigns/${campaign.id}/report`, stranger.session);
    expect(report.statusCode).toBe(404);
  });

  it('never blocks the record when the episode cannot be had, retries with backoff and fills the proof later', async () => {
    const { show, owner, campaign, spots, mention } = await spotCampaign();
    const pathname = `/audio/gone-${Math.random().toString(36).slice(2)}.mp3`;
    const episode = await feedEpisode(show.podcast.id, server.url(pathname));
    const settings = { AIRING_PROOF_MAX_ATTEMPTS: 3, AIRING_PROOF_RETRY_SECONDS: 3600 };

    expect(
      (await record(show.user.session, campaign.id, spots[0]!.id, { episodeId: episode.id, adStart: '1:00' }))
        .statusCode,
    ).toBe(200);
    expect(await runAiringProof(deps(settings), spots[0]!.id)).toBe('failed');
    const failed = await reportAction(owner.session, campaign.id, spots[0]!.id);
    expect(failed.adStart).toBe('1:00');
    expect(failed.proof).toMatchObject({ status: 'failed', failure: 'http-status', attempts: 1, final: false });
    expect(failed.proof!.summary).toMatch(/^No hemos podido comprobar la emisión: .*Lo volveremos a intentar/);
    expect((await clip(owner.session, campaign.id, spots[0]!.id)).statusCode).toBe(404);

    // Not due again before its backoff; then the server is back and the retry fills the proof.
    expect(await runAiringProof(deps(settings), spots[0]!.id)).toBeNull();
    server.serve(pathname, readFileSync(fixtures.withSpot), { 'content-type': 'audio/mpeg' });
    clock.moveTo('2026-12-04');
    expect(await runDueAiringProofs(deps(settings))).toBeGreaterThanOrEqual(1);
    expect((await reportAction(owner.session, campaign.id, spots[0]!.id)).proof).toMatchObject({
      status: 'ready',
      detection: 'found',
      attempts: 2,
    });

    // Too large, every time: after the last attempt it stays failed for the team to see.
    const big = await feedEpisode(show.podcast.id, serveAudio(fixtures.withoutSpot));
    await record(show.user.session, campaign.id, spots[1]!.id, { episodeId: big.id, adStart: '0:30' });
    const small = { ...settings, AIRING_AUDIO_MAX_BYTES: 10_000 };
    for (const day of ['2026-12-05', '2026-12-06', '2026-12-07']) {
      clock.moveTo(day);
      expect(await runAiringProof(deps(small), spots[1]!.id)).toBe('failed');
    }
    clock.moveTo('2026-12-20');
    expect(await runAiringProof(deps(small), spots[1]!.id)).toBeNull();
    const gaveUp = (await reportAction(agent.session, campaign.id, spots[1]!.id)).proof!;
    expect(gaveUp).toMatchObject({ status: 'failed', failure: 'too-large', attempts: 3, final: true });
    expect(gaveUp.summary).toBe(
      'No hemos podido comprobar la emisión: el archivo de audio es demasiado grande. Ya no lo intentaremos más; el equipo lo revisará.',
    );

    // A pasted link with no feed episode behind it has no enclosure to fetch.
    await record(show.user.session, campaign.id, mention.id, {
      episodeUrl: 'https://example.com/ep/1',
      adStart: '1:00',
    });
    expect(await runAiringProof(deps(settings), mention.id)).toBe('failed');
    const row = await actionRow(mention.id);
    expect([row.recordedAt !== null, row.proofFailure]).toEqual([true, 'no-enclosure']);
  });

  it('takes a proof recorded now before a backlog of retries that all came due at once', async () => {
    const { show, owner, campaign, spots } = await spotCampaign();
    const gone = await feedEpisode(show.podcast.id, server.url(`/audio/gone-${Math.random()}.mp3`));
    await record(show.user.session, campaign.id, spots[0]!.id, { episodeId: gone.id, adStart: '1:00' });
    expect(await runAiringProof(deps(), spots[0]!.id)).toBe('failed'); // due again long before the 10th
    clock.moveTo('2026-12-10');
    const episode = await feedEpisode(show.podcast.id, serveAudio(fixtures.withSpot));
    await record(show.user.session, campaign.id, spots[1]!.id, { episodeId: episode.id, adStart: '1:00' });
    expect(await runDueAiringProofs(deps(), 1)).toBe(1);
    const fresh = (await reportAction(owner.session, campaign.id, spots[1]!.id)).proof!;
    expect([fresh.status, (await actionRow(spots[0]!.id)).proofAttempts]).toEqual(['ready', 1]);
  });

  it('finds the feed episode of a pasted link by its link', async () => {
    const { show, owner, campaign, spots } = await spotCampaign();
    await feedEpisode(show.podcast.id, serveAudio(fixtures.withSpot), 'https://ejemplo.es/episodios/42');
    await record(show.user.session, campaign.id, spots[0]!.id, {
      episodeUrl: 'https://ejemplo.es/episodios/42',
      adStart: '1:00',
    });
    expect(await runAiringProof(deps(), spots[0]!.id)).toBe('ready');
    expect((await reportAction(owner.session, campaign.id, spots[0]!.id)).proof).toMatchObject({ detection: 'found' });
  });

  it('fetches an enclosure behind our own measurement prefix from its host, never through the counter', async () => {
    const { show, campaign, spots } = await spotCampaign();
    const prefixed = `${t.config.PUBLIC_URL}/e/0a1b2c3d4e5f/${serveAudio(fixtures.withSpot)}`;
    const episode = await feedEpisode(show.podcast.id, prefixed);
    await record(show.user.session, campaign.id, spots[0]!.id, { episodeId: episode.id, adStart: '1:00' });
    expect(await runAiringProof(deps(), spots[0]!.id)).toBe('ready');
  });

  it('refuses a playlist or a concat script posing as the episode, and reads nothing they name', async () => {
    const { show, owner, campaign, spots } = await spotCampaign();
    const segment = `/audio/segment-${Math.random().toString(36).slice(2)}.mp3`;
    server.serve(segment, readFileSync(fixtures.withSpot), { 'content-type': 'audio/mpeg' });
    // Unguarded, ffmpeg plays such a playlist's local file and fetches its URL as the episode.
    const playlist = [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:180',
      '#EXTINF:180,',
      fixtures.withSpot,
      '#EXTINF:180,',
      server.url(segment),
      '#EXT-X-ENDLIST',
    ].join('\n');
    const concat = `ffconcat version 1.0\nfile '${fixtures.withSpot}'\n`;
    const actions = [spots[0]!, spots[1]!];
    for (const [index, action] of actions.entries()) {
      const episode = await feedEpisode(show.podcast.id, serveAudio(Buffer.from([playlist, concat][index]!)));
      const recorded = await record(show.user.session, campaign.id, action.id, {
        episodeId: episode.id,
        adStart: '1:00',
      });
      expect(recorded.statusCode).toBe(200);
    }

    expect(await runDueAiringProofs(deps())).toBe(2);
    for (const action of actions) {
      expect((await reportAction(owner.session, campaign.id, action.id)).proof).toMatchObject({
        status: 'failed',
        failure: 'not-audio',
        clipUrl: null,
      });
    }
    expect(server.hits(segment)).toBe(0);
  });

  it('says when the recorded minute is past the episode end, and does not download it again', async () => {
    const { show, owner, campaign, spots } = await spotCampaign();
    const episode = await feedEpisode(show.podcast.id, serveAudio(fixtures.withSpot));
    await record(show.user.session, campaign.id, spots[0]!.id, { episodeId: episode.id, adStart: '5:00' });

    expect(await runAiringProof(deps(), spots[0]!.id)).toBe('failed');
    const proof = (await reportAction(owner.session, campaign.id, spots[0]!.id)).proof!;
    expect(proof).toMatchObject({ status: 'failed', failure: 'after-end', attempts: 1, final: true, clipUrl: null });
    expect(proof.summary).toContain(AIRING_FAILURE_MESSAGES['after-end']);
    expect(proof.summary).toContain(AIRING_PROOF_MESSAGES.gaveUp);
  });

  it('keeps the clip, unchecked, when the spot cannot be looked for', async () => {
    const { show, owner, campaign, spots } = await spotCampaign();
    const short = await feedEpisode(show.podcast.id, serveAudio(fixtures.shortEpisode));
    const long = await feedEpisode(show.podcast.id, serveAudio(fixtures.withSpot));
    await record(show.user.session, campaign.id, spots[0]!.id, { episodeId: short.id, adStart: '0:05' });
    await record(show.user.session, campaign.id, spots[1]!.id, { episodeId: long.id, adStart: '1:00' });
    const unchecked = {
      status: 'ready',
      detection: 'unchecked',
      detectedAtSeconds: null,
      summary: AIRING_PROOF_MESSAGES.unchecked,
    };

    // An episode shorter than the spot cannot hold it: nothing to compare, which is not «not found».
    expect(await runAiringProof(deps(), spots[0]!.id)).toBe('ready');
    const shortProof = (await reportAction(owner.session, campaign.id, spots[0]!.id)).proof!;
    expect(shortProof).toMatchObject(unchecked);
    expect(shortProof.clipUrl).not.toBeNull();

    // fpcalc dying (as when it overruns its deadline and is killed) costs the detection, not the clip.
    const fakeBin = path.join(fixtures.dir, 'dying-bin');
    mkdirSync(fakeBin, { recursive: true });
    writeFileSync(path.join(fakeBin, 'fpcalc'), '#!/bin/sh\nkill -9 $$\n');
    chmodSync(path.join(fakeBin, 'fpcalc'), 0o755);
    const realPath = process.env.PATH;
    process.env.PATH = `${fakeBin}${path.delimiter}${realPath}`;
    try {
      expect(await runAiringProof(deps(), spots[1]!.id)).toBe('ready');
    } finally {
      process.env.PATH = realPath;
    }
    const crashedProof = (await reportAction(owner.session, campaign.id, spots[1]!.id)).proof!;
    expect(crashedProof).toMatchObject(unchecked);
    expect((await clip(owner.session, campaign.id, spots[1]!.id)).statusCode).toBe(200);
  });

  it('drops its clip when another attempt took the action over while it ran', async () => {
    const { show, campaign, spots } = await spotCampaign();
    const spot = spots[0]!;
    const episode = await feedEpisode(show.podcast.id, serveAudio(fixtures.withSpot));
    await record(show.user.session, campaign.id, spot.id, { episodeId: episode.id, adStart: '1:00' });
    const storage = createLocalStorage(t.config.filesDir);
    const written: string[] = [];
    const overtaken: AiringDeps = {
      ...deps(),
      storage: {
        ...storage,
        async write(key, bytes) {
          // As when this attempt overran its lease: the sweep claims the row again while the clip is stored.
          await t.database.db
            .update(campaignActions)
            .set({ proofNextAttemptAt: new Date('2027-01-01T00:00:00Z') })
            .where(eq(campaignActions.id, spot.id));
          written.push(key);
          await storage.write(key, bytes);
        },
      },
    };

    expect(await runAiringProof(overtaken, spot.id)).toBeNull();
    const row = await actionRow(spot.id);
    expect([row.proofStatus, row.proofFileId, row.proofAttempts]).toEqual(['pending', null, 0]);
    expect(written).toHaveLength(1);
    expect(await storage.read(written[0]!)).toBeNull();
    expect(await t.database.db.select().from(files).where(eq(files.storageKey, written[0]!))).toEqual([]);
  });
});
