import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreativePack } from '@patrocina/domain';
import { campaigns, proposalLinks, trackingLinks } from '../../db/schema';
import { createToken, hashToken } from '../../lib/tokens';
import { bearer, json, useTestApp, type ErrorBody } from '../../../test/app';
import {
  createCampaignRecord,
  createPodcast,
  createProposalEntry,
  createRepresentation,
  createSignedInUser,
  createTeamMember,
  type SignedIn,
} from '../../../test/factories';
import { imageBytes, SPOT_MP3, upload } from '../../../test/files';

const t = useTestApp();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let advertiser: SignedIn;
let otherAdvertiser: SignedIn;
let agent: SignedIn;
let otherAgent: SignedIn;
let admin: SignedIn;
let podcaster: SignedIn;
let representative: SignedIn;
let outsider: SignedIn;
let campaignId: string;
let podcastId: string;
let spotId: string;
let bannerId: string;
let briefingId: string;
let foreignSpotId: string;
let linkToken: string;

async function uploaded(session: string, kind: string, name: string, bytes: Buffer): Promise<string> {
  const response = await upload(t.app, session, kind, { name, bytes });
  expect(response.statusCode, kind).toBe(201);
  return json<{ data: { id: string } }>(response).data.id;
}

beforeAll(async () => {
  const db = t.database.db;
  const signedIn = () => createSignedInUser(t.app, t.database);
  [advertiser, otherAdvertiser, podcaster, representative, outsider] = [
    await signedIn(),
    await signedIn(),
    await signedIn(),
    await signedIn(),
    await signedIn(),
  ];
  agent = await createTeamMember(t.app, t.database, 'agent');
  otherAgent = await createTeamMember(t.app, t.database, 'agent');
  admin = await createTeamMember(t.app, t.database, 'admin');

  spotId = await uploaded(advertiser.session, 'spot', 'cuña otoño.mp3', SPOT_MP3);
  bannerId = await uploaded(advertiser.session, 'banner', 'banner.png', await imageBytes(300, 250));
  briefingId = await uploaded(advertiser.session, 'briefing', 'Briefing Q3.pdf', PDF);
  foreignSpotId = await uploaded(otherAdvertiser.session, 'spot', 'otra.mp3', SPOT_MP3);

  const campaign = await createCampaignRecord(db, advertiser.id, { substatus: 'PENDING_RESPONSE', agentId: agent.id });
  campaignId = campaign.id;
  await db
    .update(campaigns)
    .set({
      spotFileId: spotId,
      bannerFileId: bannerId,
      briefingFileId: briefingId,
      prerollText: 'Café Aroma, el café que te despierta.',
      bannerUrl: 'https://cafearoma.es/otono',
    })
    .where(eq(campaigns.id, campaignId));
  const other = await createCampaignRecord(db, otherAdvertiser.id, { substatus: 'PENDING_RESPONSE' });
  await db.update(campaigns).set({ spotFileId: foreignSpotId }).where(eq(campaigns.id, other.id));

  const podcast = await createPodcast(db, { ownerId: podcaster.id });
  podcastId = podcast.id;
  await createRepresentation(db, podcastId, podcaster.id, representative);
  const entry = await createProposalEntry(db, campaignId, podcastId);
  await db.insert(trackingLinks).values({ campaignPodcastId: entry.id, slug: 'cafe-aroma-mi-podcast' });
  await createPodcast(db, { ownerId: outsider.id });

  linkToken = createToken();
  await db.insert(proposalLinks).values({ tokenHash: hashToken(linkToken), campaignId, podcastId });
});

const pack = (session: string | undefined, query = '') =>
  t.call('GET', `/private/campaigns/${campaignId}/creative-pack${query}`, session);
const file = (id: string, session?: string, headers: Record<string, string> = {}, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/private/campaigns/${campaignId}/files/${id}${query}`,
    headers: { ...(session ? bearer(session) : {}), ...headers },
  });
const byToken = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/public/campaign/by-token/${path}`, headers });

describe('the creative pack', () => {
  it('gives the brief, its three files, the pre-roll, the web and the podcast’s tracking link', async () => {
    const response = await pack(podcaster.session, `?podcastId=${podcastId}`);
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: CreativePack }>(response);
    const base = `/api/v1/private/campaigns/${campaignId}/files`;
    expect(data).toMatchObject({
      brief: 'Un café de especialidad para empezar el día.',
      spot: {
        name: 'cuña otoño.mp3',
        mime: 'audio/mpeg',
        url: `${base}/${spotId}`,
        downloadUrl: `${base}/${spotId}?download=1`,
      },
      banner: { mime: 'image/png', width: 300, height: 250, url: `${base}/${bannerId}` },
      briefingFile: { name: 'Briefing Q3.pdf', mime: 'application/pdf' },
      bannerUrl: 'https://cafearoma.es/otono',
      prerollText: 'Café Aroma, el café que te despierta.',
      brandUrl: 'https://cafearoma.es',
      trackingUrl: 'http://localhost:3000/t/cafe-aroma-mi-podcast',
    });
    expect(data.spot!.durationMs).toBeGreaterThan(24_500);
  });

  it('is read by the campaign’s side and the podcasts in its proposal, and by nobody else', async () => {
    for (const [who, session] of [
      ['advertiser', advertiser.session],
      ['agent', agent.session],
      ['admin', admin.session],
      ['podcast owner', podcaster.session],
      ['representative', representative.session],
    ] as const) {
      expect((await pack(session)).statusCode, who).toBe(200);
    }
    for (const [who, session] of [
      ['podcaster not in the proposal', outsider.session],
      ['another advertiser', otherAdvertiser.session],
      ['another agent', otherAgent.session],
    ] as const) {
      const response = await pack(session);
      expect(response.statusCode, who).toBe(404);
      expect(json<ErrorBody>(response).error.message).toBe('Esa campaña no existe.');
    }
    expect((await pack(undefined)).statusCode).toBe(401);
  });

  it('names only a podcast the viewer may read about', async () => {
    const outsiderPodcast = await createPodcast(t.database.db, { ownerId: outsider.id });
    const response = await pack(podcaster.session, `?podcastId=${outsiderPodcast.id}`);
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response).error.message).toBe('Ese podcast no está en esta campaña.');
    // The advertiser reads their podcasts' links; without a podcast named, none.
    expect(json<{ data: CreativePack }>(await pack(advertiser.session)).data.trackingUrl).toBeNull();
  });

  it('is hidden from podcasters while the proposal is not published to them', async () => {
    await t.database.db.update(campaigns).set({ publishedAt: null }).where(eq(campaigns.id, campaignId));
    try {
      expect((await pack(podcaster.session)).statusCode).toBe(404);
      expect((await file(spotId, representative.session)).statusCode).toBe(404);
      expect((await pack(advertiser.session)).statusCode).toBe(200);
    } finally {
      await t.database.db.update(campaigns).set({ publishedAt: new Date() }).where(eq(campaigns.id, campaignId));
    }
  });
});

describe('the pack’s files', () => {
  it('plays the spot inline, with its type, nosniff and a private cache, and downloads it as an attachment', async () => {
    const inline = await file(spotId, podcaster.session);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('audio/mpeg');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['cache-control']).toMatch(/^private/);
    expect(inline.headers['accept-ranges']).toBe('bytes');
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="${spotId}.mp3"; filename*=UTF-8''cu%C3%B1a%20oto%C3%B1o.mp3`,
    );
    expect(inline.rawPayload.equals(SPOT_MP3)).toBe(true);

    const download = await file(spotId, podcaster.session, {}, '?download=1');
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    const banner = await file(bannerId, representative.session);
    expect(banner.headers['content-type']).toBe('image/png');
    expect(banner.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('answers byte ranges, so the player can seek', async () => {
    const part = await file(spotId, podcaster.session, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${SPOT_MP3.length}`);
    expect(part.rawPayload.equals(SPOT_MP3.subarray(100, 200))).toBe(true);
    const tail = await file(spotId, podcaster.session, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(SPOT_MP3.subarray(-10))).toBe(true);
    const open = await file(spotId, podcaster.session, { range: `bytes=${SPOT_MP3.length - 5}-` });
    expect(open.rawPayload.length).toBe(5);
    const outside = await file(spotId, podcaster.session, { range: `bytes=${SPOT_MP3.length}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${SPOT_MP3.length}`);
  });

  it('serves each file to the campaign’s side and its podcasts, and to nobody else', async () => {
    for (const session of [advertiser, agent, admin, podcaster, representative].map((user) => user.session)) {
      for (const id of [spotId, bannerId, briefingId]) expect((await file(id, session)).statusCode).toBe(200);
    }
    for (const session of [outsider, otherAdvertiser, otherAgent].map((user) => user.session)) {
      expect((await file(spotId, session)).statusCode).toBe(404);
    }
    expect((await file(spotId)).statusCode).toBe(401);
  });

  it('never serves a file the campaign does not name, even to its owner (no IDOR)', async () => {
    for (const id of [foreignSpotId, '00000000-0000-4000-8000-000000000000']) {
      const response = await file(id, advertiser.session);
      expect(response.statusCode).toBe(404);
      expect(json<ErrorBody>(response).error.message).toBe('Ese archivo no existe.');
    }
    // The other advertiser's own spot, asked through a campaign that is not theirs.
    expect((await file(foreignSpotId, otherAdvertiser.session)).statusCode).toBe(404);
  });
});

describe('the pack by the proposal’s e-mailed link', () => {
  it('gives the pack with addresses under the token, and its podcast’s tracking link', async () => {
    const response = await byToken(`${linkToken}/creative-pack`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const { data } = json<{ data: CreativePack }>(response);
    expect(data.spot!.url).toBe(`/api/v1/public/campaign/by-token/${linkToken}/files/${spotId}`);
    expect(data.trackingUrl).toBe('http://localhost:3000/t/cafe-aroma-mi-podcast');
  });

  it('serves the files to the link’s holder, and nothing with a wrong file id or a wrong token', async () => {
    const spot = await byToken(`${linkToken}/files/${spotId}`, { range: 'bytes=0-9' });
    expect(spot.statusCode).toBe(206);
    expect(spot.headers['content-type']).toBe('audio/mpeg');
    expect(spot.headers['x-content-type-options']).toBe('nosniff');
    expect(spot.headers['cache-control']).toBe('private, no-store');
    expect((await byToken(`${linkToken}/files/${briefingId}?download=1`)).headers['content-disposition']).toMatch(
      /^attachment; filename="[0-9a-f-]+\.pdf"/,
    );
    expect((await byToken(`${linkToken}/files/${foreignSpotId}`)).statusCode).toBe(404);
    expect((await byToken(`${createToken()}/files/${spotId}`)).statusCode).toBe(404);
    expect((await byToken(`${createToken()}/creative-pack`)).statusCode).toBe(404);
  });
});
