import { describe, expect, it } from 'vitest';
import { FILE_RULES, imageQuerySchema, isImageKind, MAX_UPLOAD_MB, publicImageUrl } from './files';

describe('file rules', () => {
  it('gives the sheet images the exact sizes of SPEC §9 and the banner its 300x250 JPG or PNG', () => {
    expect(FILE_RULES['podcast-header'].exactSize).toEqual({ width: 1440, height: 360 });
    expect(FILE_RULES['podcast-extra'].exactSize).toEqual({ width: 764, height: 578 });
    expect(FILE_RULES.banner).toMatchObject({ exactSize: { width: 300, height: 250 }, formats: ['jpg', 'png'] });
    expect(FILE_RULES.spot).toMatchObject({
      formats: ['mp3'],
      seconds: { min: 20, max: 30 },
      messages: { missing: 'Debes adjuntar la cuña' },
    });
  });

  it('never accepts SVG, whatever the kind', () => {
    for (const rule of Object.values(FILE_RULES)) expect(rule.formats).not.toContain('svg');
  });

  it('streams no more than the largest cap', () => {
    expect(MAX_UPLOAD_MB).toBe(Math.max(...Object.values(FILE_RULES).map((rule) => rule.maxMb)));
  });

  it('serves only the image kinds, at the allowed widths', () => {
    expect(isImageKind('podcast-header')).toBe(true);
    expect(isImageKind('spot')).toBe(false);
    expect(isImageKind('chat-attachment')).toBe(false);
    expect(publicImageUrl('abc', 640)).toBe('/api/v1/public/images/abc?w=640');
    expect(imageQuerySchema.parse({ w: '640' })).toEqual({ w: 640 });
    expect(imageQuerySchema.safeParse({ w: '641' }).success).toBe(false);
    expect(imageQuerySchema.safeParse({ w: 'mucho' }).success).toBe(false);
    expect(imageQuerySchema.parse({})).toEqual({});
  });
});
