import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { acceptAllIfImplicit, hasConsent, openCookiePreferences, resetConsentForTests } from '@/lib/consent';
import { renderWithProviders } from '@/test/render';
import { CookieConsent } from './cookie-consent';

beforeEach(() => {
  resetConsentForTests();
});

function renderConsent() {
  return renderWithProviders(
    <MemoryRouter>
      <CookieConsent />
    </MemoryRouter>,
  );
}

const notice = () => screen.queryByRole('region', { name: 'Tu privacidad' });

describe('aviso de cookies', () => {
  it('se muestra hasta que se guarda una elección, y la recuerda en la visita siguiente', async () => {
    const user = userEvent.setup();
    const { unmount } = renderConsent();
    expect(notice()).toBeInTheDocument();
    expect(notice()).toHaveTextContent('Si entras con tu cuenta sin elegir, entenderemos que las aceptas todas');
    await user.click(screen.getByRole('button', { name: 'Rechazar todas' }));
    expect(notice()).not.toBeInTheDocument();
    expect(hasConsent('analytics')).toBe(false);
    unmount();
    expect(JSON.parse(localStorage.getItem('patrocina.consent') ?? '{}')).toMatchObject({
      version: 1,
      choice: { analytics: false },
    });
  });

  it('«Configurar» abre las preferencias con todo desactivado y guarda la elección por categoría', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(screen.getByRole('button', { name: 'Configurar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gestionar cookies' });
    expect(notice()).not.toBeInTheDocument();
    const switches = within(dialog).getAllByRole('switch');
    expect(switches).toHaveLength(6);
    for (const control of switches) expect(control).not.toBeChecked();
    // Focus moves in once the lazily loaded dialog's effects have run.
    await waitFor(() => expect(switches[0]).toHaveFocus());

    await user.click(within(dialog).getByRole('switch', { name: /Analítica/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar preferencias' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();
    expect(hasConsent('analytics')).toBe(true);
    expect(hasConsent('ads')).toBe(false);
  });

  it('«Gestionar cookies» vuelve a abrir las preferencias con la elección guardada', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(screen.getByRole('button', { name: 'Aceptar todas' }));
    expect(hasConsent('social')).toBe(true);

    act(() => openCookiePreferences());
    const dialog = await screen.findByRole('dialog', { name: 'Gestionar cookies' });
    const social = within(dialog).getByRole('switch', { name: /Redes sociales/ });
    expect(social).toBeChecked();
    await user.click(social);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar preferencias' }));
    expect(hasConsent('social')).toBe(false);
    expect(hasConsent('analytics')).toBe(true);
  });

  it('Escape y «Cancelar» cierran las preferencias sin guardar, y el aviso sigue si no se había elegido', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(screen.getByRole('button', { name: 'Configurar' }));
    await screen.findByRole('dialog', { name: 'Gestionar cookies' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notice()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Configurar' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(notice()).toBeInTheDocument();
    expect(localStorage.getItem('patrocina.consent')).toBeNull();
  });

  it('al entrar acepta todas si el aviso se muestra y no hay nada guardado (SPEC §4)', () => {
    acceptAllIfImplicit();
    expect(hasConsent('ads')).toBe(true);
    expect(hasConsent('social')).toBe(true);
  });

  it('al entrar respeta una elección ya guardada', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(screen.getByRole('button', { name: 'Rechazar todas' }));
    acceptAllIfImplicit();
    expect(hasConsent('ads')).toBe(false);
  });
});
