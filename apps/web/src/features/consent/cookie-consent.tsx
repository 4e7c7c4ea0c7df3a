import { useEffect, useId, useRef, useState } from 'react';
import {
  CONSENT_CATEGORIES,
  CONSENT_LABELS,
  acceptAllConsent,
  closeCookiePreferences,
  rejectAllConsent,
  saveConsent,
  useConsent,
  type ConsentChoice,
} from '@/lib/consent';

const buttonBase =
  'rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 min-h-11';
const primary = `${buttonBase} bg-accent text-on-accent hover:bg-accent-800`;
const secondary = `${buttonBase} border border-line bg-surface text-ink hover:bg-surface-muted`;

/** The cookie notice (until a choice is saved) and the preferences dialog ("Gestionar cookies"). */
export function CookieConsent() {
  const { noticeVisible, preferencesOpen } = useConsent();
  return (
    <>
      {noticeVisible && !preferencesOpen ? <ConsentNotice /> : null}
      {preferencesOpen ? <ConsentPreferences /> : null}
    </>
  );
}

function ConsentNotice() {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface p-4 shadow-lg sm:inset-x-4 sm:bottom-4 sm:rounded-xl sm:border"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="text-sm text-ink">
          <h2 id={titleId} className="font-semibold">
            Tu privacidad
          </h2>
          <p className="mt-1 text-ink-muted">
            Usamos cookies propias necesarias para que la web funcione y, si nos dejas, otras para medir y mejorar el
            servicio. Puedes cambiar de opinión cuando quieras en «Gestionar cookies».{' '}
            <a className="text-accent underline" href="/legal">
              Política de privacidad
            </a>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button type="button" className={secondary} onClick={rejectAllConsent}>
            Rechazar todas
          </button>
          <button type="button" className={secondary} onClick={() => window.dispatchEvent(new Event('patrocina:open-cookie-preferences'))}>
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

function ConsentPreferences() {
  const { saved } = useConsent();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [choice, setChoice] = useState<ConsentChoice>(
    () => saved ?? (Object.fromEntries(CONSENT_CATEGORIES.map((category) => [category, false])) as ConsentChoice),
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    // jsdom has no showModal; an open attribute shows the same content there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        closeCookiePreferences();
      }}
      className="m-auto w-[min(100%-2rem,36rem)] rounded-xl border border-line bg-surface p-0 text-ink backdrop:bg-black/40"
    >
      <form
        method="dialog"
        className="flex max-h-[85vh] flex-col"
        onSubmit={(event) => {
          event.preventDefault();
          saveConsent(choice);
        }}
      >
        <div className="overflow-y-auto p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            Gestionar cookies
          </h2>
          <p className="mt-2 text-sm text-ink-muted">
            Las cookies necesarias (tu sesión y esta elección) siempre están activas. Elige el resto:
          </p>
          <ul className="mt-4 divide-y divide-line">
            {CONSENT_CATEGORIES.map((category) => (
              <li key={category} className="flex items-start justify-between gap-4 py-3">
                <label htmlFor={`consent-${category}`} className="text-sm">
                  <span className="font-medium">{CONSENT_LABELS[category].title}</span>
                  <span className="block text-ink-muted">{CONSENT_LABELS[category].description}</span>
                </label>
                <input
                  id={`consent-${category}`}
                  type="checkbox"
                  role="switch"
                  className="mt-1 size-5 accent-accent"
                  checked={choice[category]}
                  onChange={(event) => setChoice((current) => ({ ...current, [category]: event.target.checked }))}
                />
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap justify-end gap-2 border-t border-line p-4">
          <button type="button" className={secondary} onClick={closeCookiePreferences}>
            Cancelar
          </button>
          <button type="submit" className={primary}>
            Guardar preferencias
          </button>
        </div>
      </form>
    </dialog>
  );
}
