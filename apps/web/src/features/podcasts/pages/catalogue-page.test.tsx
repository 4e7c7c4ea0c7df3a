import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_MESSAGES, type CatalogueCard, type CataloguePage as Page } from '@patrocina/domain';
import { apiError, data, stubApi, type ApiCall } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { CAMPAIGN_DRAFT_KEY } from '@/lib/suggested-podcasts';
import { CataloguePage } from './catalogue-page';

function card(n: number, overrides: Partial<CatalogueCard> = {}): CatalogueCard {
  return {
    id: `6b3c1f0e-2a4d-4e8f-9b1c-0d2e3f4a5b${String(n).padStart(2, '0')}`,
    slug: `podcast-${n}`,
    title: `Podcast ${n}`,
    author: null,
    imageUrl: null,
    categories: ['Technology'],
    listens30d: 12_345,
    isPremium: false,
    priceFrom: 1_500,
    ...overrides,
  };
}

function pageOf(podcasts: CatalogueCard[], total = podcasts.length, page = 1): Page {
  return { podcasts, total, page, pageSize: 12 };
}

function Location() {
  const location = useLocation();
  return <output aria-label="Dirección">{location.search}</output>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/podcasts',
        element: (
          <>
            <CataloguePage />
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const address = () => screen.getByRole('status', { name: 'Dirección' }).textContent;
const storedDraft = () =>
  JSON.parse(window.localStorage.getItem(CAMPAIGN_DRAFT_KEY) ?? 'null') as {
    how?: { podcasts?: { id: string }[] };
  } | null;

afterEach(() => window.localStorage.clear());

describe('CataloguePage', () => {
  it('reads the filters from the URL into the form and the call, and shows each card', async () => {
    const api = stubApi({
      'GET /public/podcasts/catalogue': data(pageOf([card(1, { title: 'Café con Ciencia', isPremium: true })])),
    });
    renderAt('/podcasts?q=cafe&category=Science&premium=true&audience=tech,geek&province=28&page=1');

    // The first render of the file loads the page's modules: give it time.
    const list = await screen.findByRole('list', { name: 'Podcasts' }, { timeout: 5_000 });
    expect(within(list).getByRole('link', { name: 'Café con Ciencia' })).toHaveAttribute('href', '/podcast-1');
    expect(within(list).getByText('12.345')).toBeInTheDocument();
    expect(within(list).getByText('1.500 €')).toBeInTheDocument();
    expect(within(list).getByText('Premium')).toBeInTheDocument();
    expect(screen.getByText('1 podcast')).toBeInTheDocument();

    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('cafe');
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveValue('Science');
    expect(screen.getByRole('combobox', { name: 'Provincia' })).toHaveValue('28');
    expect(screen.getByRole('checkbox', { name: 'Solo podcasts premium' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('relevance');
    const search = new URLSearchParams(api.callsTo('GET /public/podcasts/catalogue')[0]!.search);
    expect(Object.fromEntries(search)).toEqual({
      q: 'cafe',
      category: 'Science',
      audience: 'tech,geek',
      province: '28',
      premium: 'true',
      page: '1',
    });
  });

  it('writes applied filters to the URL, back to page 1, and the back button brings the last search back', async () => {
    const api = stubApi({ 'GET /public/podcasts/catalogue': data(pageOf([card(1)])) });
    const router = renderAt('/podcasts?page=2');
    await screen.findByRole('list', { name: 'Podcasts' });

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'emprender');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Escuchas a 30 días' }), 'FROM_5K');
    await user.click(screen.getByRole('checkbox', { name: 'Humor' }));
    await user.type(screen.getByLabelText('Precio desde, como mucho (€)'), '300');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    await waitFor(() => expect(address()).toBe('?q=emprender&audience=funny&listens=FROM_5K&maxPrice=300'));
    await waitFor(() =>
      expect(api.callsTo('GET /public/podcasts/catalogue').at(-1)!.search).toBe(
        '?q=emprender&audience=funny&listens=FROM_5K&maxPrice=300',
      ),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'price');
    await waitFor(() => expect(address()).toContain('sort=price'));

    await router.navigate(-1);
    await waitFor(() => expect(address()).toBe('?q=emprender&audience=funny&listens=FROM_5K&maxPrice=300'));
    await router.navigate(-1);
    await waitFor(() => expect(address()).toBe('?page=2'));
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
  });

  it('pages with «Siguiente» and «Anterior», and says which page it is on', async () => {
    const api = stubApi({
      'GET /public/podcasts/catalogue': (call: ApiCall) =>
        data(pageOf([card(1)], 30, Number(new URLSearchParams(call.search).get('page') ?? '1')))(),
    });
    renderAt('/podcasts?premium=true');
    await screen.findByText('Página 1 de 3');
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByText('Página 2 de 3');
    expect(address()).toBe('?premium=true&page=2');
    expect(api.callsTo('GET /public/podcasts/catalogue').at(-1)!.search).toBe('?premium=true&page=2');
  });

  it('adds a podcast to the campaign draft the wizard reads, keeping what the draft held', async () => {
    window.localStorage.setItem(
      CAMPAIGN_DRAFT_KEY,
      JSON.stringify({ step: 'whom', what: { brand: 'Aroma' }, how: { budget: '3000', podcasts: [] } }),
    );
    stubApi({ 'GET /public/podcasts/catalogue': data(pageOf([card(1), card(2)])) });
    renderAt('/podcasts');

    await userEvent.click(await screen.findByRole('button', { name: 'Añadir a mi campaña: Podcast 2' }));

    expect(screen.getByText('Hemos añadido «Podcast 2» a tu campaña.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a mi campaña' })).toHaveAttribute('href', '/campaigns/new');
    expect(screen.getByRole('button', { name: 'En tu campaña: Podcast 2' })).toHaveAttribute('aria-disabled', 'true');
    expect(storedDraft()).toEqual({
      step: 'whom',
      what: { brand: 'Aroma' },
      how: { budget: '3000', podcasts: [{ id: card(2).id, title: 'Podcast 2', imageUrl: null }] },
    });
  });

  it('refuses a sixth podcast with a clear message and leaves the five in place', async () => {
    const five = [3, 4, 5, 6, 7].map((n) => ({ id: card(n).id, title: `Podcast ${n}`, imageUrl: null }));
    window.localStorage.setItem(CAMPAIGN_DRAFT_KEY, JSON.stringify({ how: { podcasts: five } }));
    stubApi({ 'GET /public/podcasts/catalogue': data(pageOf([card(1), card(3)])) });
    renderAt('/podcasts');

    expect(await screen.findByRole('button', { name: 'En tu campaña: Podcast 3' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Añadir a mi campaña: Podcast 1' }));

    expect(screen.getByRole('alert')).toHaveTextContent(CATALOGUE_MESSAGES.addedLimit);
    expect(storedDraft()?.how?.podcasts?.map((podcast) => podcast.id)).toEqual(five.map((podcast) => podcast.id));
  });

  it('on a phone, draws the filters only once «Filtros» unfolds them, with the search they hold', async () => {
    // A screen narrower than Tailwind's `lg` (jsdom has no matchMedia).
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    stubApi({ 'GET /public/podcasts/catalogue': data(pageOf([card(1)])) });
    renderAt('/podcasts?province=28');

    await screen.findByRole('list', { name: 'Podcasts' }, { timeout: 5_000 });
    expect(screen.queryByRole('combobox', { name: 'Provincia' })).toBeNull();
    const unfold = screen.getByRole('button', { name: 'Filtros' });
    expect(unfold).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(unfold);
    expect(screen.getByRole('combobox', { name: 'Provincia' })).toHaveValue('28');
    expect(screen.getByRole('button', { name: 'Ocultar filtros' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when no podcast matches, and clears the filters from there', async () => {
    stubApi({ 'GET /public/podcasts/catalogue': data(pageOf([])) });
    renderAt('/podcasts?q=submarinismo');

    expect(await screen.findByText('Ningún podcast con esos filtros')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Quitar filtros' }).at(-1)!);
    await waitFor(() => expect(address()).toBe(''));
  });

  it('shows the API refusal of a bad URL, and offers a retry when the catalogue cannot load', async () => {
    stubApi({
      'GET /public/podcasts/catalogue': apiError(400, 'VALIDATION_ERROR', CATALOGUE_MESSAGES.province),
    });
    renderAt('/podcasts?province=99');
    expect(await screen.findByText('No podemos buscar con esos filtros')).toBeInTheDocument();
    expect(screen.getByText(CATALOGUE_MESSAGES.province)).toBeInTheDocument();
  });

  it('offers «Reintentar» when the catalogue does not load, and shows it once it does', async () => {
    const api = stubApi({
      'GET /public/podcasts/catalogue': (_call: ApiCall, count: number) =>
        count === 1 ? apiError(503, 'UNAVAILABLE', 'No disponible')() : data(pageOf([card(1, { title: 'Por fin' })]))(),
    });
    renderAt('/podcasts');
    expect(await screen.findByRole('alert')).toHaveTextContent('No hemos podido cargar el catálogo');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Por fin' })).toBeInTheDocument();
    expect(api.callsTo('GET /public/podcasts/catalogue')).toHaveLength(2);
  });
});
