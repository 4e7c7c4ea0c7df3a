import { describe, expect, it } from 'vitest';
import {
  createSheetBrandingSchema,
  estimatedListens,
  lowestPrice,
  sheetAudienceSchema,
  sheetProfileSchema,
  type SheetAudience,
  type SheetProfile,
} from './sponsorship';

const IMAGE = '3f1c8a2e-6b0d-4c4e-9f7a-2d5b8e1c0a99';

function profile(overrides: Partial<SheetProfile> = {}): SheetProfile {
  return {
    headerImageId: IMAGE,
    extraImageIds: [],
    presenters: [{ name: 'Marta Podcaster' }],
    links: [{ platform: 'SPOTIFY', url: 'https://open.spotify.com/show/abc' }],
    frequency: 'WEEKLY',
    socialNetworks: [{ network: 'INSTAGRAM', followers: 'OVER_10K' }],
    ranking: null,
    ...overrides,
  };
}

function audience(overrides: Partial<SheetAudience> = {}): SheetAudience {
  return {
    listens: { platform: 'FROM_5K', hosting: 'FROM_1K', radio: null, video: null },
    gender: { female: 55, male: 40, other: 5 },
    ages: { under25: 20, from25to44: 60, over44: 20 },
    audienceFlags: ['tech', 'geek'],
    country: 'ES',
    provinces: ['28', '08'],
    liveRadio: false,
    fullVideo: true,
    videoUrl: 'https://www.youtube.com/watch?v=abc',
    ...overrides,
  };
}

const branding = createSheetBrandingSchema('Patrocina');

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('sponsorship sheet: profile', () => {
  it('accepts a complete profile', () => {
    expect(sheetProfileSchema.parse(profile())).toEqual(profile());
  });

  it('needs the header image, a presenter and a frequency', () => {
    const result = sheetProfileSchema.safeParse({
      ...profile({ headerImageId: null as unknown as string, presenters: [] }),
      frequency: undefined,
    });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([
        'Sube la imagen de cabecera (1440x360)',
        'Añade al menos un presentador',
        'Elige con qué frecuencia publicas',
      ]),
    );
  });

  it('refuses a link that is not a web address, and the same network twice', () => {
    expect(
      messagesOf(sheetProfileSchema.safeParse(profile({ links: [{ platform: 'WEBSITE', url: 'mipodcast' }] }))),
    ).toEqual(['Url no válida']);
    const twice = profile({
      socialNetworks: [
        { network: 'X', followers: 'UP_TO_5K' },
        { network: 'X', followers: 'OVER_5K' },
      ],
    });
    expect(messagesOf(sheetProfileSchema.safeParse(twice))).toEqual(['Esa red social ya está en la lista']);
  });

  it('takes no fields it does not know (no mass assignment)', () => {
    expect(sheetProfileSchema.safeParse({ ...profile(), ownerId: IMAGE }).success).toBe(false);
  });
});

describe('sponsorship sheet: audience', () => {
  it('accepts distributions that add up to 100', () => {
    expect(sheetAudienceSchema.safeParse(audience()).success).toBe(true);
  });

  it('refuses gender or age shares that do not add up to 100 with the SPEC message', () => {
    const result = sheetAudienceSchema.safeParse(
      audience({ gender: { female: 50, male: 40, other: 5 }, ages: { under25: 50, from25to44: 50, over44: 1 } }),
    );
    expect(messagesOf(result)).toEqual(['Los porcentajes deben sumar 100', 'Los porcentajes deben sumar 100']);
  });

  it('needs listens on the hosting platform or elsewhere, and an audience category', () => {
    const result = sheetAudienceSchema.safeParse(
      audience({ listens: { platform: null, hosting: null, radio: 'FROM_1K', video: null }, audienceFlags: [] }),
    );
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([
        'Indica tus escuchas en la plataforma de alojamiento o en otras plataformas',
        'Elige al menos una categoría de audiencia',
      ]),
    );
  });

  it('refuses an example video that is not a URL', () => {
    expect(messagesOf(sheetAudienceSchema.safeParse(audience({ videoUrl: 'youtube' })))).toEqual(['Url no válida']);
  });
});

describe('sponsorship sheet: branding actions', () => {
  const valid = {
    actions: { MENTION: 150, SPONSORSHIP: null, REVIEW: 400, DEDICATED_SHOW: null, READ_HOST_ADS: null },
    examples: [
      { brand: 'Café Aroma', actionType: 'MENTION', episodeUrl: 'https://ejemplo.es/ep/12', startMinute: '05:30' },
    ],
    terms: true,
  };

  it('accepts offered actions with whole-euro minimum prices and examples', () => {
    expect(branding.safeParse(valid).success).toBe(true);
  });

  it('needs at least one action and the terms, with the SPEC message', () => {
    const result = branding.safeParse({
      ...valid,
      actions: { ...valid.actions, MENTION: null, REVIEW: null },
      terms: false,
    });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([
        'Ofrece al menos una acción, con su precio mínimo',
        'Debes aceptar los términos y Condiciones de Patrocina',
      ]),
    );
  });

  it('refuses a price below the minimum or with cents, and a start minute not in MMM:SS', () => {
    const result = branding.safeParse({
      ...valid,
      actions: { ...valid.actions, MENTION: 5, REVIEW: 99.5 },
      examples: [{ ...valid.examples[0], startMinute: '5:30' }],
    });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([
        'El precio mínimo por acción es de 10 €',
        'Indica el precio en euros, sin decimales',
        'El formato debe ser MMM:SS',
      ]),
    );
  });
});

describe('figures drawn from a sheet', () => {
  it('quotes the lowest price offered', () => {
    expect(lowestPrice({ MENTION: 150, REVIEW: 90, SPONSORSHIP: null })).toBe(90);
    expect(lowestPrice({ MENTION: null })).toBeNull();
  });

  it('estimates listens from the middle of each range', () => {
    expect(estimatedListens({ platform: 'FROM_5K', hosting: 'FROM_1K', radio: null, video: null })).toBe(7_500 + 3_000);
  });
});
