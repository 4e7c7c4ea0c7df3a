import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FeaturedPodcast } from '@patrocina/domain';
import { apiError, data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { SLIDER_MAX_AGE_MS } from '../api/get-featured-podcasts';
import { PodcastSlider } from './podcast-slider';

const STORAGE_KEY = 'patrocina.podcast-slider';

function buildPodcast(overrides: Partial<FeaturedPodcast> = {}): FeaturedPodcast {
  return {
    id: crypto.randomUUID(),
    slug: 'la-mesa-camilla',
    title: 'La Mesa Camilla',
    author: 'Irene Gil',
    imageUrl: null,
    categories: ['Society & Culture'],
    listens30d: 45_000,
    ...overrides,
  };
}

function renderSlider() {
  return renderWithProviders(
    <MemoryRouter>
      <PodcastSlider action={<a href="/podcasters">¿Tienes un podcast?</a>} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
});

describe('podcast slider', () => {
  it('shows each podcast with its Spanish category and its listens, linked to its page', async () => {
    const podcast = buildPodcast();
    stubApi({
      'GET /public/podcasts/featured': data({
        podcasts: [podcast, buildPodcast({ title: 'Código Abierto', categories: ['Technology'] })],
      }),
    });
    renderSlider();

    const list = await screen.findByRole('list', { name: 'Podcasts del catálogo' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('La Mesa Camilla');
    expect(items[0]).toHaveTextContent('Irene Gil');
    expect(within(items[0]!).getByText('Sociedad y cultura')).toBeInTheDocument();
    expect(within(items[0]!).getByText('45.000').parentElement).toHaveTextContent('45.000 escuchas/mes');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', `/podcast/${podcast.id}`);
    expect(items[1]).toHaveTextContent('Tecnología');
  });

  it('stores the list with lastUpdate and, while it is fresh, shows it without calling again', async () => {
    const api = stubApi({ 'GET /public/podcasts/featured': data({ podcasts: [buildPodcast()] }) });
    const before = Date.now();
    const first = renderSlider();
    await screen.findByRole('list', { name: 'Podcasts del catálogo' });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as { lastUpdate: number; podcasts: unknown[] };
    expect(stored.lastUpdate).toBeGreaterThanOrEqual(before);
    expect(stored.podcasts).toHaveLength(1);
    first.unmount();

    renderSlider();
    expect(screen.getByRole('list', { name: 'Podcasts del catálogo' })).toHaveTextContent('La Mesa Camilla');
    expect(api.callsTo('GET /public/podcasts/featured')).toHaveLength(1);
  });

  it('asks again when the stored copy is older than an hour', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        lastUpdate: Date.now() - SLIDER_MAX_AGE_MS - 1_000,
        podcasts: [buildPodcast({ title: 'Viejo' })],
      }),
    );
    const api = stubApi({ 'GET /public/podcasts/featured': data({ podcasts: [buildPodcast({ title: 'Nuevo' })] }) });
    renderSlider();

    expect(await screen.findByText('Nuevo')).toBeInTheDocument();
    expect(api.callsTo('GET /public/podcasts/featured')).toHaveLength(1);
  });

  it('says so, and still offers the next step, when the catalogue cannot be loaded', async () => {
    stubApi({
      'GET /public/podcasts/featured': apiError(400, 'VALIDATION_ERROR', 'Los datos enviados no son válidos.'),
    });
    renderSlider();

    expect(await screen.findByText('No hemos podido cargar el catálogo ahora mismo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Tienes un podcast?' })).toBeInTheDocument();
  });

  it('keeps its place in the tab order while it loads, and hands focus to its first control once there', async () => {
    stubApi({ 'GET /public/podcasts/featured': data({ podcasts: [buildPodcast()] }) });
    renderSlider();
    const placeholder = screen.getByRole('group', { name: 'Catálogo: cargando' });
    expect(placeholder).toHaveAttribute('tabindex', '0');
    placeholder.focus();

    await screen.findByRole('list', { name: 'Podcasts del catálogo' });
    // Its first control (an arrow where they show, else the first card), inside the slider.
    await waitFor(() => expect(document.activeElement).not.toBe(placeholder));
    expect(placeholder).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement?.matches('a[href], button')).toBe(true);
    // Loaded: the cards are the stops now, not the placeholder.
    expect(placeholder).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('group', { name: 'Catálogo: cargando' })).not.toBeInTheDocument();
  });
});
