import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { acceptAllIfImplicit, hasConsent, openCookiePreferences, resetConsentForTests } from '@/lib/consent';
import { CookieConsent } from './cookie-consent';

beforeEach(() => {
  resetConsentForTests();
});

describe('cookie consent', () => {
  it('shows the notice until a choice is saved, and remembers it on the next visit', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<CookieConsent />);
    expect(screen.getByRole('region', { name: 'Tu privacidad' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rechazar todas' }));
    expect(screen.queryByRole('region', { name: 'Tu privacidad' })).not.toBeInTheDocument();
    expect(hasConsent('analytics')).toBe(false);
    unmount();
    expect(JSON.parse(localStorage.getItem('patrocina.consent') ?? '{}')).toMatchObject({ version: 1, choice: { analytics: false } });
  });

  it('saves a choice per category from the preferences, reopened with «Gestionar cookies»', async () => {
    const user = userEvent.setup();
    render(<CookieConsent />);
    await user.click(screen.getByRole('button', { name: 'Aceptar todas' }));
    expect(hasConsent('social')).toBe(true);

    act(() => {
      window.dispatchEvent(new Event('patrocina:open-cookie-preferences'));
    });
    const social = screen.getByRole('switch', { name: /Redes sociales/ });
    expect(social).toBeChecked();
    await user.click(social);
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(hasConsent('social')).toBe(false);
    expect(hasConsent('analytics')).toBe(true);
  });

  it('accepts everything on login while the notice shows and nothing was saved (SPEC §4)', () => {
    acceptAllIfImplicit();
    expect(hasConsent('ads')).toBe(true);
  });

  it('keeps an explicit choice on login', async () => {
    const user = userEvent.setup();
    render(<CookieConsent />);
    act(() => openCookiePreferences());
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    acceptAllIfImplicit();
    expect(hasConsent('ads')).toBe(false);
  });
});
