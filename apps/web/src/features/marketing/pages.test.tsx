import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { HOME_HEADING } from './home-page';
import { AboutUsPage, HomePage, PodcastersPage } from './index';

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
