import { z } from 'zod';
import { LISTENING_PLATFORMS } from './measurement';

/**
 * What the podcaster, the public podcast page and the public share link show of measurement
 * (issue 21): the prefix to set, whether the feed carries it, and the verified downloads counted.
 */

/** Where the public page of a podcast's verified downloads lives, on the web app. */
export const DOWNLOADS_SHARE_PATH = '/escuchas/';

/** The web address of a share link, from the site's public URL (or the page's origin). */
export function downloadsShareUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${DOWNLOADS_SHARE_PATH}${token}`;
}

/** How many months the public share link shows, the current one included. */
export const SHARED_DOWNLOAD_MONTHS = 12;

/** My podcasts' «prefijo de analítica» panel, for whoever runs the podcast. */
export const measurementPanelSchema = z.object({
  /** `{PUBLIC_URL}/e/{key}/`: what the podcaster pastes in their hosting platform. */
  prefix: z.string(),
  /** One of its real enclosures, as it is and as it reads with the prefix; null before any episode is read. */
  example: z.object({ enclosure: z.string(), prefixed: z.string() }).nullable(),
  /** When the feed refresh first saw the prefix on its enclosures («Medición verificada activa»). */
  measuredSince: z.string().nullable(),
  /** The token of the public link to its verified monthly downloads, while it is shared. */
  shareToken: z.string().nullable(),
});
export type MeasurementPanel = z.infer<typeof measurementPanelSchema>;

/** `POST /private/podcasts/{id}/downloads-share`: a new link, the old one dead. */
export const downloadsShareSchema = z.object({ token: z.string() });
export type DownloadsShare = z.infer<typeof downloadsShareSchema>;

export const downloadsShareParamsSchema = z.object({ token: z.string().min(1).max(200) });

const platformDownloadsSchema = z.object({
  platform: z.enum(LISTENING_PLATFORMS),
  downloads: z.number().int().nonnegative(),
});
export type PlatformDownloads = z.infer<typeof platformDownloadsSchema>;

/** `GET /public/downloads/{token}`: what the public share link shows. */
export const sharedDownloadsSchema = z.object({
  podcast: z.object({ title: z.string(), slug: z.string(), imageUrl: z.string().nullable() }),
  measuredSince: z.string().nullable(),
  /** Oldest first, up to SHARED_DOWNLOAD_MONTHS, the current month last (partial). */
  months: z.array(
    z.object({
      /** `YYYY-MM`. */
      month: z.string(),
      downloads: z.number().int().nonnegative(),
      /** Most downloads first; platforms without downloads are left out. */
      platforms: z.array(platformDownloadsSchema),
    }),
  ),
  /** The split over all the months shown, most downloads first. */
  platforms: z.array(platformDownloadsSchema),
  /** Madrid's calendar day the figures run to (`YYYY-MM-DD`). */
  asOf: z.string(),
});
export type SharedDownloads = z.infer<typeof sharedDownloadsSchema>;

/** The public podcast page's «Escuchas verificadas», once the feed carries the prefix. */
export const podcastVerifiedListensSchema = z.object({
  /** Downloads counted through the prefix over the last 30 days, today included. */
  downloads30d: z.number().int().nonnegative(),
  measuredSince: z.string(),
});
export type PodcastVerifiedListens = z.infer<typeof podcastVerifiedListensSchema>;

/** The `YYYY-MM` months ending with `today`'s, oldest first. */
export function monthsEndingWith(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number);
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const index = year! * 12 + (month! - 1) - back;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}
