import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeFeedBytes, parseFeed, type ParsedFeed } from '../src/modules/podcasts';

/**
 * Real feeds from several hosts, kept outside the repository (CI has `shared/` beside the clone), read
 * in place and never copied in; their SOURCES.md says where each one comes from. `npm test` uses the
 * small feeds in test/fixtures/feeds instead; this check proves the parser still reads the real ones.
 */
const CORPUS_DIR = process.env.FEED_CORPUS_DIR
  ? path.resolve(process.env.FEED_CORPUS_DIR)
  : path.resolve(import.meta.dirname, '../../../../shared/fixtures/feeds');

// A missing corpus is a failure, never a skip: this check is only run when someone asks for it.
if (!existsSync(CORPUS_DIR)) {
  throw new Error(
    `The real-feed corpus is missing: ${CORPUS_DIR} does not exist. Put the team's shared/ folder beside ` +
      'this repository (as CI does) or point FEED_CORPUS_DIR at a folder of feeds.',
  );
}
const NAMES = readdirSync(CORPUS_DIR)
  .filter((name) => name.endsWith('.xml'))
  .sort();
if (NAMES.length === 0) throw new Error(`The real-feed corpus at ${CORPUS_DIR} holds no .xml feed.`);

function bytesOf(name: string): Buffer {
  return readFileSync(path.join(CORPUS_DIR, name));
}

function parsed(name: string): ParsedFeed {
  return parseFeed(decodeFeedBytes(bytesOf(name)), `https://feeds.example.com/${name}`);
}

/** The owner address a feed writes in `<itunes:owner>`, if it looks like one. */
function ownerAddressIn(text: string): string | null {
  const owner = /<itunes:owner>([\s\S]*?)<\/itunes:owner>/i.exec(text)?.[1] ?? '';
  const address = /<itunes:email>\s*(?:<!\[CDATA\[)?\s*([^<\]\s]+)/i.exec(owner)?.[1];
  return address && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) ? address.toLowerCase() : null;
}

describe('SOURCES.md', () => {
  const sources = existsSync(path.join(CORPUS_DIR, 'SOURCES.md'))
    ? readFileSync(path.join(CORPUS_DIR, 'SOURCES.md'), 'utf8')
    : null;

  it('describes every feed in the corpus, with its size and git blob', () => {
    expect(sources, `${CORPUS_DIR}/SOURCES.md is missing`).not.toBeNull();
    const listed = [
      ...(sources ?? '').matchAll(/^- `([^`]+\.xml)`: ([\d,]+) bytes\..*\(blob ([0-9a-f]{7,40})\)/gm),
    ].map(([, name, size, blob]) => ({ name: name!, size: Number(size!.replaceAll(',', '')), blob: blob! }));
    expect(listed.map((entry) => entry.name).sort()).toEqual(NAMES);
    for (const entry of listed) {
      const bytes = bytesOf(entry.name);
      expect(bytes.length, `${entry.name}: size`).toBe(entry.size);
      // The copy is byte-exact: its git blob hash starts as SOURCES.md says.
      const blob = createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
      expect(blob.startsWith(entry.blob), `${entry.name}: blob ${blob}`).toBe(true);
    }
  });
});

describe.each(NAMES)('the real feed %s', (name) => {
  const text = decodeFeedBytes(bytesOf(name));
  const feed = parsed(name);
  const items = text.match(/<item[\s>]/g)?.length ?? 0;

  it('parses, with a title, a plain-text description and a sane language', () => {
    expect(feed.title.trim()).not.toBe('');
    expect(feed.description ?? '').not.toMatch(/<\/?[a-z][^<>]*>|&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i);
    if (/<language>\s*\S/i.test(text)) expect(feed.language).toMatch(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/);
    expect(feed.categories.length).toBeLessThanOrEqual(10);
    expect(feed.categories.every((category) => category.trim() !== '')).toBe(true);
  });

  it('keeps each episode once, with an http(s) enclosure when the feed has them', () => {
    if (items > 0) expect(feed.episodes.length).toBeGreaterThan(0);
    expect(feed.episodes.length).toBeLessThanOrEqual(items);
    expect(new Set(feed.episodes.map((episode) => episode.guid)).size).toBe(feed.episodes.length);
    if (/<enclosure\b/i.test(text)) expect(feed.episodes.some((episode) => episode.audioUrl !== null)).toBe(true);
    for (const episode of feed.episodes) {
      if (episode.audioUrl !== null) expect(episode.audioUrl).toMatch(/^https?:\/\//);
      if (episode.publishedAt !== null) expect(Number.isNaN(episode.publishedAt.getTime())).toBe(false);
      if (episode.durationSeconds !== null) expect(episode.durationSeconds).toBeGreaterThanOrEqual(0);
    }
  });

  it('takes the owner address from itunes:owner, when there is one, and never shows an address as the author', () => {
    expect(feed.ownerEmail).toBe(ownerAddressIn(text));
    expect(feed.author ?? '').not.toContain('@');
  });
});

// What the parser's tests asserted of these feeds when they read them directly; the small fixtures
// in test/fixtures/feeds now reproduce each quirk for `npm test`.
describe('the real feeds, read as before', () => {
  it('reads iVoox: Spanish, CDATA with HTML entities left inside, repeated items, no owner address', () => {
    const feed = parsed('es-ivoox-el-ocaso-de-roma.xml');
    expect(feed).toMatchObject({
      title: 'El Ocaso De Roma',
      description: 'Podcast dedicado al estudio y análisis del bajo imperio romano y de la Antigüedad tardía.',
      imageUrl: 'https://static-1.ivoox.com/canales/d/e/1/9/de19b78cadc726c2efd2a5bdeb89fffe_XXL.jpg',
      categories: ['History'],
      language: 'es-ES',
      author: 'Carlos de Miguel',
      ownerEmail: null,
      websiteUrl: 'https://www.ivoox.com/podcast-ocaso-de-roma_sq_f1372665_1.html',
      verifyTokens: [],
    });
    // 115 <item>s, 89 distinct guids: an episode appears once.
    expect(feed.episodes).toHaveLength(89);
    expect(feed.episodes[0]).toEqual({
      guid: 'https://www.ivoox.com/123216335',
      title: 'Ep 88: Muertes de Crispo y Fausta',
      link: 'https://www.ivoox.com/ep-88-muertes-crispo-fausta-audios-mp3_rf_123216335_1.html',
      audioUrl: 'https://www.ivoox.com/ep-88-muertes-crispo-fausta_mf_123216335_feed_1.mp3?d=1706483714',
      publishedAt: new Date('2024-01-25T21:11:30.000Z'),
      durationSeconds: 2439,
    });
  });

  it('reads RTVE: entities escaped twice, a tracking pixel, an empty owner', () => {
    const feed = parsed('es-rtve-tiempo-de-valientes.xml');
    expect(feed.title).toBe('Tiempo de valientes. El diario de Julián Martínez');
    expect(feed.ownerEmail).toBeNull();
    expect(feed.author).toBeNull();
    expect(feed.imageUrl).toBe('http://img.rtve.es/imagenes/tiempo-valientes-diario-julian-martinez/1455556336980.jpg');
    expect(feed.episodes).toHaveLength(6);
    expect(feed.episodes.every((episode) => episode.publishedAt !== null && episode.durationSeconds !== null)).toBe(
      true,
    );
  });

  it('reads Buzzsprout: Podcasting 2.0 tags under the canonical namespace', () => {
    const feed = parsed('en-buzzsprout-how-to-start-a-podcast.xml');
    expect(feed).toMatchObject({
      title: 'How to Start a Podcast',
      categories: ['Education', 'How To', 'Courses'],
      language: 'en-US',
      author: 'Buzzsprout',
      ownerEmail: 'support@buzzsprout.com',
      websiteUrl: 'https://www.buzzsprout.com/1',
    });
    expect(feed.episodes).toHaveLength(11);
    expect(feed.episodes[0]).toMatchObject({
      guid: 'Buzzsprout-4969151',
      durationSeconds: 754,
      publishedAt: new Date('2020-08-13T04:00:00.000Z'),
    });
  });

  it('reads Libsyn: categories nested, top-level ones first, and the owner address', () => {
    const feed = parsed('en-libsyn-the-ruminant.xml');
    expect(feed.categories).toEqual(['Arts', 'Science', 'Society & Culture', 'Food', 'Natural Sciences']);
    expect(feed.ownerEmail).toBe('jordan.marr@gmail.com');
    expect(feed.episodes).toHaveLength(100);
    expect(feed.description?.split('\n\n')).toHaveLength(2);
  });

  it('reads ART19, never taking an address from managingEditor as the author', () => {
    const feed = parsed('en-art19-1865.xml');
    expect(feed).toMatchObject({
      title: '1865',
      ownerEmail: '1865@airship.fm',
      categories: ['Fiction', 'History', 'Government', 'Drama'],
    });
    expect(feed.author).not.toContain('@');
    expect(feed.episodes).toHaveLength(61);
    expect(feed.description?.startsWith('All episodes are available for free')).toBe(true);
  });

  it('reads Acast: a blank line before the XML declaration and a relative stylesheet', () => {
    const feed = parsed('en-acast-sentimental-garbage.xml');
    expect(feed.title).toBe('Sentimental Garbage');
    expect(feed.episodes).toHaveLength(138);
    expect(feed.episodes.at(-1)).toMatchObject({ title: 'Sentimental Garbage: The Trailer', durationSeconds: 89 });
  });

  it('reads WordPress with Blubrry: PHP warnings before the XML', () => {
    const feed = parsed('pt-blubrry-canal-meia-horinha.xml');
    expect(feed).toMatchObject({
      title: 'Canal Meia Horinha',
      language: 'pt-BR',
      ownerEmail: 'contato@meiahorinha.com',
    });
    expect(feed.episodes).toHaveLength(8);
  });

  it('reads Fireside, Simplecast and Podbean: old namespace URIs, long HTML show notes', () => {
    expect(parsed('en-fireside-launched.xml')).toMatchObject({
      title: 'Launched',
      author: 'Charlie Chapman',
      ownerEmail: 'charliemchapman@gmail.com',
    });
    expect(parsed('en-simplecast-design-details.xml').episodes).toHaveLength(102);
    const podbean = parsed('en-podbean-javascript-air.xml');
    expect(podbean).toMatchObject({ title: 'JavaScript Air', categories: ['Technology', 'Podcasting'] });
    expect(podbean.episodes.every((episode) => episode.audioUrl?.startsWith('http://'))).toBe(true);
  });
});
