import { createStore, useStore } from './external-store';

/** SPEC §9: the consent vendors tracked. Strictly necessary cookies (the session) need no consent. */
export const CONSENT_CATEGORIES = ['social', 'search', 'analytics', 'heatmap', 'audience', 'ads'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoice = Record<ConsentCategory, boolean>;

export const CONSENT_LABELS: Record<ConsentCategory, { title: string; description: string }> = {
  social: { title: 'Redes sociales', description: 'Iniciar sesión con Google, Apple o Facebook y compartir contenidos.' },
  search: { title: 'Buscadores', description: 'Medir qué búsquedas te traen hasta aquí.' },
  analytics: { title: 'Analítica', description: 'Saber qué páginas se usan para mejorarlas (incluye la campaña que te trajo).' },
  heatmap: { title: 'Mapas de calor', description: 'Ver, de forma agregada, dónde se hace clic en cada página.' },
  audience: { title: 'Medición de audiencia', description: 'Contar visitas de forma anónima.' },
  ads: { title: 'Socios publicitarios', description: 'Medir el resultado de nuestros anuncios en otras webs.' },
};

const STORAGE_KEY = 'patrocina.consent';
const VERSION = 1;

interface SavedConsent {
  version: number;
  choice: ConsentChoice;
  savedAt: string;
}

export interface ConsentState {
  /** The choice saved, or null while the visitor has not decided. */
  saved: ConsentChoice | null;
  /** The notice shows until a choice is saved. */
  noticeVisible: boolean;
  preferencesOpen: boolean;
}

function everything(value: boolean): ConsentChoice {
  return Object.fromEntries(CONSENT_CATEGORIES.map((category) => [category, value])) as ConsentChoice;
}

function readSaved(): ConsentChoice | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SavedConsent>;
    if (parsed.version !== VERSION || !parsed.choice) return null;
    return { ...everything(false), ...parsed.choice };
  } catch {
    return null;
  }
}

function initialState(): ConsentState {
  const saved = typeof localStorage === 'undefined' ? null : readSaved();
  return { saved, noticeVisible: saved === null, preferencesOpen: false };
}

const store = createStore<ConsentState>(initialState());

export function saveConsent(choice: ConsentChoice): void {
  const record: SavedConsent = { version: VERSION, choice, savedAt: new Date().toISOString() };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Private browsing may refuse storage: the choice still holds for this visit.
  }
  store.set({ saved: choice, noticeVisible: false, preferencesOpen: false });
}

export const acceptAllConsent = () => saveConsent(everything(true));
export const rejectAllConsent = () => saveConsent(everything(false));

export function openCookiePreferences(): void {
  store.set((state) => ({ ...state, preferencesOpen: true }));
}

export function closeCookiePreferences(): void {
  store.set((state) => ({ ...state, preferencesOpen: false }));
}

/**
 * SPEC §4: on login, if the notice is showing (implicit mode) and nothing was saved, all consents
 * are accepted. The login screen calls this once a login succeeds.
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
  localStorage.removeItem(STORAGE_KEY);
  store.set(initialState());
}

// The footer's "Gestionar cookies" button may live in a bundle that does not import this module's
// UI, so it can also ask through a window event.
if (typeof window !== 'undefined') {
  window.addEventListener('patrocina:open-cookie-preferences', openCookiePreferences);
}
