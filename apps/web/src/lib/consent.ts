import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from '@patrocina/domain/constants';
import { createStore, useStore } from './external-store';

/*
 * The cookie consent (SPEC §4, §9): the visitor's choice per category, kept in this browser. Every
 * layout shows the notice from it (features/consent), so this module is on the first screen: the
 * categories' texts live in consent-labels.ts, with the screens that show them.
 */

/** SPEC §9: the consent vendors tracked. Strictly necessary cookies (the session) need no consent. */
export const CONSENT_CATEGORIES = ['social', 'search', 'analytics', 'heatmap', 'audience', 'ads'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoice = Record<ConsentCategory, boolean>;

export const CONSENT_STORAGE_KEY = 'patrocina.consent';
const VERSION = 1;

interface SavedConsent {
  version: number;
  choice: ConsentChoice;
  savedAt: string;
}

export interface ConsentState {
  /** The choice saved, or null while the visitor has not decided. */
  saved: ConsentChoice | null;
  /**
   * The notice shows until a choice is saved. It is the "implicit mode" of SPEC §4: it says that
   * logging in without choosing accepts every category (acceptAllIfImplicit).
   */
  noticeVisible: boolean;
  preferencesOpen: boolean;
}

function everything(value: boolean): ConsentChoice {
  return Object.fromEntries(CONSENT_CATEGORIES.map((category) => [category, value])) as ConsentChoice;
}

function readSaved(): ConsentChoice | null {
  try {
    const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SavedConsent>;
    if (parsed.version !== VERSION || !parsed.choice) return null;
    return { ...everything(false), ...parsed.choice };
  } catch {
    return null;
  }
}

/**
 * Tells the server that a choice is saved, so it sends the page without the static notice (index.html
 * draws one for first visits, before any JavaScript runs). Strictly necessary: it only spares the
 * visitor a notice they have already answered.
 */
function rememberChoiceMade(): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=1; Path=/; Max-Age=${CONSENT_COOKIE_DAYS * 86_400}; SameSite=Lax${secure}`;
}

function initialState(): ConsentState {
  const saved = typeof localStorage === 'undefined' ? null : readSaved();
  if (saved) rememberChoiceMade();
  return { saved, noticeVisible: saved === null, preferencesOpen: false };
}

const store = createStore<ConsentState>(initialState());

export function saveConsent(choice: ConsentChoice): void {
  const record: SavedConsent = { version: VERSION, choice, savedAt: new Date().toISOString() };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Private browsing may refuse storage: the choice still holds for this visit.
  }
  rememberChoiceMade();
  store.set({ saved: choice, noticeVisible: false, preferencesOpen: false });
}

export const acceptAllConsent = () => saveConsent(everything(true));
export const rejectAllConsent = () => saveConsent(everything(false));

/** What opened the preferences, so closing them gives focus back to it (the notice hides its «Configurar» meanwhile). */
let opener: HTMLElement | null = null;

/** "Gestionar cookies" (the footer, the legal page, the notice's "Configurar"). */
export function openCookiePreferences(): void {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  opener = active instanceof HTMLElement && active !== document.body ? active : null;
  store.set((state) => ({ ...state, preferencesOpen: true }));
}

/** Where focus goes back when the preferences close: their opener, while it is still on the page. */
export function cookiePreferencesOpener(): HTMLElement | null {
  return opener?.isConnected && !opener.closest('[hidden]') ? opener : null;
}

export function closeCookiePreferences(): void {
  store.set((state) => ({ ...state, preferencesOpen: false }));
}

/** The choice shown when the preferences open: the saved one, or every optional category off. */
export function currentConsentChoice(): ConsentChoice {
  return store.get().saved ?? everything(false);
}

/**
 * SPEC §4: on login, if the notice is showing (implicit mode) and nothing was saved, all consents
 * are accepted. Every successful login calls this (features/auth, useCompleteLogin).
 */
export function acceptAllIfImplicit(): void {
  const state = store.get();
  if (state.noticeVisible && state.saved === null) acceptAllConsent();
}

export function hasConsent(category: ConsentCategory): boolean {
  return store.get().saved?.[category] === true;
}

export function useConsent(): ConsentState {
  return useStore(store);
}

/** Tests start from a clean visitor. */
export function resetConsentForTests(): void {
  localStorage.removeItem(CONSENT_STORAGE_KEY);
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
  store.set(initialState());
}
