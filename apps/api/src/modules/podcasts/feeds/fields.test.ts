import { describe, expect, it } from 'vitest';
import { parseFeedDate } from './dates';
import { parseDuration } from './fields';
import { htmlToParagraphs } from './html-text';

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
