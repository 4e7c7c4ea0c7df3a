/**
 * Measurement (issue 21, docs/decisions/0026): the prefix a podcaster sets as «prefijo de analítica» in
 * their hosting platform, and how a download is tied to its episode. The prefix is
 * `{PUBLIC_URL}/e/{measurementKey}/` followed by the enclosure URL without its scheme; the redirect
 * answers 302 to `https://` and that rest, query string kept.
 */

/** Where the prefix's path starts, on our own origin. */
export const MEASUREMENT_PATH = '/e/';

/** A podcast's measurement key: what `podcasts.measurement_key` holds (12 hex characters). */
export const MEASUREMENT_KEY = /^[0-9a-f]{12}$/;

/**
 * The apps and platforms a download is attributed to, read from the user agent. `browser` is a web
 * page's player; `other` is a player we do not name.
 */
export const LISTENING_PLATFORMS = [
  'apple-podcasts',
  'spotify',
  'ivoox',
  'overcast',
  'pocket-casts',
  'castbox',
  'podcast-addict',
  'antennapod',
  'amazon-music',
  'youtube-music',
  'podimo',
  'deezer',
  'castro',
  'smart-speaker',
  'browser',
  'other',
] as const;
export type ListeningPlatform = (typeof LISTENING_PLATFORMS)[number];

export const LISTENING_PLATFORM_LABELS: Record<ListeningPlatform, string> = {
  'apple-podcasts': 'Apple Podcasts',
  spotify: 'Spotify',
  ivoox: 'iVoox',
  overcast: 'Overcast',
  'pocket-casts': 'Pocket Casts',
  castbox: 'Castbox',
  'podcast-addict': 'Podcast Addict',
  antennapod: 'AntennaPod',
  'amazon-music': 'Amazon Music',
  'youtube-music': 'YouTube Music',
  podimo: 'Podimo',
  deezer: 'Deezer',
  castro: 'Castro',
  'smart-speaker': 'Altavoces inteligentes',
  browser: 'Navegador web',
  other: 'Otras apps',
};

/** `https://patrocina.es/e/3f2a…/`: the prefix of one podcast, from the site's public URL. */
export function measurementPrefix(publicUrl: string, key: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${MEASUREMENT_PATH}${key}/`;
}

/** An enclosure as it reads once the prefix is set: the prefix, then the URL without its scheme. */
export function prefixedEnclosure(prefix: string, enclosureUrl: string): string {
  return `${prefix}${enclosureUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')}`;
}

/** The rest of a URL after `/e/{key}/`, without query or fragment: the episode as downloads record it. */
function withoutQuery(rest: string): string {
  return rest.split(/[?#]/, 1)[0]!;
}

/**
 * The episode key of a download request: the path after `/e/{key}/` as it arrived (still encoded),
 * without the query string or a scheme. Null when it names no file.
 */
export function episodeKeyOfRequest(rest: string): string | null {
  // A scheme the rest names itself (`/e/{key}/http://…`) is not part of the episode.
  const key = withoutQuery(rest).replace(/^https?:\/\/?/i, '');
  return key.length > 0 && key.length <= 2_000 ? key : null;
}

/**
 * The episode key an enclosure in the podcast's feed is counted under, when the enclosure carries this
 * podcast's prefix (in first place, or behind another measurement service's prefix); null when it does not.
 */
export function measuredEpisodeKey(enclosureUrl: string, key: string): string | null {
  const marker = `${MEASUREMENT_PATH}${key}/`;
  const at = enclosureUrl.indexOf(marker);
  if (at < 0) return null;
  return episodeKeyOfRequest(enclosureUrl.slice(at + marker.length));
}

/**
 * Where the redirect sends a download: the rest after `/e/{key}/` with `https://` in front, unless the
 * rest names its scheme itself (`/e/{key}/http://…`, for the rare host that serves no HTTPS).
 */
export function redirectTarget(rest: string): string {
  // A proxy may have merged the two slashes of an explicit scheme into one.
  const explicit = /^(https?):\/\/?/i.exec(rest);
  if (explicit) return `${explicit[1]!.toLowerCase()}://${rest.slice(explicit[0].length)}`;
  return `https://${rest}`;
}

/**
 * An enclosure with our own prefix in front, as the redirect would answer it; any other URL as it is.
 * What the platform itself fetches (the proof of airing) goes straight to the audio, so that it is
 * never counted as a listener's download.
 */
export function withoutOwnPrefix(url: string, publicUrl: string): string {
  const base = `${publicUrl.replace(/\/+$/, '')}${MEASUREMENT_PATH}`;
  if (!url.startsWith(base)) return url;
  const rest = url.slice(base.length);
  const slash = rest.indexOf('/');
  return slash > 0 && MEASUREMENT_KEY.test(rest.slice(0, slash)) ? redirectTarget(rest.slice(slash + 1)) : url;
}
