import { PODCAST_MESSAGES } from '@patrocina/domain';
import { AppError } from '../../../lib/errors';
import { parseFeedDate } from './dates';
import { categoriesOf, emailOf, languageOf, nameOf, parseDuration, resolveUrl } from './fields';
import { htmlToParagraphs, plainLine } from './html-text';
import { attrOf, childrenIn, first, isNode, listOf, namespacesOf, parser, textOf, type XmlNode } from './xml';

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
const GUID_MAX = 1_000;
const UNTITLED_EPISODE = 'Episodio sin título';

export class FeedParseError extends AppError {
  constructor(message: string = PODCAST_MESSAGES.invalidFeed) {
    super('INVALID_FEED', message, { fields: [{ path: 'feedUrl', message }] });
  }
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
