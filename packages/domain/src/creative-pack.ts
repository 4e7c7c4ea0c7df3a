import { z } from 'zod';
import { campaignIdParamsSchema, campaignTokenParamsSchema } from './campaign-views';

/**
 * The creative pack (issue 18): what the advertiser gave for the podcasts to work with, in one shape
 * for the four places that show it (the podcaster's proposal, `/campaigns/hired`, the back office and
 * the public proposal page by its e-mailed link). Files come with the addresses that serve them only
 * to those who may see them (docs/decisions/0020).
 */

export const CREATIVE_PACK_MESSAGES = {
  fileNotFound: 'Ese archivo no existe.',
  podcastNotFound: 'Ese podcast no está en esta campaña.',
  empty: 'El anunciante aún no ha añadido material para esta campaña.',
} as const;

/** DESIGN.md's words for each part of the pack. */
export const CREATIVE_PACK_LABELS = {
  title: 'Material de la campaña',
  brief: 'Briefing',
  briefingFile: 'Documento del briefing',
  spot: 'Cuña de audio',
  banner: 'Banner',
  bannerUrl: 'El banner enlaza a',
  prerollText: 'Texto del pre-roll',
  brandUrl: 'Web de la marca',
  trackingUrl: 'Enlace de seguimiento',
  download: 'Descargar',
} as const;

/** One file of the pack: `url` shows it in the page (player, image), `downloadUrl` saves it. */
export const packFileSchema = z
  .object({
    name: z.string(),
    mime: z.string(),
    size: z.number().int(),
    url: z.string(),
    downloadUrl: z.string(),
    durationMs: z.number().int().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .strict();
export type PackFile = z.infer<typeof packFileSchema>;

export const creativePackSchema = z
  .object({
    /** The briefing's text ('' when the advertiser attached a document instead). */
    brief: z.string(),
    briefingFile: packFileSchema.nullable(),
    spot: packFileSchema.nullable(),
    banner: packFileSchema.nullable(),
    /** Where the banner leads, when the advertiser gave a link for it. */
    bannerUrl: z.string().nullable(),
    prerollText: z.string(),
    brandUrl: z.string(),
    /** The podcast's tracking link, once the campaign is paid and a podcast was named. */
    trackingUrl: z.string().nullable(),
  })
  .strict();
export type CreativePack = z.infer<typeof creativePackSchema>;

/** Nothing the advertiser made for the podcasts: no brief, no files, no pre-roll text. */
export function isEmptyPack(pack: CreativePack): boolean {
  return (
    pack.brief.trim() === '' &&
    pack.briefingFile === null &&
    pack.spot === null &&
    pack.banner === null &&
    pack.prerollText.trim() === ''
  );
}

/** `?podcastId=`: the podcast whose tracking link the pack carries (the viewer must run it, or be the campaign's). */
export const creativePackQuerySchema = z
  .object({ podcastId: z.uuid({ error: CREATIVE_PACK_MESSAGES.podcastNotFound }).optional() })
  .strict();

const fileId = z.uuid({ error: CREATIVE_PACK_MESSAGES.fileNotFound });
export const campaignFileParamsSchema = campaignIdParamsSchema.extend({ fileId });
export const campaignTokenFileParamsSchema = campaignTokenParamsSchema.extend({ fileId });
/** `?download=1` asks for the file as an attachment; without it, inline (the player, the image). */
export const campaignFileQuerySchema = z.object({ download: z.literal('1').optional() }).strict();

/** The addresses of a pack's file, under /api/v1: by the campaign's id for members, by the link's token otherwise. */
export function packFileUrls(
  source: { campaignId: string } | { token: string },
  fileId: string,
): { url: string; downloadUrl: string } {
  const url =
    'token' in source
      ? `/api/v1/public/campaign/by-token/${encodeURIComponent(source.token)}/files/${fileId}`
      : `/api/v1/private/campaigns/${source.campaignId}/files/${fileId}`;
  return { url, downloadUrl: `${url}?download=1` };
}
