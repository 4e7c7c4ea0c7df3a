import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetConsentForTests } from '@/lib/consent';
import { renderApp, stubApi } from '../render-app';

beforeEach(() => {
  resetConsentForTests();
});

describe('footer', () => {
  it('links the static pages, the external help centre and reopens the cookie preferences', async () => {
    stubApi(null);
    renderApp('/');
    const footer = await screen.findByRole('navigation', { name: 'Pie de página' });

    expect(within(footer).getByRole('link', { name: 'Sobre nosotros' })).toHaveAttribute('href', '/about-us');
    expect(within(footer).getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contact');
    // Each legal link lands on its own part of /legal (issue 23).
    expect(within(footer).getByRole('link', { name: 'Aviso legal' })).toHaveAttribute('href', '/legal#aviso-legal');
    expect(within(footer).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/legal#privacidad',
    );
    expect(within(footer).getByRole('link', { name: 'Términos legales' })).toHaveAttribute(
      'href',
      '/legal#condiciones',
    );
    const help = within(footer).getByRole('link', { name: /Centro de ayuda/ });
    expect(help).toHaveAttribute('href', 'https://ayuda.patrocina.es');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(`© ${new Date().getFullYear()} Patrocina`)).toBeInTheDocument();

    await userEvent.click(within(footer).getByRole('button', { name: 'Gestionar cookies' }));
    expect(await screen.findByRole('dialog', { name: 'Gestionar cookies' })).toBeInTheDocument();
  });
});
