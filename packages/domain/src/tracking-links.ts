/** The tracking link of a hired podcast (SPEC §9): its slug and the UTM parameters it adds. */

/** SPEC §9 "Slugs are limited to 100 characters for the UTM form": the tracking link's slug and each UTM value. */
export const TRACKING_SLUG_MAX_LENGTH = 100;

/** The UTM parameters the tracking link adds to the advertiser's URL. */
export function utmParameters(campaignSlug: string, podcastSlug: string): Record<string, string> {
  return {
    utm_source: 'patrocina',
    utm_medium: 'podcast',
    utm_campaign: campaignSlug.slice(0, TRACKING_SLUG_MAX_LENGTH),
    utm_content: podcastSlug.slice(0, TRACKING_SLUG_MAX_LENGTH),
  };
}

/** The advertiser's URL with the UTM parameters set (replacing any of the same name). */
export function withUtm(url: string, parameters: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(parameters)) target.searchParams.set(name, value);
  return target.toString();
}
