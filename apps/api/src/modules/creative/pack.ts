import { inArray } from 'drizzle-orm';
import { CREATIVE_PACK_MESSAGES, packFileUrls, type CreativePack, type PackFile } from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { files, type CampaignRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { PackViewer } from './access';

type FileRow = typeof files.$inferSelect;

export const fileNotFound = () => new AppError('NOT_FOUND', CREATIVE_PACK_MESSAGES.fileNotFound);

/** The files the brief names: only these are served by the campaign's file routes (no other id, ever). */
export function packFileIds(campaign: Pick<CampaignRow, 'spotFileId' | 'bannerFileId' | 'briefingFileId'>): string[] {
  return [campaign.spotFileId, campaign.bannerFileId, campaign.briefingFileId].filter(
    (id): id is string => id !== null,
  );
}

function toPackFile(row: FileRow | undefined, source: { campaignId: string } | { token: string }): PackFile | null {
  if (!row) return null;
  return {
    name: row.originalName,
    mime: row.mime,
    size: row.size,
    ...packFileUrls(source, row.id),
    durationMs: row.durationMs,
    width: row.width,
    height: row.height,
  };
}

/**
 * The pack as `viewer` may see it. `podcastId` names the podcast whose tracking link it carries: one
 * the viewer may read about, or it is refused as not being in the campaign. A link's token is put in
 * the files' addresses, so the page it opens can play and show them.
 */
export async function buildCreativePack(
  db: Executor,
  viewer: PackViewer,
  options: { podcastId?: string | undefined; token?: string; publicUrl: string },
): Promise<CreativePack> {
  const { campaign } = viewer;
  let trackingSlug: string | null = null;
  if (options.podcastId !== undefined) {
    if (!viewer.tracking.has(options.podcastId))
      throw new AppError('NOT_FOUND', CREATIVE_PACK_MESSAGES.podcastNotFound);
    trackingSlug = viewer.tracking.get(options.podcastId) ?? null;
  } else if (viewer.side !== 'campaign' && viewer.tracking.size === 1) {
    // A podcaster with one podcast in the campaign, or a link sent to one: that podcast's link.
    trackingSlug = [...viewer.tracking.values()][0] ?? null;
  }
  const ids = packFileIds(campaign);
  const rows = ids.length > 0 ? await db.select().from(files).where(inArray(files.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const source = options.token !== undefined ? { token: options.token } : { campaignId: campaign.id };
  const file = (id: string | null) => (id === null ? null : toPackFile(byId.get(id), source));
  return {
    brief: campaign.briefing,
    briefingFile: file(campaign.briefingFileId),
    spot: file(campaign.spotFileId),
    banner: file(campaign.bannerFileId),
    bannerUrl: campaign.bannerUrl,
    prerollText: campaign.prerollText,
    brandUrl: campaign.url,
    trackingUrl: trackingSlug === null ? null : `${options.publicUrl}/t/${trackingSlug}`,
  };
}
