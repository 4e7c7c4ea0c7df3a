import { describe, expect, it } from 'vitest';
import { buildFeed, readFixture } from '../../../../test/feeds';
import { htmlToParagraphs } from './html-text';
import { decodeFeedBytes, parseFeed, parseDuration, parseFeedDate, type ParsedFeed } from './parse';

/** A feed file from test/fixtures/feeds, read as if it had been fetched from feeds.example.com. */
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

describe('parseFeed with the quirks of real hosts (test/fixtures/feeds, one file per quirk)', () => {
  it('reads CDATA with HTML entities left inside (iVoox): Spanish, no owner address, the head on one line', () => {
    const feed = fixture('cdata-with-html-entities.xml');
    expect(feed).toEqual({
      title: 'La Sobremesa Histórica',
      description: 'Charlas sobre la España medieval y la Península en la Antigüedad tardía.',
      imageUrl: 'https://static.ejemplo.es/canales/sobremesa_XXL.jpg',
      categories: ['History'],
      language: 'es-ES',
      author: 'Lucía Ferrán',
      ownerEmail: null,
      websiteUrl: 'https://www.ejemplo.es/podcast-sobremesa-historica_sq_f100_1.html',
      verifyTokens: [],
      episodes: expect.any(Array) as unknown,
    });
    expect(feed.episodes).toHaveLength(3);
    expect(feed.episodes[0]).toEqual({
      guid: 'https://www.ejemplo.es/303',
      title: 'Ep 3: Los visigodos en Toledo & la corte de Leovigildo',
      link: 'https://www.ejemplo.es/ep-3-visigodos-toledo_rf_303_1.html',
      audioUrl: 'https://www.ejemplo.es/ep-3-visigodos-toledo_mf_303_feed_1.mp3?d=1706483714',
      publishedAt: new Date('2024-01-25T21:11:30.000Z'),
      durationSeconds: 2439,
    });
    expect(feed.episodes.map((episode) => episode.title)).toEqual([
      'Ep 3: Los visigodos en Toledo & la corte de Leovigildo',
      'Ep 2: La Hispania del siglo V',
      'Ep 1: Presentación',
    ]);
  });

  it('keeps an episode once when the feed repeats its guid, the first copy winning', () => {
    const feed = fixture('repeated-items.xml');
    // Six <item>s, three distinct guids.
    expect(feed.episodes.map(({ guid, title }) => ({ guid, title }))).toEqual([
      { guid: 'tertulia-3', title: 'Fiestas del barrio' },
      { guid: 'tertulia-2', title: 'El mercado de abastos' },
      { guid: 'tertulia-1', title: 'Presentación' },
    ]);
  });

  it('reads entities escaped twice (RTVE): no tag, entity or tracking pixel left in the text', () => {
    const feed = fixture('entities-escaped-twice.xml');
    expect(feed.description).toBe(
      '"Cuentos que se contaban junto al fuego", leídos por la compañía de teatro del pueblo. Un capítulo cada semana.\n\nEscuchar',
    );
    expect(feed.description).not.toMatch(/<|&[a-z#0-9]+;|medidor/);
    expect(feed.episodes.map((episode) => episode.title)).toEqual([
      'Cuentos de la Sierra: capítulo 2',
      'Cuentos de la Sierra: capítulo 1',
    ]);
  });

  it('reads an empty owner (RTVE): no address and no author, and keeps http:// links as they are', () => {
    const feed = fixture('empty-owner.xml');
    expect(feed).toMatchObject({
      title: 'Diario Sonoro de la Emisora Municipal',
      ownerEmail: null,
      author: null,
      imageUrl: 'http://img.emisora-ejemplo.es/diario-sonoro/portada.jpg',
    });
    expect(feed.episodes).toHaveLength(2);
    expect(feed.episodes.every((episode) => episode.publishedAt !== null && episode.durationSeconds !== null)).toBe(
      true,
    );
  });

  it('reads the Podcasting 2.0 namespace under its canonical URI (Buzzsprout), nested categories once each', () => {
    const feed = fixture('podcast-namespace-canonical-uri.xml');
    expect(feed).toMatchObject({
      title: 'Cómo Empezar un Podcast',
      categories: ['Education', 'How To', 'Courses'],
      language: 'es-ES',
      author: 'Estudio Ejemplo',
      ownerEmail: 'soporte@ejemplo.com',
      websiteUrl: 'https://www.ejemplo.com/1',
      verifyTokens: ['patrocina-verify-canonico'],
    });
    expect(feed.episodes).toHaveLength(2);
    expect(feed.episodes[0]).toMatchObject({
      guid: 'Ejemplo-4969151',
      durationSeconds: 754,
      publishedAt: new Date('2020-08-13T04:00:00.000Z'),
    });
  });

  it('reads the Podcasting 2.0 namespace under its old GitHub URI (Fireside), with an Atom URI ending in a slash', () => {
    expect(fixture('podcast-namespace-old-uri.xml')).toMatchObject({
      title: 'Lanzamientos',
      author: 'Carlos Cano',
      ownerEmail: 'carlos.cano@ejemplo.es',
      verifyTokens: ['patrocina-verify-antiguo'],
      episodes: [expect.objectContaining({ title: 'Descanso de verano', durationSeconds: 64 })],
    });
  });

  it('reads the iTunes namespace under https, with capitals and a trailing slash, bound to another prefix', () => {
    expect(fixture('itunes-namespace-uri-variants.xml')).toMatchObject({
      author: 'Ana Rubio',
      imageUrl: 'https://feeds.example.com/portada.png',
      categories: ['Leisure', 'Hobbies'],
      ownerEmail: 'ana@prefijos.ejemplo.es',
      episodes: [{ guid: 'raros-1', title: 'Solo con título de iTunes', durationSeconds: 900 }],
    });
  });

  it('reads the usual prefixes when the feed declares no namespace at all', () => {
    expect(fixture('no-namespace-declarations.xml')).toMatchObject({
      author: 'Pablo Ruiz',
      ownerEmail: 'pablo@sin-ns.ejemplo.es',
      categories: ['Comedy'],
      verifyTokens: ['patrocina-verify-sin-ns'],
      episodes: [{ guid: 'sin-ns-1', durationSeconds: 1200 }],
    });
  });

  it('reads nested categories (Libsyn), top-level ones first, and the owner address beside a name in CDATA', () => {
    const feed = fixture('nested-categories.xml');
    expect(feed.categories).toEqual(['Arts', 'Science', 'Society & Culture', 'Food', 'Natural Sciences']);
    expect(feed.ownerEmail).toBe('jorge.marin@huerta-sonora.ejemplo.es');
    expect(feed.episodes).toHaveLength(2);
  });

  it('lists a category repeated at the top level once, and drops a blank one (Simplecast)', () => {
    expect(fixture('categories-repeated.xml').categories).toEqual(['Technology', 'Arts', 'Design', 'Podcasting']);
  });

  it('keeps the paragraphs of show notes written with CRLF line ends (Libsyn)', () => {
    expect(fixture('crlf-paragraphs-in-cdata.xml').description).toBe(
      'Para quien se apasiona por el campo, la huerta y la comida de temporada.\n\nCada semana, una conversación con quien cultiva, cocina o investiga lo que comemos.',
    );
  });

  it('reads CDATA between blank lines (ART19): the text inside, trimmed, for titles and guids too', () => {
    const feed = fixture('cdata-between-blank-lines.xml');
    expect(feed.title).toBe('1812');
    expect(feed.description).toBe(
      'Todos los episodios son gratuitos.\n\nCádiz, 1812. Las Cortes escriben una constitución bajo las bombas.',
    );
    expect(feed.episodes.map(({ guid, title }) => ({ guid, title }))).toEqual([
      { guid: 'gid://ejemplo/episodio/1812-2', title: 'Capítulo 2: La Pepa' },
      { guid: 'gid://ejemplo/episodio/1812-1', title: 'Capítulo 1: Asedio' },
    ]);
  });

  it('takes the author’s name and never the address when the owner is only in managingEditor', () => {
    const feed = fixture('owner-address-only-in-managing-editor.xml');
    expect(feed).toMatchObject({ author: 'Redacción Ondas del Sur', ownerEmail: null });
    expect(JSON.stringify(feed)).not.toContain('@');
    expect(fixture('managing-editor-name-before-address.xml')).toMatchObject({ author: 'Marta Gil', ownerEmail: null });
  });

  it('reads the owner address without "mailto:", spaces or capitals', () => {
    expect(fixture('owner-email-mailto-and-capitals.xml').ownerEmail).toBe('rosa.vidal@mayusculas.ejemplo.es');
  });

  it('reads a feed with a blank line before the XML declaration and a relative stylesheet (Acast)', () => {
    const feed = fixture('blank-line-before-xml-declaration.xml');
    expect(feed).toMatchObject({
      title: 'Basura Sentimental',
      author: 'Las de la Basura',
      ownerEmail: 'info+0b7c9a2e-5d41-4f0e-9c3a-6f1e2d3c4b5a@relay.ejemplo.com',
    });
    expect(feed.episodes).toHaveLength(3);
    expect(feed.episodes[0]).toMatchObject({ title: 'Telenovelas de los noventa', durationSeconds: 3920 });
    expect(feed.episodes.at(-1)).toMatchObject({ title: 'Basura Sentimental: el tráiler', durationSeconds: 89 });
  });

  it('reads a WordPress feed that prints PHP warnings before the XML', () => {
    const feed = fixture('php-warnings-before-xml-declaration.xml');
    expect(feed).toMatchObject({
      title: 'Charlas de Media Hora',
      language: 'es-MX',
      ownerEmail: 'contacto@charlas.ejemplo.es',
      categories: ['Business', 'Careers'],
    });
    expect(feed.episodes.map((episode) => episode.title)).toEqual([
      '#2 – Proyectos que salen bien',
      '#1 – ¡Bienvenidos!',
    ]);
  });

  it('reads a feed with comments before <rss> (Podbean), ignoring the plain RSS category and keeping http:// audio', () => {
    const feed = fixture('comment-before-rss-element.xml');
    expect(feed).toMatchObject({ title: 'JavaScript en el Aire', categories: ['Technology', 'Podcasting'] });
    expect(feed.episodes).toHaveLength(2);
    expect(feed.episodes.every((episode) => episode.audioUrl?.startsWith('http://'))).toBe(true);
  });

  it('takes the audio URL as the guid when there is none, and drops an item with neither', () => {
    expect(
      fixture('items-without-guid.xml').episodes.map(({ guid, title, audioUrl }) => ({ guid, title, audioUrl })),
    ).toEqual([
      {
        guid: 'https://feeds.example.com/audio/uno.mp3',
        title: 'Con audio y sin guid',
        audioUrl: 'https://feeds.example.com/audio/uno.mp3',
      },
      {
        guid: 'https://sin-id.ejemplo.es/audio/dos.mp3',
        title: 'Solo título de iTunes',
        audioUrl: 'https://sin-id.ejemplo.es/audio/dos.mp3',
      },
      { guid: 'tres', title: 'Episodio sin título', audioUrl: null },
    ]);
  });

  it('reads Spanish dates, dc:date when there is no pubDate, and takes an unreadable or ancient date as none', () => {
    expect(fixture('spanish-dates.xml').episodes.map((episode) => episode.publishedAt?.toISOString() ?? null)).toEqual([
      '2016-05-17T10:08:49.000Z',
      '2016-05-17T10:08:49.000Z',
      '2019-09-17T08:00:00.000Z',
      '2016-05-17T17:08:49.000Z',
      '2016-05-17T12:08:49.000Z',
      '2016-05-17T10:08:49.000Z',
      null,
      null,
    ]);
  });

  it('reads itunes:duration as HH:MM:SS, MM:SS or seconds, and an unreadable one as none', () => {
    expect(fixture('duration-formats.xml').episodes.map((episode) => episode.durationSeconds)).toEqual([
      3723,
      3723,
      3723,
      1871,
      null,
      null,
      null,
      null,
    ]);
  });

  it.each([
    ['iso-8859-1-declared.xml', 'Música y compañía', 'Crónicas de otoño, año tras año.'],
    ['utf-8-byte-order-mark.xml', 'Señales con BOM', 'Un feed que empieza por la marca de orden de bytes.'],
    ['utf-16le-byte-order-mark.xml', 'Ecos en UTF-16', 'Acentos: á é í ó ú ñ.'],
  ])('decodes %s as its bytes say', (name, title, description) => {
    expect(fixture(name)).toMatchObject({ title, description });
  });

  it('decodes a feed declared windows-1252', () => {
    const feed = fixture('windows-1252-declared.xml');
    // Only the letters windows-1252 shares with ISO-8859-1 are pinned: Node 20.18.3+ and 22.13+ decode
    // its bytes 0x80-0x9F (curly quotes, the euro sign) as C1 controls (nodejs/node#60888).
    expect(feed.title).toContain('Cuentas Claras');
    expect(feed.description).toContain('Cuánto cuesta un café: 1,50');
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
