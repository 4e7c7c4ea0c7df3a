import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { campaignBrief, dataOf } from './accounts';
import { CLIENT_HEADERS } from './checks';
import { uploadFile } from './creative';
import { encodePng } from './images';

/**
 * Proof of airing's journey (issue 20): a podcast feed served from this process on 127.0.0.1 (the app
 * runs with FEED_ALLOW_PRIVATE_HOSTS=1), whose one episode's enclosure is a three-minute MP3 made here
 * with Debian's ffmpeg: a brown-noise and tone bed with the spot (chirps and noise bursts, also made
 * here, 25 s, the campaign's spot file) mixed in at SPOT_AT_SECONDS. `verifyToken` is what the feed
 * carries as `<podcast:txt purpose="verify">` once the podcaster has asked for it.
 */
export const SPOT_AT_SECONDS = 61;

export interface AiringFeed {
  feedUrl: string;
  episodeTitle: string;
  spot: Buffer;
  setVerifyToken(token: string): void;
  /** From now on the feed's enclosure carries this measurement prefix (issue 21), as a hosting platform writes it. */
  setEnclosurePrefix(prefix: string): void;
  /** The enclosure as the feed writes it now. */
  enclosureUrl(): string;
  close(): Promise<void>;
}

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
}

function makeAudio(dir: string): { spot: Buffer; episode: Buffer } {
  const spot = path.join(dir, 'spot.mp3');
  const episode = path.join(dir, 'episode.mp3');
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    "aevalsrc='0.5*sin(2*PI*(250*mod(t,0.7)/0.7*4+300)*t)*gt(mod(t,0.7),0.1)':s=22050:d=25",
    '-f',
    'lavfi',
    '-i',
    "anoisesrc=c=white:a=0.5:d=25:r=22050,bandpass=f=2500:w=800,volume='0.8*lt(mod(t,1.3),0.25)':eval=frame",
    '-filter_complex',
    '[0][1]amix=inputs=2:normalize=0',
    '-ac',
    '1',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '64k',
    spot,
  ]);
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'anoisesrc=c=brown:a=0.15:d=180:r=22050',
    '-f',
    'lavfi',
    '-i',
    'sine=f=180:d=180:r=22050',
    '-i',
    spot,
    '-filter_complex',
    `[1]volume=0.2[t];[2]adelay=${SPOT_AT_SECONDS * 1000}:all=1[s];[0][t][s]amix=inputs=3:normalize=0:duration=first`,
    '-ac',
    '1',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '48k',
    episode,
  ]);
  return { spot: readFileSync(spot), episode: readFileSync(episode) };
}

interface FeedState {
  base: string;
  stamp: string;
  title: string;
  episodeTitle: string;
  published: Date;
  token: string;
}

function feedXml({ base, stamp, title, episodeTitle, published, token, enclosure }: FeedState & { enclosure: string }) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
  <channel>
    <title>${title}</title>
    <link>${base}/</link>
    <language>es-ES</language>
    <description>Ruido de fondo, con cuñas.</description>
    <itunes:author>Equipo de pruebas</itunes:author>
    <itunes:owner><itunes:name>Pruebas</itunes:name><itunes:email>feed-${stamp}@example.com</itunes:email></itunes:owner>
    <itunes:category text="Technology"/>
    ${token ? `<podcast:txt purpose="verify">${token}</podcast:txt>` : ''}
    <item>
      <title>${episodeTitle}</title>
      <link>${base}/episodios/1</link>
      <guid isPermaLink="false">emision-${stamp}-1</guid>
      <pubDate>${published.toUTCString()}</pubDate>
      <enclosure url="${enclosure}" length="1080000" type="audio/mpeg"/>
      <itunes:duration>3:00</itunes:duration>
    </item>
  </channel>
</rss>
`;
}

/** Starts the feed server; `published` is the episode's date (on the campaign's first days). */
export async function startAiringFeed(title: string, published: Date): Promise<AiringFeed> {
  const dir = mkdtempSync(path.join(tmpdir(), 'patrocina-e2e-airing-'));
  const audio = makeAudio(dir);
  const state: FeedState = {
    base: '',
    stamp: `${Date.now()}`,
    title,
    episodeTitle: 'Episodio 1: la cuña en su sitio',
    published,
    token: '',
  };
  let prefix = '';
  const enclosureUrl = () =>
    (prefix ? `${prefix}${state.base.replace(/^http:\/\//, '')}` : state.base) + '/audio/1.mp3';
  const server: Server = createServer((request, response) => {
    if (request.url === '/feed.xml') {
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      response.end(feedXml({ ...state, enclosure: enclosureUrl() }));
    } else if (request.url === '/audio/1.mp3') {
      response.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': audio.episode.length });
      response.end(audio.episode);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    feedUrl: `${state.base}/feed.xml`,
    episodeTitle: state.episodeTitle,
    spot: audio.spot,
    setVerifyToken: (value) => {
      state.token = value;
    },
    setEnclosurePrefix: (value) => {
      prefix = value;
    },
    enclosureUrl,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The podcaster's podcast from the feed (as «Añadir podcast» does), proven by the token the feed then
 * carries, with its sponsorship sheet complete (mentions from 40 €): ready to be proposed. Its id.
 */
export async function addPodcastByFeed(podcaster: APIRequestContext, feed: AiringFeed): Promise<string> {
  const added = await dataOf<{ podcast: { id: string }; claim: { feedToken: string } }>(
    podcaster.post('/api/v1/private/podcasts', { headers: CLIENT_HEADERS, data: { feedUrl: feed.feedUrl } }),
  );
  const podcastId = added.podcast.id;
  feed.setVerifyToken(added.claim.feedToken);
  await dataOf(podcaster.post(`/api/v1/private/podcasts/${podcastId}/claim/verify-feed`, { headers: CLIENT_HEADERS }));
  const header = await uploadFile(
    podcaster,
    'podcast-header',
    'cabecera.png',
    'image/png',
    encodePng(1440, 360, (x, y) => [40 + (x % 180), 60 + (y % 120), 150]),
  );
  const sheet = (step: string, data: object) =>
    dataOf(podcaster.put(`/api/v1/private/podcasts/${podcastId}/sheet/${step}`, { headers: CLIENT_HEADERS, data }));
  await sheet('profile', {
    presenters: [{ name: 'Equipo de pruebas' }],
    links: [{ platform: 'SPOTIFY', url: 'https://open.spotify.com/show/ruido' }],
    frequency: 'WEEKLY',
    socialNetworks: [{ network: 'INSTAGRAM', followers: 'OVER_10K' }],
    ranking: null,
    headerImageId: header.id,
    extraImageIds: [],
  });
  await sheet('audience', {
    listens: { platform: 'FROM_5K', hosting: 'FROM_1K', radio: null, video: null },
    gender: { female: 55, male: 40, other: 5 },
    ages: { under25: 20, from25to44: 60, over44: 20 },
    audienceFlags: ['tech'],
    country: 'ES',
    provinces: ['28'],
    liveRadio: false,
    fullVideo: false,
    videoUrl: null,
  });
  await sheet('branding', {
    actions: { MENTION: 40, SPONSORSHIP: null, REVIEW: null, DEDICATED_SHOW: null, READ_HOST_ADS: null },
    examples: [
      { brand: 'Café Aroma', actionType: 'MENTION', episodeUrl: 'https://ejemplo.es/ep/12', startMinute: '05:30' },
    ],
    terms: true,
  });
  return podcastId;
}

export interface SpotApis {
  advertiser: APIRequestContext;
  agent: APIRequestContext;
  admin: APIRequestContext;
  podcaster: APIRequestContext;
}

/**
 * A campaign with the feed's spot as its creative, proposed with one spot on the podcast at 200 €,
 * accepted, bought, paid, and the spot planned on `plannedOn`, all through the API as the earlier
 * journeys walk it. The campaign's and the action's ids.
 */
export async function paidSpot(
  apis: SpotApis,
  input: {
    podcastId: string;
    spot: Buffer;
    brief: { brand: string; name: string; url: string; briefing: string };
    dates: { fromDate: string; toDate: string };
    plannedOn: string;
  },
): Promise<{ campaignId: string; actionId: string }> {
  const { advertiser, agent, admin, podcaster } = apis;
  const { podcastId } = input;
  const send = (api: APIRequestContext, method: 'put' | 'post', url: string, data?: object) =>
    dataOf(api[method](url, { headers: CLIENT_HEADERS, data }));
  const spot = await uploadFile(advertiser, 'spot', 'cuna.mp3', 'audio/mpeg', input.spot);
  const brief = campaignBrief({ ...input.brief, audiences: ['tech'], budget: 20_000, dates: input.dates });
  const campaign = await dataOf<{ id: string }>(
    advertiser.post('/api/v1/private/campaigns', {
      headers: CLIENT_HEADERS,
      data: { ...brief, how: { ...brief.how, coverageAction: 'SPOT', spotFileId: spot.id } },
    }),
  );
  const none = { mentions: 0, sponsorships: 0, reviews: 0, dedicatedShows: 0, spots: 0 };
  const noRates = { mentions: null, sponsorships: null, reviews: null, dedicatedShows: null, spots: null };
  await send(agent, 'put', `/api/v1/private/backoffice/campaigns/${campaign.id}/proposal`, {
    podcasts: [{ podcastId, counts: { ...none, spots: 1 }, advertiserRates: { ...noRates, spots: 200 } }],
    preroll: null,
  });
  await send(agent, 'post', `/api/v1/private/backoffice/campaigns/${campaign.id}/publish`);
  await send(podcaster, 'put', `/api/v1/private/campaigns/${campaign.id}/podcasts/${podcastId}/answer`, {
    answer: 'ACCEPT',
    withMinPrice: false,
    minEarnings: null,
    delegated: false,
  });
  await send(advertiser, 'put', `/api/v1/private/campaigns/${campaign.id}/purchase`, { podcastIds: [podcastId] });
  await send(admin, 'put', `/api/v1/private/backoffice/campaigns/${campaign.id}/paid`);
  const hired = await dataOf<{ campaigns: { campaignId: string; actions: { id: string }[] }[] }>(
    podcaster.get('/api/v1/private/campaigns/hired'),
  );
  const actionId = hired.campaigns.find((row) => row.campaignId === campaign.id)!.actions[0]!.id;
  await send(podcaster, 'put', `/api/v1/private/campaigns/${campaign.id}/podcasts/${podcastId}/action-dates`, {
    dates: [{ actionId, plannedOn: input.plannedOn }],
  });
  return { campaignId: campaign.id, actionId };
}
