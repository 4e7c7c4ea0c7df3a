import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { acceptAllConsent, openCookiePreferences, rejectAllConsent, useConsent } from '@/lib/consent';

// The notice is part of a first visit's first screen, so it stays small and in the entry; the
// preferences (every category with its text, the modal) load when someone asks for them.
// Focusing or pointing at «Configurar» starts that load, so the dialog is usually there by the press.
const loadPreferences = () => import('./consent-preferences');
const ConsentPreferences = lazy(() => loadPreferences().then((module) => ({ default: module.ConsentPreferences })));

// The looks of components/button.ts (secondary and primary, small), written out: that module would
// weigh more on the first screen than these two strings.
const buttonBase = 'inline-flex min-h-9 items-center justify-center rounded-control px-3 py-1.5 text-sm font-semibold';
const secondary = `${buttonBase} border border-line bg-surface text-ink hover:border-accent-300 hover:bg-accent-50`;
const primary = `${buttonBase} bg-accent-700 text-on-accent shadow-sm hover:bg-accent-800`;

/**
 * The id of the notice that index.html draws for a first visit, before any JavaScript runs: on a
 * phone it is the largest text of most pages, so it is painted with the page's first frame rather
 * than after the app's code (decision 0002). The server leaves it out once a choice is saved.
 */
export const STATIC_NOTICE_ID = 'aviso-cookies-inicial';

/**
 * Takes the static notice away in the commit that draws the app's own (same place, same looks: a
 * test holds index.html to this component), so the notice never shows twice nor blinks.
 */
export function useStaticNoticeHandoff(): void {
  useLayoutEffect(() => {
    document.getElementById(STATIC_NOTICE_ID)?.remove();
  }, []);
}

/**
 * The cookie notice (until a choice is saved) and the preferences dialog ("Gestionar cookies"),
 * SPEC §4. Every layout renders it first after the skip link, so Tab reaches it early (it sits fixed
 * at the bottom of the screen); while the preferences are open it is hidden, not removed, so closing
 * them gives focus back to «Configurar».
 */
export function CookieConsent() {
  const { noticeVisible, preferencesOpen } = useConsent();
  useStaticNoticeHandoff();
  return (
    <>
      {noticeVisible ? <ConsentNotice hidden={preferencesOpen} /> : null}
      {preferencesOpen ? (
        <Suspense fallback={null}>
          <ConsentPreferences />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Keeps the page's focused element clear of the fixed notice: the browser scrolls what gets focus above
 * `scroll-padding-bottom`, and the page's end gets the same room so its last links can scroll there.
 */
function useRoomBelow(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const notice = ref.current;
    if (!notice || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const room = notice.hidden ? '' : `${Math.ceil(window.innerHeight - notice.getBoundingClientRect().top) + 8}px`;
      root.style.scrollPaddingBottom = room;
      document.body.style.paddingBottom = room;
    });
    observer.observe(notice);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
    };
  }, [ref]);
}

function ConsentNotice({ hidden }: { hidden: boolean }) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useRoomBelow(ref);
  return (
    <section
      ref={ref}
      hidden={hidden}
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface p-4 shadow-lg sm:inset-x-4 sm:bottom-4 sm:rounded-card sm:border"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 md:flex-row md:items-center md:justify-between md:gap-6">
        <div className="text-sm">
          <h2 id={titleId} className="font-semibold text-ink">
            Tu privacidad
          </h2>
          <p className="mt-1 text-ink-muted">
            Usamos cookies necesarias para que la web funcione y, si nos dejas, otras para medir y mejorar el servicio.
            Si entras con tu cuenta sin elegir, entenderemos que las aceptas todas; puedes cambiarlo cuando quieras en
            «Gestionar cookies».{' '}
            <Link className="font-medium text-accent-700 underline underline-offset-2" to="/legal#cookies">
              Más información
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button type="button" className={secondary} onClick={rejectAllConsent}>
            Rechazar todas
          </button>
          <button
            type="button"
            className={secondary}
            onClick={openCookiePreferences}
            onFocus={() => void loadPreferences()}
            onPointerEnter={() => void loadPreferences()}
          >
            Configurar
          </button>
          <button type="button" className={primary} onClick={acceptAllConsent}>
            Aceptar todas
          </button>
        </div>
      </div>
    </section>
  );
}
