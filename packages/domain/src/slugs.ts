/**
 * Slugs for public pages (`/{slug}`, DOMAIN.md "Routes the specification leaves open"). A slug is
 * lower-case ASCII letters, digits and single hyphens, at most 100 characters (SPEC §9's UTM slug
 * limit), and never one of the app's own first path segments.
 */
export const SLUG_MAX_LENGTH = 100;

/** First path segments the web app routes itself; a podcast called "Legal" cannot take `/legal`. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'about-us',
  'api',
  'assets',
  'backoffice',
  'campaigns',
  'check-email',
  'contact',
  'dashboard',
  'legal',
  'login',
  'me',
  'notfound404',
  'podcast',
  'podcasters',
  'podcasts',
  'proposal',
  'sponsorship',
  'theme',
  'workroom',
]);

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "El Ocaso de Roma: la caída" → "el-ocaso-de-roma-la-caida". Never empty, never reserved. */
export function slugify(text: string): string {
  const base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ñ/gi, 'n')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
  const slug = base || 'podcast';
  return RESERVED_SLUGS.has(slug) ? `${slug}-podcast` : slug;
}

/** `slug`, `slug-2`, `slug-3`…: the candidate for the n-th clash, still within the length limit. */
export function numberedSlug(slug: string, n: number): string {
  if (n <= 1) return slug;
  const suffix = `-${n}`;
  return `${slug.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/g, '')}${suffix}`;
}
