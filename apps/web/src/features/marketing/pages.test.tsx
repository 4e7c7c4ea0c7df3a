import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeCookiePreferences, useConsent } from '@/lib/consent';
import { data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { HOME_HEADING } from './home-page';
import { AboutUsPage, HomePage, LegalPage, PodcastersPage } from './index';

/**
 * Amounts as a text matcher. formatEuros puts a no-break space before "€" (money.ts, asserted exactly
 * in money.test.ts); here any whitespace matches, so the page tests do not depend on how Testing
 * Library normalises it.
 */
function euros(amount: string): RegExp {
  return new RegExp(`^${amount.replace('.', '\\.')}\\s€$`);
}

function renderPage(page: ReactElement) {
  return renderWithProviders(<MemoryRouter>{page}</MemoryRouter>);
}

beforeEach(() => {
  localStorage.clear();
  stubApi({ 'GET /public/podcasts/featured': data({ podcasts: [] }) });
});

function hrefsOf(name: string | RegExp): (string | null)[] {
  return screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href'));
}

/** Headings must not skip levels (h1 → h2 → h3), and there is exactly one h1. */
function expectHeadingsInOrder() {
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.slice(1).forEach((level, index) => {
    expect(level).toBeLessThanOrEqual((levels[index] ?? 0) + 1);
  });
}

afterEach(() => {
  document.title = '';
});

describe('HomePage', () => {
  it('shows the h1, the title and "Crear campaña" towards /campaigns/new', () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument();
    expect(document.title).toBe('Patrocina — Publicidad en podcasts');
    const hrefs = hrefsOf('Crear campaña');
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    expect(new Set(hrefs)).toEqual(new Set(['/campaigns/new']));
    expectHeadingsInOrder();
  });

  it('explains the steps, the action rules, the reports, the budget and the empty catalogue', async () => {
    renderPage(<HomePage />);
    const steps = within(screen.getByRole('region', { name: 'Cómo funciona' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual([
      'Paso 1: Cuéntanos tu campaña',
      'Paso 2: Te preparamos una propuesta',
      'Paso 3: Eliges y confirmas',
      'Paso 4: Planifican, emiten y te reportan',
    ]);
    const actions = screen.getByRole('region', { name: 'Elige el tipo de acción' });
    expect(within(actions).getByText('De 60 a 75 segundos, en la primera mitad del episodio')).toBeInTheDocument();
    expect(within(actions).getByText('De 5 a 10 minutos dentro del episodio')).toBeInTheDocument();
    expect(within(actions).getByRole('heading', { name: 'Entrevista' })).toBeInTheDocument();
    expect(within(actions).getByRole('heading', { name: 'Programa dedicado' })).toBeInTheDocument();

    const reports = screen.getByRole('region', { name: /Escuchas reportadas/ });
    expect(within(reports).getByText(/a los 7, 15, 22 y 31 días/)).toBeInTheDocument();

    const budget = screen.getByRole('region', { name: 'Un presupuesto a tu medida' });
    expect(within(budget).getByText(euros('500'))).toBeInTheDocument();
    expect(within(budget).getByText('Impuestos no incluidos')).toBeInTheDocument();

    const catalogue = screen.getByRole('region', { name: 'Algunos podcasts del catálogo' });
    expect(await within(catalogue).findByText('Muy pronto verás aquí los podcasts del catálogo.')).toBeInTheDocument();
  });

  it('answers frequent questions in native disclosures', async () => {
    const user = userEvent.setup();
    renderPage(<HomePage />);
    const faq = screen.getByRole('region', { name: 'Preguntas frecuentes' });
    const summary = within(faq).getByText('¿Cuánto cuesta una campaña?');
    const details = summary.closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(summary);
    expect(details).toHaveAttribute('open');
  });
});

describe('PodcastersPage', () => {
  it('shows its h1, the title and the calls to action', () => {
    renderPage(<PodcastersPage />);
    expect(screen.getByRole('heading', { level: 1, name: /Gana dinero con tu podcast/ })).toBeInTheDocument();
    expect(document.title).toBe('Para podcasters · Patrocina');
    expect(new Set(hrefsOf('Dar de alta mi podcast'))).toEqual(new Set(['/sponsorship/join']));
    expect(new Set(hrefsOf('Entrar'))).toEqual(new Set(['/login']));
    expectHeadingsInOrder();
  });

  it('works the commission example out from the action cost', () => {
    renderPage(<PodcastersPage />);
    const example = within(screen.getByRole('region', { name: 'Una comisión clara' }));
    expect(example.getByText(euros('300'))).toBeInTheDocument();
    expect(example.getByText(euros('−30'))).toBeInTheDocument();
    expect(example.getByText(euros('270'))).toBeInTheDocument();
    expect(example.getByText(/7 días después de registrarlas/i)).toBeInTheDocument();
  });

  it('lists the five steps, holidays and representatives', () => {
    renderPage(<PodcastersPage />);
    const steps = within(screen.getByRole('region', { name: 'Cómo funciona' })).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Bloquea tus vacaciones' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delega en un representante' })).toBeInTheDocument();
  });
});

describe('AboutUsPage', () => {
  it('shows its h1, the title and where to go next', () => {
    renderPage(<AboutUsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sobre Patrocina' })).toBeInTheDocument();
    expect(document.title).toBe('Sobre nosotros · Patrocina');
    expect(screen.getByRole('link', { name: 'Crear campaña' })).toHaveAttribute('href', '/campaigns/new');
    expect(screen.getByRole('link', { name: 'Soy podcaster' })).toHaveAttribute('href', '/podcasters');
    expect(screen.getByRole('link', { name: 'escríbenos' })).toHaveAttribute('href', '/contact');
    expectHeadingsInOrder();
  });
});

describe('LegalPage', () => {
  it('shows its h1, the template warning and both parts with their anchors', () => {
    const { container } = renderPage(<LegalPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacidad y términos legales' })).toBeInTheDocument();
    expect(document.title).toBe('Privacidad y términos legales · Patrocina');
    expect(screen.getByRole('note')).toHaveTextContent('Texto orientativo pendiente de revisión legal');
    expect(container.querySelector('section#privacidad')).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Política de privacidad' }),
    );
    expect(container.querySelector('section#terminos')).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Términos legales' }),
    );
    expect(screen.getAllByText('[razón social]').length).toBeGreaterThan(0);
    expectHeadingsInOrder();
  });

  it('has a table of contents whose every link reaches a heading on the page', () => {
    const { container } = renderPage(<LegalPage />);
    const toc = screen.getByRole('navigation', { name: 'En esta página' });
    expect(within(toc).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '#privacidad');
    expect(within(toc).getByRole('link', { name: 'Términos legales' })).toHaveAttribute('href', '#terminos');
    for (const link of within(toc).getAllByRole('link')) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(container.querySelector(`[id="${id}"]`), id).not.toBeNull();
    }
  });

  it('covers rights, cookie categories, the commission and the payment period', async () => {
    const user = userEvent.setup();
    renderPage(<LegalPage />);
    const privacy = within(screen.getByRole('region', { name: 'Política de privacidad' }));
    for (const right of ['acceso', 'rectificación', 'supresión', 'oposición', 'portabilidad']) {
      expect(privacy.getByText(right)).toBeInTheDocument();
    }
    for (const category of [
      'Redes sociales',
      'Buscadores',
      'Analítica',
      'Mapas de calor',
      'Medición de audiencia',
      'Socios publicitarios',
    ]) {
      expect(privacy.getByText(`${category}:`)).toBeInTheDocument();
    }
    // Issue 21: what the measurement prefix keeps of a listener, and what it never keeps.
    expect(privacy.getByRole('heading', { level: 3, name: 'Medición de escuchas' })).toBeInTheDocument();
    expect(privacy.getByText('Nunca guardamos tu dirección IP.')).toBeInTheDocument();
    expect(privacy.getByText(/clave que cambia cada día y que borramos/)).toBeInTheDocument();
    expect(privacy.getByText(/para descartar robots y para saber desde qué app/)).toBeInTheDocument();
    const terms = within(screen.getByRole('region', { name: 'Términos legales' }));
    expect(terms.getByText(/comisión del 10\s% del coste de cada acción/)).toBeInTheDocument();
    expect(terms.getByText(/pago semanal, con una autofactura/)).toBeInTheDocument();

    // The preferences dialog itself belongs to the layouts (features/consent); the page only asks for it.
    const { result } = renderHook(() => useConsent());
    await user.click(privacy.getByRole('button', { name: 'Gestionar cookies' }));
    expect(result.current.preferencesOpen).toBe(true);
    act(() => closeCookiePreferences());
  });
});
