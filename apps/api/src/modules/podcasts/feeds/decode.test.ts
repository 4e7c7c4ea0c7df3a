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
    expect(fixture('windows-1252-declared.xml')).toMatchObject({
      title: '“Cuentas Claras” – Ahorro',
      description: 'Cuánto cuesta un café: 1,50 €.',
    });
  });

  it('reads windows-1252 bytes 0x80 to 0x9F as the quotes, dashes and signs they are, never as controls', () => {
    const feed = fixture('windows-1252-bytes-0x80-0x9f.xml');
    expect(feed).toMatchObject({
      title: '“Dinero Claro” — finanzas sin jerga',
      description: 'El café a 1,50 €, el alquiler… y lo que queda • Cada lunes.',
      author: 'Marta Šolc',
      episodes: [expect.objectContaining({ guid: 'dinero-1', title: '‘Ahorro’ – episodio 1™' })],
    });
    expect(JSON.stringify(feed)).not.toMatch(/[\u0080-\u009f]/);
  });

  it('maps every byte from 0x80 to 0x9F as the WHATWG index for windows-1252 does, under any of its labels', () => {
    const range = Buffer.from(Array.from({ length: 32 }, (_, index) => 0x80 + index));
    // The five bytes windows-1252 leaves unused stay the C1 controls of the same number.
    const expected = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
    for (const label of ['windows-1252', 'cp1252', 'ISO-8859-1', 'latin1', 'us-ascii']) {
      const declared = Buffer.concat([Buffer.from(`<?xml version="1.0" encoding="${label}"?>`), range]);
      expect(decodeFeedBytes(declared).slice(-32), label).toBe(expected);
    }
    expect(decodeFeedBytes(range, 'application/rss+xml; charset=windows-1252')).toBe(expected);
  });

  it('decodes feeds in ISO-8859-1 as their declaration says', () => {
    const latin1 = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><rss><channel><title>Música y compañía</title></channel></rss>',
      'latin1',
    );
    expect(parseFeed(decodeFeedBytes(latin1), 'https://ejemplo.es/f').title).toBe('Música y compañía');
  });
});
