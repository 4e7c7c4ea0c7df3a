import { describe, expect, it } from 'vitest';
import { buildFeed } from '../../../../test/feeds';
import { parseFeed } from './parse';

function invalid(text: string): string {
  try {
    parseFeed(text, 'https://feeds.example.com/feed.xml');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('parsed');
}

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
