import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { silenceToasts } from '@/test/toasts';
import { WIDE_ENOUGH_FOR_TABLE } from '../components/hired-campaign-card';
import { FIGURES, LIST, airedAction, action, cardOf, hired, list, renderPage } from './hired-campaigns-page.testing';
import { stubApi } from '@/test/api-stub';

/** The browser answers media queries as a screen `width` px wide would (jsdom has no matchMedia). */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === WIDE_ENOUGH_FOR_TABLE ? width >= 768 : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(silenceToasts);
afterEach(() => vi.unstubAllGlobals());

const campaign = () =>
  hired({
    podcasterStatus: 'IN_PROGRESS',
    nextStep: 'REPORT_LISTENS',
    actions: [airedAction(1, { 7: { state: 'closed', figures: FIGURES }, 15: { state: 'open' } }), action(2)],
  });

describe('the hired campaigns list on a phone', () => {
  it('shows each action as a card with its day, minute, episode and the listens of every milestone', async () => {
    screenWidth(390);
    stubApi({ [LIST]: list([campaign()]) });
    const { user } = renderPage();

    const card = await cardOf('Trail de invierno');
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
    const actions = within(card).getByRole('list', { name: 'Acciones de Modo Cooperativo en Trail de invierno' });
    const aired = within(actions).getByRole('listitem', { name: 'Mención 1' });
    expect(aired).toHaveTextContent(/Fecha5 nov 2026/);
    expect(aired).toHaveTextContent(/Minuto6:40/);
    expect(within(aired).getByRole('link', { name: /T3E09 · Ultras/ })).toHaveAttribute(
      'href',
      'https://feed.example.es/t3e09',
    );
    // Every milestone is on screen: the reported total, the open one to fill in, the ones still to come.
    expect(aired).toHaveTextContent(/A 7 días2\.000/);
    expect(within(aired).getByRole('button', { name: 'Indicar escuchas a 15 días de Mención 1' })).toBeVisible();
    expect(aired).toHaveTextContent(/A 22 díasabre el 27 nov/);
    expect(within(actions).getByRole('listitem', { name: 'Mención 2' })).toHaveTextContent(/EpisodioSin fecha todavía/);

    await user.click(within(aired).getByRole('button', { name: 'Ver detalle por plataforma de Mención 1' }));
    const sources = within(aired).getByRole('group', { name: 'Escuchas de Mención 1 por plataforma' });
    expect(sources).toHaveTextContent(/Spotify450/);
  });

  it('keeps the table on a wide screen', async () => {
    screenWidth(1366);
    stubApi({ [LIST]: list([campaign()]) });
    renderPage();

    const card = await cardOf('Trail de invierno');
    expect(
      within(card).getByRole('table', { name: 'Acciones de Modo Cooperativo en Trail de invierno' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /^Acciones de/ })).not.toBeInTheDocument();
  });
});
