import { createIsBotFromList, isbot, list as botPatterns } from 'isbot';
import type { ListeningPlatform } from '@patrocina/domain';

/**
 * The app or platform behind a download, read from the user agent: the first signature that matches,
 * in this order (Castro says «Like iTunes», Alexa runs inside Amazon's player, a HomePod sends
 * AppleCoreMedia). Signatures from what the apps send (OPAWG's podcast user-agent list).
 */
const PLATFORM_SIGNATURES: readonly (readonly [ListeningPlatform, RegExp])[] = [
  ['castro', /\bCastro\b/i],
  ['smart-speaker', /Alexa|\bEcho\/|Sonos|GoogleChirp|Google-?Home|\bCrKey\b|HomePod/i],
  ['apple-podcasts', /AppleCoreMedia|^Podcasts\/|Apple ?Podcasts|^iTunes\/|\bwatchOS\/.*\batc\//i],
  ['spotify', /Spotify/i],
  ['ivoox', /iVoox/i],
  ['overcast', /Overcast/i],
  ['pocket-casts', /Pocket ?Casts/i],
  ['castbox', /CastBox/i],
  ['podcast-addict', /Podcast ?Addict/i],
  ['antennapod', /AntennaPod/i],
  ['amazon-music', /Amazon ?Music/i],
  ['youtube-music', /youtube\.music|YouTube ?Music/i],
  ['podimo', /Podimo/i],
  ['deezer', /Deezer/i],
];

export function listeningPlatform(userAgent: string): ListeningPlatform {
  for (const [platform, signature] of PLATFORM_SIGNATURES) if (signature.test(userAgent)) return platform;
  return /^Mozilla\//.test(userAgent) ? 'browser' : 'other';
}

/**
 * What real players send, one per named app. isbot's list is made for web traffic: some of its
 * patterns describe a shape (a bare `Name/1.0`, a URL or `.com` in the agent, «google») that these
 * genuine players have too. Those patterns are left out for an agent that names a known app, and
 * only for it; the rest of the list (feed, parser, crawler…) still applies, so an app's own feed
 * fetcher («Pocket Casts Feed Parser», «Overcast Podcast Sync») stays out.
 */
const KNOWN_PLAYERS = [
  'Overcast/3.0 (+http://overcast.fm/; iOS podcast app)',
  'Pocket Casts',
  'PocketCasts/7.50',
  'AntennaPod/3.2.0',
  'PodcastAddict/v5 (+https://podcastaddict.com/; Android podcast app)',
  'iVoox',
  'Spotify/1.0',
  'GoogleChirp/1.0',
  'com.google.android.apps.youtube.music/6.0 (Linux; U; Android 13) gzip',
  'Podimo/2.0 (iPhone)',
  'Castro 2023.5/1234 Like iTunes',
  'AmazonMusic/22.9.2',
  'gPodder/3.10.8 (+http://gpodder.org/) Windows/10',
  'Podbean/Android App 7.6.4 (http://podbean.com),2c6d1f9e8e0e4b0c',
  'Spreaker 7.17.0 rv:1300 (iPhone8,4; iOS 15.8.3; en_CA)',
  'Fountain/0.2.6 iOS https://www.fountain.fm',
];
/** Players counted under «Otras apps» (no platform of their own in the list), known by name. */
const OTHER_PLAYERS = /\bSpreaker\b|\bPodbean\b|\bgPodder\b|^Fountain\//i;
const shapePatterns = new Set(KNOWN_PLAYERS.flatMap((agent) => botPatternsMatching(agent)));
const isBotForKnownPlayer = createIsBotFromList(botPatterns.filter((pattern) => !shapePatterns.has(pattern)));

function botPatternsMatching(agent: string): string[] {
  return botPatterns.filter((pattern) => new RegExp(pattern, 'i').test(agent));
}

/**
 * Whether a request by this agent can be a listen (IAB v2.2): an empty agent cannot, nor a bot or a
 * non-player agent from isbot's maintained list.
 */
export function isListenerAgent(userAgent: string): boolean {
  if (userAgent.trim() === '') return false;
  const platform = listeningPlatform(userAgent);
  const namedPlayer = platform !== 'browser' && (platform !== 'other' || OTHER_PLAYERS.test(userAgent));
  if (!namedPlayer) return !isbot(userAgent);
  return !isBotForKnownPlayer(userAgent);
}
