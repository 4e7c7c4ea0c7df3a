import { describe, expect, it } from 'vitest';
import { decodeFeedBytes } from './decode';
import { parseFeed } from './parse';
import { fixture } from './parse.test-support';

describe('decoding a feed as its bytes say (test/fixtures/feeds, one file per encoding)', () => {
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

  it('decodes feeds in ISO-8859-1 as their declaration says', () => {
    const latin1 = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><rss><channel><title>Música y compañía</title></channel></rss>',
      'latin1',
    );
    expect(parseFeed(decodeFeedBytes(latin1), 'https://ejemplo.es/f').title).toBe('Música y compañía');
  });
});
