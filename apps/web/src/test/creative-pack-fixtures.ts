import { creativePackSchema, type CreativePack } from '@patrocina/domain';

/** One file of a pack, served under `base` by its id. */
function packFile(base: string, id: string, file: { name: string; mime: string; size: number }) {
  return {
    ...file,
    url: `${base}/${id}`,
    downloadUrl: `${base}/${id}?download=1`,
    durationMs: null,
    width: null,
    height: null,
  };
}

/**
 * A full creative pack as `GET …/creative-pack` answers it, its files under `base`; parsed by the
 * shared schema, so the fixture cannot drift.
 */
export function buildCreativePack(
  overrides: Partial<CreativePack> = {},
  base = '/api/v1/private/campaigns/c1/files',
): CreativePack {
  return creativePackSchema.parse({
    brief: 'Cuenta cómo es nuestro tueste de invierno.',
    briefingFile: packFile(base, 'f-brief', { name: 'Briefing Q3.pdf', mime: 'application/pdf', size: 12_800 }),
    spot: {
      ...packFile(base, 'f-spot', { name: 'cuña.mp3', mime: 'audio/mpeg', size: 410_000 }),
      durationMs: 22_300,
    },
    banner: {
      ...packFile(base, 'f-banner', { name: 'banner.png', mime: 'image/png', size: 40_000 }),
      width: 300,
      height: 250,
    },
    bannerUrl: 'https://cafelumbre.es/invierno',
    prerollText: 'Este episodio llega gracias a Café Lumbre.',
    brandUrl: 'https://cafelumbre.es',
    trackingUrl: 'https://patrocina.es/t/cafe-lumbre-mi-podcast',
    ...overrides,
  });
}
