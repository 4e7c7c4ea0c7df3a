import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginCallback } from 'fastify';
import { isHttpUrl, utmParameters, withUtm } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { campaignPodcasts, campaigns, podcasts, trackingClicks, trackingLinks } from '../../db/schema';

/** Link previews and crawlers fetch links nobody clicked: they are not counted. */
const NOT_A_CLICK =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|discord|curl|wget|python-requests|headless/i;

const SLUG = /^[a-z0-9-]{1,100}$/;

/**
 * Where a tracking link leads: always the campaign's own URL (checked again here, never a parameter
 * of the request, so the link cannot be turned into an open redirect), with the UTM parameters.
 * Counts one click for the day in Madrid unless the visitor is a bot or only asked (HEAD).
 */
export async function followTrackingLink(
  deps: Pick<AppContext, 'db' | 'clock'>,
  slug: string,
  visit: { userAgent: string; counts: boolean },
): Promise<string | null> {
  if (!SLUG.test(slug)) return null;
  const [link] = await deps.db
    .select({ id: trackingLinks.id, url: campaigns.url, campaignSlug: campaigns.slug, podcastSlug: podcasts.slug })
    .from(trackingLinks)
    .innerJoin(campaignPodcasts, eq(campaignPodcasts.id, trackingLinks.campaignPodcastId))
    .innerJoin(campaigns, eq(campaigns.id, campaignPodcasts.campaignId))
    .innerJoin(podcasts, eq(podcasts.id, campaignPodcasts.podcastId))
    .where(eq(trackingLinks.slug, slug));
  if (!link || !isHttpUrl(link.url)) return null;
  if (visit.counts && visit.userAgent && !NOT_A_CLICK.test(visit.userAgent)) {
    await deps.db
      .insert(trackingClicks)
      .values({ linkId: link.id, day: deps.clock.today(), clicks: 1 })
      .onConflictDoUpdate({
        target: [trackingClicks.linkId, trackingClicks.day],
        set: { clicks: sql`${trackingClicks.clicks} + 1` },
      });
  }
  return withUtm(link.url, utmParameters(link.campaignSlug, link.podcastSlug));
}

/**
 * `GET /t/{slug}`: the tracking link a podcaster quotes in the episode notes (issue 7). Outside the API
 * prefix so the link stays short; an unknown slug goes to the not-found page.
 */
export function trackingRoutes(ctx: AppContext): FastifyPluginCallback {
  return (app, _options, done) => {
    app.get<{ Params: { slug: string } }>(
      '/t/:slug',
      { config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, schema: { hide: true } },
      async (request, reply) => {
        // Fastify answers HEAD on this route too: a HEAD asks where it leads, it is not a click.
        const target = await followTrackingLink(ctx, request.params.slug, {
          userAgent: request.headers['user-agent'] ?? '',
          counts: request.method === 'GET',
        });
        void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        return reply.redirect(target ?? '/notFound404', 302);
      },
    );
    done();
  };
}
