/**
 * "Gestionar cookies" in the footer reopens the consent preferences (SPEC §4). The consent banner
 * listens for this event, so the footer does not need to know where or whether it is mounted.
 */
export const OPEN_COOKIE_PREFERENCES_EVENT = 'patrocina:open-cookie-preferences';

export function openCookiePreferences(): void {
  window.dispatchEvent(new CustomEvent(OPEN_COOKIE_PREFERENCES_EVENT));
}

/** Returns the unsubscribe function. */
export function onOpenCookiePreferences(listener: () => void): () => void {
  window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, listener);
  return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, listener);
}
