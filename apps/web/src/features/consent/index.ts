/**
 * What the layouts take from the consent feature: the notice and the preferences it opens, and the
 * handoff from index.html's static notice (the root error page, which has no layout, calls it too).
 */
export { CookieConsent, useStaticNoticeHandoff } from './cookie-consent';
