import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { acceptAllIfImplicit, hasConsent, openCookiePreferences, resetConsentForTests } from '@/lib/consent';
import { useFocusRecovery } from '@/lib/focus';
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

/** The notice as a layout frames it: first after the skip link, the page's heading in `main`, the recovery on. */
function ConsentInPage() {
  useFocusRecovery();
  return (
    <>
      <CookieConsent />
      <main>
        <h1>Publicidad en podcasts</h1>
        <button type="button" onClick={openCookiePreferences}>
          Gestionar cookies
        </button>
      </main>
    </>
  );
}

describe('aviso de cookies con el teclado', () => {
  it('Escape en las preferencias devuelve el foco a «Configurar», que sigue en el aviso', async () => {
    const user = userEvent.setup();
    renderConsent();
    screen.getByRole('button', { name: 'Configurar' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Gestionar cookies' });
    await waitFor(() => expect(within(dialog).getAllByRole('switch')[0]).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Configurar' })).toHaveFocus();
  });

  it('«Cancelar» devuelve el foco a «Gestionar cookies», y guardar lo deja en la página, no en el body', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <ConsentInPage />
      </MemoryRouter>,
    );
    screen.getByRole('button', { name: 'Gestionar cookies' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Gestionar cookies' })).toHaveFocus();

    screen.getByRole('button', { name: 'Configurar' }).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Guardar preferencias' }).focus();
    await user.keyboard('{Enter}');
    expect(notice()).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Publicidad en podcasts' })).toHaveFocus());
  });

  it('tras «Rechazar todas» el foco va al título de la página, no al body', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <ConsentInPage />
      </MemoryRouter>,
    );
    // The notice comes before the page in the tab order.
    await user.keyboard('{Tab}');
    expect(screen.getByRole('link', { name: 'Más información' })).toHaveFocus();
    screen.getByRole('button', { name: 'Rechazar todas' }).focus();
    await user.keyboard('{Enter}');
    expect(notice()).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Publicidad en podcasts' })).toHaveFocus());
  });
});
