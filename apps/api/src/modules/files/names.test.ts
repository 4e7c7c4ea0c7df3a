import { describe, expect, it } from 'vitest';
import { extensionOf, sanitizeFileName } from './names';

describe('file names', () => {
  it('keeps a readable name with the extension of the real type', () => {
    expect(sanitizeFileName('Cabecera del podcast.JPG', 'png')).toBe('Cabecera del podcast.png');
    expect(sanitizeFileName('cuña final.mp3', 'mp3')).toBe('cuña final.mp3');
  });

  it('drops folders, markup, quotes and control characters', () => {
    expect(sanitizeFileName('C:\\Users\\ana\\foto.png', 'png')).toBe('foto.png');
    expect(sanitizeFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(sanitizeFileName('<img src=x onerror=alert(1)>.png', 'png')).toBe('img src_x onerror_alert(1).png');
    expect(sanitizeFileName('a"b\r\nc.png', 'png')).toBe('a_b_c.png');
    expect(sanitizeFileName('...', 'png')).toBe('archivo.png');
    expect(sanitizeFileName('x'.repeat(500), 'webp')).toHaveLength(120);
  });

  it('reads the extension in lower case, or none', () => {
    expect(extensionOf('foto.final.JPEG')).toBe('jpeg');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('sin-extension')).toBe('');
    expect(extensionOf('carpeta.d/archivo')).toBe('');
  });
});
