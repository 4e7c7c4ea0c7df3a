import { describe, expect, it } from 'vitest';
import { buildFeed, readFixture } from '../../../../test/feeds';
import { htmlToParagraphs } from './html-text';
import { decodeFeedBytes, parseFeed, parseDuration, parseFeedDate, type ParsedFeed } from './parse';

function fixture(name: string): ParsedFeed {
  return parseFeed(decodeFeedBytes(readFixture(name)), `https://feeds.example.com/${name}`);
}

function invalid(text: string): string {
  try {
    parseFeed(text, 'https://feeds.example.com/feed.xml');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('parsed');
}

describe('parseFeed with real feeds', () => {
  it('reads an iVoox feed: Spanish, CDATA with HTML entities left inside, repeated items, no owner address', () => {
    const feed = fixture('es-ivoox-el-ocaso-de-roma.xml');
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
    expect(new Set(feed.episodes.map((episode) => episode.guid)).size).toBe(89);
    expect(feed.episodes[0]).toEqual({
      guid: 'https://www.ivoox.com/123216335',
      title: 'Ep 88: Muertes de Crispo y Fausta',
      link: 'https://www.ivoox.com/ep-88-muertes-crispo-fausta-audios-mp3_rf_123216335_1.html',
      audioUrl: 'https://www.ivoox.com/ep-88-muertes-crispo-fausta_mf_123216335_feed_1.mp3?d=1706483714',
      publishedAt: new Date('2024-01-25T21:11:30.000Z'),
      durationSeconds: 2439,
    });
  });

  it('reads RTVE’s feed: entities escaped twice, a tracking pixel, an empty owner', () => {
    const feed = fixture('es-rtve-tiempo-de-valientes.xml');
    expect(feed.title).toBe('Tiempo de valientes. El diario de Julián Martínez');
    expect(feed.ownerEmail).toBeNull();
    expect(feed.author).toBeNull();
    expect(feed.imageUrl).toBe('http://img.rtve.es/imagenes/tiempo-valientes-diario-julian-martinez/1455556336980.jpg');
    expect(feed.episodes).toHaveLength(6);
    expect(feed.episodes.every((episode) => episode.publishedAt !== null && episode.durationSeconds !== null)).toBe(
      true,
    );
    expect(feed.description).not.toMatch(/<|&[a-z]+;/);
  });

  it('reads a Buzzsprout feed with Podcasting 2.0 tags under the canonical namespace', () => {
    const feed = fixture('en-buzzsprout-how-to-start-a-podcast.xml');
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

  it('reads a Libsyn feed: categories nested, top-level ones first, and the owner address', () => {
    const feed = fixture('en-libsyn-the-ruminant.xml');
    expect(feed.categories).toEqual(['Arts', 'Science', 'Society & Culture', 'Food', 'Natural Sciences']);
    expect(feed.ownerEmail).toBe('jordan.marr@gmail.com');
    expect(feed.episodes).toHaveLength(100);
    expect(feed.description?.split('\n\n')).toHaveLength(2);
  });

  it('reads an ART19 feed, taking the author’s name and never its address from managingEditor', () => {
    const feed = fixture('en-art19-1865.xml');
    expect(feed).toMatchObject({
      title: '1865',
      ownerEmail: '1865@airship.fm',
      categories: ['Fiction', 'History', 'Government', 'Drama'],
    });
    expect(feed.author).not.toContain('@');
    expect(feed.episodes).toHaveLength(61);
    expect(feed.description?.startsWith('All episodes are available for free')).toBe(true);
  });

  it('reads an Acast feed with a blank line before the XML declaration and a relative stylesheet', () => {
    const feed = fixture('en-acast-sentimental-garbage.xml');
    expect(feed.title).toBe('Sentimental Garbage');
    expect(feed.episodes).toHaveLength(138);
    expect(feed.episodes.at(-1)).toMatchObject({ title: 'Sentimental Garbage: The Trailer', durationSeconds: 89 });
  });

  it('reads a WordPress feed that prints PHP warnings before the XML', () => {
    const feed = fixture('pt-blubrry-canal-meia-horinha.xml');
    expect(feed).toMatchObject({
      title: 'Canal Meia Horinha',
      language: 'pt-BR',
      ownerEmail: 'contato@meiahorinha.com',
    });
    expect(feed.episodes).toHaveLength(8);
  });

  it('reads Fireside, Simplecast and Podbean feeds (old namespace URIs, long HTML show notes)', () => {
    expect(fixture('en-fireside-launched.xml')).toMatchObject({
      title: 'Launched',
      author: 'Charlie Chapman',
      ownerEmail: 'charliemchapman@gmail.com',
    });
    expect(fixture('en-simplecast-design-details.xml').episodes).toHaveLength(102);
    const podbean = fixture('en-podbean-javascript-air.xml');
    expect(podbean).toMatchObject({ title: 'JavaScript Air', categories: ['Technology', 'Podcasting'] });
    expect(podbean.episodes.every((episode) => episode.audioUrl?.startsWith('http://'))).toBe(true);
  });
});

describe('parseFeed with written feeds', () => {
  it('finds the verification tokens whatever prefix the feed gives the Podcasting 2.0 namespace', () => {
    const feed = parseFeed(
      buildFeed({ verifyTokens: ['patrocina-verify-abc'], podcastPrefix: 'p20' }),
      'https://ejemplo.es/feed.xml',
    );
    expect(feed.verifyTokens).toEqual(['patrocina-verify-abc']);
    const other = `<rss xmlns:it="http://www.itunes.com/dtds/podcast-1.0.dtd/" xmlns:pc="https://github.com/Podcastindex-org/podcast-namespace/blob/main/docs/1.0.md">
      <channel><title>Prefijos raros</title><it:author>Ana</it:author><it:image href="img.png"/>
      <pc:txt purpose="Verify"> token-1 </pc:txt><pc:txt purpose="other">no</pc:txt><pc:txt>tampoco</pc:txt></channel></rss>`;
    expect(parseFeed(other, 'https://ejemplo.es/podcast/feed.xml')).toMatchObject({
      author: 'Ana',
      imageUrl: 'https://ejemplo.es/podcast/img.png',
      verifyTokens: ['token-1'],
    });
  });

  it('resolves relative links against the feed URL and drops links that are not http(s)', () => {
    const feed = parseFeed(
      `<rss><channel><title>T</title><link>javascript:alert(1)</link><image><url>../logo.png</url></image>
       <item><guid>a</guid><link>/ep/a</link><enclosure url="data:audio/mpeg;base64,AAAA"/></item>
       <item><enclosure url="audio/b.mp3"/></item><item><title>Sin guid ni audio</title></item></channel></rss>`,
      'https://ejemplo.es/feeds/podcast.xml',
    );
    expect(feed.websiteUrl).toBeNull();
    expect(feed.imageUrl).toBe('https://ejemplo.es/logo.png');
    expect(feed.episodes).toEqual([
      {
        guid: 'a',
        title: 'Episodio sin título',
        link: 'https://ejemplo.es/ep/a',
        audioUrl: null,
        publishedAt: null,
        durationSeconds: null,
      },
      {
        guid: 'https://ejemplo.es/feeds/audio/b.mp3',
        title: 'Episodio sin título',
        link: null,
        audioUrl: 'https://ejemplo.es/feeds/audio/b.mp3',
        publishedAt: null,
        durationSeconds: null,
      },
    ]);
  });

  it('tolerates a channel with a title and nothing else', () => {
    expect(parseFeed('<rss><channel><title>Solo título</title></channel></rss>', 'https://ejemplo.es/f')).toEqual({
      title: 'Solo título',
      description: null,
      imageUrl: null,
      categories: [],
      language: null,
      author: null,
      ownerEmail: null,
      websiteUrl: null,
      verifyTokens: [],
      episodes: [],
    });
  });

  it('decodes feeds in ISO-8859-1 as their declaration says', () => {
    const latin1 = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><rss><channel><title>Música y compañía</title></channel></rss>',
      'latin1',
    );
    expect(parseFeed(decodeFeedBytes(latin1), 'https://ejemplo.es/f').title).toBe('Música y compañía');
  });

  it.each([
    ['an HTML page', '<!doctype html><html><head><title>Mi web</title></head><body><p>Hola</p></body></html>'],
    ['JSON', '{"title": "no soy un feed"}'],
    ['text that is not XML', 'esto no es XML <<< >>'],
    ['an Atom feed', '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Atom</title></feed>'],
    ['RSS without a channel', '<?xml version="1.0"?><rss version="2.0"></rss>'],
    ['a channel without a title', '<rss><channel><description>sin título</description></channel></rss>'],
  ])('refuses %s with a Spanish message', (_what, text) => {
    expect(invalid(text)).toBe('Esa dirección no es un feed de podcast válido.');
  });

  it('refuses external entities and "billion laughs" without expanding anything', () => {
    const external = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss><channel><title>&xxe;</title></channel></rss>`;
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
      <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;"><!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">]>
      <rss><channel><title>&lol4;</title></channel></rss>`;
    for (const text of [external, laughs]) {
      expect(invalid(text)).toBe(
        'Ese feed declara entidades XML (DOCTYPE con ENTITY) y no lo aceptamos por seguridad.',
      );
    }
    // An entity used without a declaration is left as text, never looked up.
    expect(parseFeed('<rss><channel><title>A &xxe; B &amp; C</title></channel></rss>', 'https://e.es/f').title).toBe(
      'A &xxe; B & C',
    );
  });
});

describe('feed fields', () => {
  it.each([
    ['01:02:03', 3723],
    ['1:02:03', 3723],
    ['62:03', 3723],
    ['05:07', 307],
    ['3723', 3723],
    ['3723.6', 3724],
    ['00:31:10.500', 1871],
    ['', null],
    ['45 min', null],
    ['1:75:00', null],
    ['-5', null],
  ])('reads the duration %j as %j seconds', (value, seconds) => {
    expect(parseDuration(value)).toBe(seconds);
  });

  it.each([
    ['Tue, 17 May 2016 12:08:49 GMT', '2016-05-17T12:08:49.000Z'],
    ['Tue, 17 May 2016 12:08:49 -0500', '2016-05-17T17:08:49.000Z'],
    ['17 May 2016 12:08:49 +0200', '2016-05-17T10:08:49.000Z'],
    ['Tue, 17 May 2016 12:08:49', '2016-05-17T12:08:49.000Z'],
    ['Tue, 17 May 16 12:08:49 EST', '2016-05-17T17:08:49.000Z'],
    ['Mar, 17 May 2016 12:08:49 CEST', '2016-05-17T10:08:49.000Z'],
    ['mar, 17 mayo 2016 12:08:49 +0200', '2016-05-17T10:08:49.000Z'],
    ['17 de septiembre de 2019 08:00', '2019-09-17T08:00:00.000Z'],
    ['2016-05-17T12:08:49+02:00', '2016-05-17T10:08:49.000Z'],
    ['2016-05-17T12:08:49', '2016-05-17T12:08:49.000Z'],
  ])('reads the date %j', (value, iso) => {
    expect(parseFeedDate(value)?.toISOString()).toBe(iso);
  });

  it.each(['', 'mañana', 'Mon, 01 Jan 1900 00:00:00 GMT', 'Mon, 01 Jan 2999 00:00:00 GMT'])(
    'takes %j as no date',
    (value) => {
      expect(parseFeedDate(value)).toBeNull();
    },
  );

  it('reduces show notes to plain paragraphs with no script, style or tag left', () => {
    const html = `<p>Hola <b>mundo</b> &amp; amigos&nbsp;&aacute;</p><script>alert('x')</script><style>p{}</style>
      <ul><li>uno</li><li>dos</li></ul>Línea<br>siguiente<img src="https://track.example/pixel.gif" onerror="alert(1)">
      &lt;script&gt;alert(2)&lt;/script&gt;<iframe src="https://evil.example"></iframe>`;
    const text = htmlToParagraphs(html);
    expect(text).toBe('Hola mundo & amigos á\n\n• uno\n• dos\n\nLínea\nsiguiente');
    expect(htmlToParagraphs('Texto plano.\n\nSegundo párrafo.')).toBe('Texto plano.\n\nSegundo párrafo.');
  });

  it('stays fast on hostile markup', () => {
    const started = performance.now();
    htmlToParagraphs('<a'.repeat(200_000) + '<script>'.repeat(10_000));
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
