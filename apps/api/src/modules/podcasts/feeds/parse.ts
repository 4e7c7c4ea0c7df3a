import { decodeXML } from 'entities';
import { XMLParser } from 'fast-xml-parser';
import { PODCAST_MESSAGES } from '@patrocina/domain';
import { AppError } from '../../../lib/errors';
import { htmlToParagraphs, plainLine } from './html-text';

export interface ParsedEpisode {
  /** `<guid>`, or the enclosure URL when there is none: stable across refreshes. */
  guid: string;
  title: string;
  link: string | null;
  audioUrl: string | null;
  publishedAt: Date | null;
  durationSeconds: number | null;
}

export interface ParsedFeed {
  title: string;
  /** Plain paragraphs separated by a blank line (never HTML). */
  description: string | null;
  imageUrl: string | null;
  /** Apple Podcasts categories, top-level ones first, then their subcategories. */
  categories: string[];
  language: string | null;
  author: string | null;
  /** `itunes:owner/itunes:email`, lower-cased: where an ownership code goes. */
  ownerEmail: string | null;
  websiteUrl: string | null;
  /** Values of `<podcast:txt purpose="verify">`. */
  verifyTokens: string[];
  episodes: ParsedEpisode[];
}

export const FEED_MAX_EPISODES = 3_000;
const TITLE_MAX = 300;
const NAME_MAX = 200;
const URL_MAX = 2_000;
const GUID_MAX = 1_000;
const UNTITLED_EPISODE = 'Episodio sin título';

/** Namespace URIs, compared without case or trailing slash; the prefix is whatever the feed maps to them. */
const ITUNES_NAMESPACES = new Set([
  'http://www.itunes.com/dtds/podcast-1.0.dtd',
  'https://www.itunes.com/dtds/podcast-1.0.dtd',
]);
const PODCAST_NAMESPACES = new Set([
  'https://podcastindex.org/namespace/1.0',
  'http://podcastindex.org/namespace/1.0',
  // Podcasting 2.0's first URI, still written by some hosts (Fireside).
  'https://github.com/podcastindex-org/podcast-namespace/blob/main/docs/1.0.md',
]);

export class FeedParseError extends AppError {
  constructor(message: string = PODCAST_MESSAGES.invalidFeed) {
    super('INVALID_FEED', message, { fields: [{ path: 'feedUrl', message }] });
  }
}

type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // No entity expansion at all, DOCTYPE ones included: only the five XML entities and character
  // references are decoded, by decodeXML, below. Documents that declare entities are refused first.
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  cdataPropName: '#cdata',
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Every element as a list, so one item and many items read alike.
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
});

/**
 * The bytes of a feed as text: the byte-order mark, then the XML declaration's encoding, then the
 * HTTP charset, then UTF-8 (Spanish feeds still come in ISO-8859-1 and windows-1252).
 */
export function decodeFeedBytes(body: Buffer, contentType: string | null = null): string {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf)
    return new TextDecoder('utf-8').decode(body.subarray(3));
  if (body[0] === 0xff && body[1] === 0xfe) return new TextDecoder('utf-16le').decode(body.subarray(2));
  if (body[0] === 0xfe && body[1] === 0xff) return new TextDecoder('utf-16be').decode(body.subarray(2));
  const head = body.subarray(0, 1024).toString('latin1');
  const declared =
    /<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1] ??
    /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  for (const label of [declared, 'utf-8']) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(body);
    } catch {
      // an unknown label: try the next one
    }
  }
  return body.toString('utf8');
}

/**
 * Reads an RSS 2.0 podcast feed with the iTunes and Podcasting 2.0 namespaces. Throws a Spanish
 * FeedParseError when the text is not such a feed (an HTML page, JSON, broken XML, no channel), or
 * declares XML entities (external entities, "billion laughs"). Missing fields are tolerated; links
 * are resolved against the feed's own URL and only http(s) ones are kept.
 */
export function parseFeed(text: string, feedUrl: string): ParsedFeed {
  const start = text.search(/<\?xml|<rss[\s>]/i);
  if (start < 0) throw new FeedParseError();
  // Some servers print warnings or blank lines before the XML declaration (WordPress, Acast).
  const xml = text.slice(start);
  const root = xml.search(/<rss[\s>]/i);
  const prolog = root < 0 ? xml : xml.slice(0, root);
  if (/<!DOCTYPE/i.test(prolog) && /<!ENTITY/i.test(prolog)) throw new FeedParseError(PODCAST_MESSAGES.feedUnsafe);

  let document: XmlNode;
  try {
    document = parser.parse(xml) as XmlNode;
  } catch {
    throw new FeedParseError();
  }
  const rss = first(document.rss);
  const channel = rss && first(rss.channel);
  if (!rss || !channel) throw new FeedParseError();

  const ns = namespacesOf(rss, channel);
  const itunes = (node: XmlNode | undefined, name: string) => childrenIn(node, ns.itunes, name);
  const pc = (node: XmlNode | undefined, name: string) => childrenIn(node, ns.podcast, name);

  const title = plainLine(textOf(channel.title), TITLE_MAX);
  if (!title) throw new FeedParseError();

  const description = [
    textOf(channel.description),
    textOf(itunes(channel, 'summary')),
    textOf(itunes(channel, 'subtitle')),
  ]
    .map((value) => htmlToParagraphs(value))
    .find((value) => value !== '');

  const owner = first(itunes(channel, 'owner'));
  const ownerEmail = emailOf(textOf(itunes(owner, 'email')));

  return {
    title,
    description: description ?? null,
    imageUrl:
      resolveUrl(attrOf(itunes(channel, 'image'), 'href'), feedUrl) ??
      resolveUrl(textOf(first(channel.image)?.url), feedUrl),
    categories: categoriesOf(itunes(channel, 'category'), (node) => itunes(node, 'category')),
    language: languageOf(textOf(channel.language)),
    author:
      nameOf(textOf(itunes(channel, 'author'))) ??
      nameOf(textOf(channel.managingEditor)) ??
      nameOf(textOf(itunes(owner, 'name'))) ??
      nameOf(textOf(channel['dc:creator'])),
    ownerEmail,
    websiteUrl:
      listOf(channel.link)
        .map((link) => resolveUrl(textOf(link), feedUrl))
        .find((url) => url !== null) ?? null,
    verifyTokens: pc(channel, 'txt')
      .filter((node) => attrOf(node, 'purpose').trim().toLowerCase() === 'verify')
      .map((node) => textOf(node).trim())
      .filter((token) => token !== '' && token.length <= 500)
      .slice(0, 50),
    episodes: episodesOf(listOf(channel.item), feedUrl, itunes),
  };
}

function episodesOf(
  items: unknown[],
  feedUrl: string,
  itunes: (node: XmlNode | undefined, name: string) => unknown[],
): ParsedEpisode[] {
  const episodes: ParsedEpisode[] = [];
  const seen = new Set<string>();
  for (const value of items) {
    if (episodes.length >= FEED_MAX_EPISODES) break;
    if (!isNode(value)) continue;
    const audioUrl = resolveUrl(attrOf(value.enclosure, 'url'), feedUrl);
    const guid = (textOf(value.guid).trim() || audioUrl || '').slice(0, GUID_MAX);
    if (!guid || seen.has(guid)) continue;
    seen.add(guid);
    episodes.push({
      guid,
      title:
        plainLine(textOf(value.title), TITLE_MAX) ||
        plainLine(textOf(itunes(value, 'title')), TITLE_MAX) ||
        UNTITLED_EPISODE,
      link: resolveUrl(textOf(value.link), feedUrl),
      audioUrl,
      publishedAt: parseFeedDate(textOf(value.pubDate) || textOf(value['dc:date'])),
      durationSeconds: parseDuration(textOf(itunes(value, 'duration'))),
    });
  }
  return episodes;
}

/** The prefixes a feed maps to the iTunes and Podcasting 2.0 namespaces (the usual ones if it declares none). */
function namespacesOf(...nodes: XmlNode[]): { itunes: string[]; podcast: string[] } {
  const found = { itunes: [] as string[], podcast: [] as string[] };
  for (const node of nodes) {
    for (const [key, value] of Object.entries(node)) {
      if (!key.startsWith('@_xmlns:') || typeof value !== 'string') continue;
      const uri = decodeXML(value).trim().toLowerCase().replace(/\/+$/, '');
      const prefix = key.slice('@_xmlns:'.length);
      if (ITUNES_NAMESPACES.has(uri)) found.itunes.push(prefix);
      if (PODCAST_NAMESPACES.has(uri)) found.podcast.push(prefix);
    }
  }
  if (found.itunes.length === 0) found.itunes.push('itunes');
  if (found.podcast.length === 0) found.podcast.push('podcast');
  return found;
}

function childrenIn(node: XmlNode | undefined, prefixes: string[], name: string): unknown[] {
  if (!node) return [];
  return prefixes.flatMap((prefix) => listOf(node[`${prefix}:${name}`]));
}

function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function first(value: unknown): XmlNode | undefined {
  const found = listOf(value)[0];
  return isNode(found) ? found : undefined;
}

/** An element's text: its character data with XML entities decoded, plus its CDATA sections as written. */
function textOf(value: unknown): string {
  const node = listOf(value)[0];
  if (typeof node === 'string') return decodeXML(node);
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (!isNode(node)) return '';
  const text =
    typeof node['#text'] === 'string' || typeof node['#text'] === 'number' ? decodeXML(String(node['#text'])) : '';
  const cdata = listOf(node['#cdata'])
    .filter((part) => typeof part === 'string')
    .join('');
  return (cdata + text).trim();
}

function attrOf(value: unknown, name: string): string {
  const node = listOf(value)[0];
  if (!isNode(node)) return '';
  const attribute = node[`@_${name}`];
  return typeof attribute === 'string' ? decodeXML(attribute) : '';
}

/** An absolute http(s) URL, resolved against the feed's URL; anything else (javascript:, data:) is dropped. */
function resolveUrl(value: string, base: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > URL_MAX) return null;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function categoriesOf(tops: unknown[], subsOf: (node: XmlNode) => unknown[]): string[] {
  const main: string[] = [];
  const sub: string[] = [];
  for (const top of tops) {
    const name = plainLine(attrOf(top, 'text'), 100);
    if (name) main.push(name);
    if (isNode(top)) for (const child of subsOf(top)) sub.push(plainLine(attrOf(child, 'text'), 100));
  }
  return [...new Set([...main, ...sub].filter((name) => name !== ''))].slice(0, 10);
}

/** "es-es" → "es-ES"; anything that does not look like a language tag is dropped. */
function languageOf(value: string): string | null {
  const match = /^([a-z]{2,3})(?:[-_]([a-z0-9]{2,8}))?/i.exec(value.trim());
  if (!match) return null;
  const region = match[2];
  return region
    ? `${match[1]!.toLowerCase()}-${region.length === 2 ? region.toUpperCase() : region}`
    : match[1]!.toLowerCase();
}

const EMAIL = /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/;

function emailOf(value: string): string | null {
  const email = value
    .trim()
    .replace(/^mailto:/i, '')
    .toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/**
 * A person's or company's name. managingEditor reads "mail@host (Name)" or "Name <mail@host>": the
 * name is kept, the address never (it would become public on the podcast's page).
 */
function nameOf(value: string): string | null {
  const raw = value.trim();
  if (!raw) return null;
  const inParentheses = /\(([^()]*)\)\s*$/.exec(raw)?.[1];
  const beforeAngle = /^([^<]*)<[^>]*>\s*$/.exec(raw)?.[1];
  const name = plainLine(inParentheses ?? beforeAngle ?? raw, NAME_MAX);
  if (!name || /\S+@\S+\.\S+/.test(name)) return null;
  return name;
}

const SPANISH_MONTHS: Record<string, string> = {
  ene: 'Jan',
  enero: 'Jan',
  feb: 'Feb',
  febrero: 'Feb',
  mar: 'Mar',
  marzo: 'Mar',
  abr: 'Apr',
  abril: 'Apr',
  may: 'May',
  mayo: 'May',
  jun: 'Jun',
  junio: 'Jun',
  jul: 'Jul',
  julio: 'Jul',
  ago: 'Aug',
  agosto: 'Aug',
  sep: 'Sep',
  sept: 'Sep',
  septiembre: 'Sep',
  set: 'Sep',
  oct: 'Oct',
  octubre: 'Oct',
  nov: 'Nov',
  noviembre: 'Nov',
  dic: 'Dec',
  diciembre: 'Dec',
};
const ZONES: Record<string, string> = {
  CET: '+0100',
  CEST: '+0200',
  WET: '+0000',
  WEST: '+0100',
  BST: '+0100',
  IST: '+0530',
  AEST: '+1000',
  AEDT: '+1100',
};
const EARLIEST = Date.UTC(1990, 0, 1);

/**
 * A feed date, read leniently: RFC 822 as RSS asks (with or without the day name, two-digit years,
 * zone names), ISO 8601, and Spanish month names. A date without a zone is taken as UTC; one before
 * 1990 or more than a year ahead is taken as wrong (null).
 */
export function parseFeedDate(value: string): Date | null {
  const raw = value.trim().slice(0, 100);
  if (!raw) return null;
  const candidates = [raw, normaliseDate(raw)];
  for (const candidate of candidates) {
    const time = Date.parse(withZone(candidate));
    if (Number.isFinite(time)) return time >= EARLIEST && time <= Date.now() + 366 * 86_400_000 ? new Date(time) : null;
  }
  return null;
}

/** A date-time without a zone would be read in the server's zone: feeds mean UTC far more often. */
function withZone(date: string): string {
  if (/(?:[+-]\d{2}:?\d{2}|\b(?:GMT|UTC|UT|[ECMP][SD]T)|\dZ)$/i.test(date)) return date;
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return /^\d{4}-\d{2}-\d{2}T/.test(date) ? `${date}Z` : `${date} GMT`;
}

function normaliseDate(raw: string): string {
  return raw
    .replace(/^[^\d,]*,\s*/, '') // the day name, in any language
    .replace(/\b([a-záéíóú]+)\.?(?=\s|$)/gi, (word: string, name: string) => {
      const lower = name.toLowerCase();
      if (lower === 'sept') return 'Sep';
      return SPANISH_MONTHS[lower] ?? ZONES[name.toUpperCase()] ?? word;
    })
    .replace(/\bde\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** itunes:duration as seconds: "HH:MM:SS", "MM:SS" or plain seconds; null if unreadable. */
export function parseDuration(value: string): number | null {
  const raw = value.trim();
  if (!raw) return null;
  if (/^\d+(?:\.\d+)?$/.test(raw)) return sane(Math.round(Number(raw)));
  const parts = raw.split(':');
  if (parts.length < 2 || parts.length > 3) return null;
  if (!parts.every((part, index) => (index === parts.length - 1 ? /^\d{1,2}(?:\.\d+)?$/ : /^\d+$/).test(part)))
    return null;
  const numbers = parts.map(Number);
  if (numbers.slice(1).some((part) => part >= 60)) return null;
  return sane(Math.round(numbers.reduce((total, part) => total * 60 + part, 0)));
}

/** Nothing lasts more than a week; a bigger figure is a mistake in the feed. */
function sane(seconds: number): number | null {
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= 7 * 86_400 ? seconds : null;
}
