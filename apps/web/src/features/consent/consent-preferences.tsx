import { useState } from 'react';
import { buttonClass } from '@/components/button';
import { ModalDialog } from '@/components/form/modal-dialog';
import {
  CONSENT_CATEGORIES,
  closeCookiePreferences,
  cookiePreferencesOpener,
  currentConsentChoice,
  saveConsent,
  type ConsentChoice,
} from '@/lib/consent';
import { CONSENT_LABELS } from '@/lib/consent-labels';

/** "Gestionar cookies": one switch per category (SPEC §9), starting from the saved choice. */
export function ConsentPreferences() {
  const [choice, setChoice] = useState<ConsentChoice>(currentConsentChoice);

  return (
    <ModalDialog title="Gestionar cookies" onClose={closeCookiePreferences} returnFocusTo={cookiePreferencesOpener}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          saveConsent(choice);
        }}
      >
        <p className="text-sm text-ink-muted">
          Las cookies necesarias (tu sesión y esta elección) siempre están activas. Elige el resto:
        </p>
        <ul className="mt-4 divide-y divide-line">
          {CONSENT_CATEGORIES.map((category) => (
            <li key={category} className="flex items-start justify-between gap-4 py-3">
              <label htmlFor={`consent-${category}`} className="text-sm">
                <span className="font-medium text-ink">{CONSENT_LABELS[category].title}</span>
                <span className="block text-ink-muted">{CONSENT_LABELS[category].description}</span>
              </label>
              <input
                id={`consent-${category}`}
                type="checkbox"
                role="switch"
                className="mt-1 size-5 shrink-0 accent-accent-700"
                checked={choice[category]}
                onChange={(event) => setChoice((current) => ({ ...current, [category]: event.target.checked }))}
              />
            </li>
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={closeCookiePreferences}>
            Cancelar
          </button>
          <button type="submit" className={buttonClass('primary', 'sm')}>
            Guardar preferencias
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
