import { describe, expect, it } from 'vitest';
import { fixture } from './parse.test-support';

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
});
