import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OPEN_COOKIE_PREFERENCES_EVENT } from '@/lib/consent-events';
import { renderApp, stubApi } from '../render-app';

describe('footer', () => {
  it('links the static pages, the external help centre and reopens the cookie preferences', async () => {
    stubApi(null);
    renderApp('/');
    const footer = await screen.findByRole('navigation', { name: 'Pie de página' });

    expect(within(footer).getByRole('link', { name: 'Sobre nosotros' })).toHaveAttribute('href', '/about-us');
    expect(within(footer).getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contact');
    expect(within(footer).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/legal');
    expect(within(footer).getByRole('link', { name: 'Términos legales' })).toHaveAttribute('href', '/legal');
    const help = within(footer).getByRole('link', { name: /Centro de ayuda/ });
    expect(help).toHaveAttribute('href', 'https://ayuda.patrocina.es');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(`© ${new Date().getFullYear()} Patrocina`)).toBeInTheDocument();

    const listener = vi.fn();
    window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, listener);
    await userEvent.click(within(footer).getByRole('button', { name: 'Gestionar cookies' }));
    window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
