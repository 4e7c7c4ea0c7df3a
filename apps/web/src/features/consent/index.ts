/** What the layouts take from the consent feature: the notice and the preferences it opens. */
export { CookieConsent } from './cookie-consent';
