import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicPodcastSchema, type PublicPodcast } from '@patrocina/domain';
import { apiError, data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { PodcastByHostingIdPage, PodcastByIdPage } from './public-podcast-page';

const ID = '6b3c1f0e-2a4d-4e8f-9b1c-0d2e3f4a5b6c';

function buildPodcast(overrides: Partial<PublicPodcast> = {}): PublicPodcast {
  return publicPodcastSchema.parse({
    id: ID,
    slug: 'codigo-abierto',
    title: 'Código Abierto',
    description: 'Tecnología sin jerga.\n\nCada semana.',
    author: 'Javier Ruiz',
    imageUrl: null,
    categories: ['Technology'],
    language: 'es',
    websiteUrl: null,
    hostingId: 'ivx-42',
    listens30d: 45_000,
    isPremium: true,
    sheet: {
      headerImageUrl: '/api/v1/public/images/0d2e3f4a-5b6c-4e8f-9b1c-6b3c1f0e2a4d',
      extraImageUrls: [],
      presenters: [{ name: 'Javier Ruiz' }, { name: 'Irene Gil' }],
      links: [{ platform: 'SPOTIFY', url: 'https://open.spotify.com/show/1' }],
      frequency: 'WEEKLY',
      socialNetworks: [{ network: 'INSTAGRAM', followers: 'UP_TO_5K' }],
      ranking: null,
      listens: { platform: 'FROM_5K', hosting: null, radio: null, video: null },
      gender: { female: 55, male: 40, other: 5 },
      ages: { under25: 20, from25to44: 60, over44: 20 },
      audienceFlags: ['tech', 'geek'],
      country: 'ES',
      provinces: ['28'],
      liveRadio: false,
      fullVideo: false,
      videoUrl: null,
      actions: [
        { type: 'MENTION', minPrice: 150 },
        { type: 'SPONSORSHIP', minPrice: 1200 },
      ],
      examples: [
        { brand: 'Café Aroma', actionType: 'MENTION', episodeUrl: 'https://ejemplo.es/ep/3', startMinute: '05:30' },
      ],
    },
    verified: null,
    episodes: [{ title: 'Episodio 12', link: 'https://ejemplo.es/ep/12', publishedAt: '2026-11-21T23:30:00.000Z' }],
    ...overrides,
  });
}

function renderAt(path: string) {
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/podcast/ivoox/:id?" element={<PodcastByHostingIdPage />} />
        <Route path="/podcast/:id?" element={<PodcastByIdPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the public page of a podcast', () => {
  it('shows what an advertiser needs: reach, prices from, actions, audience and examples', async () => {
    stubApi({ [`GET /public/podcasts/${ID}`]: data(buildPodcast()) });
    renderAt(`/podcast/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Código Abierto' })).toBeInTheDocument();
    expect(screen.getByText('45.000')).toBeInTheDocument();
    expect(screen.getByText('Precios desde').nextSibling).toHaveTextContent(/^150\s€$/);
    const actions = screen.getByRole('region', { name: 'Acciones y precios' });
    expect(within(actions).getByText('entrevista')).toBeInTheDocument();
    expect(within(actions).getByText(/^1\.200\s€$/)).toBeInTheDocument();
    expect(within(actions).getByText(/Impuestos no incluidos/)).toBeInTheDocument();
    const audience = screen.getByRole('region', { name: 'Audiencia' });
    expect(within(audience).getByText('De 5.000 a 10.000 escuchas por episodio')).toBeInTheDocument();
    expect(within(audience).getByText('Madrid', { exact: false })).toHaveTextContent('España, Madrid');
    expect(screen.getByRole('link', { name: 'Escuchar desde el minuto 05:30' })).toHaveAttribute(
      'href',
      'https://ejemplo.es/ep/3',
    );
    expect(screen.getByText('22 de noviembre de 2026')).toBeInTheDocument();
    expect(document.title).toBe('Código Abierto · Patrocina');
  });

  it('says the 30-day listens are not measured yet rather than showing a zero', async () => {
    stubApi({ [`GET /public/podcasts/${ID}`]: data(buildPodcast({ listens30d: 0 })) });
    renderAt(`/podcast/${ID}`);

    expect(await screen.findByText('Escuchas a 30 días')).toBeInTheDocument();
    expect(screen.getByText('Escuchas a 30 días').nextSibling).toHaveTextContent('Aún sin medir');
  });

  it('shows the verified listens beside the declared ones once the prefix measures the podcast', async () => {
    stubApi({
      [`GET /public/podcasts/${ID}`]: data(
        buildPodcast({ verified: { downloads30d: 31_250, measuredSince: '2026-09-01T10:00:00.000Z' } }),
      ),
    });
    renderAt(`/podcast/${ID}`);

    expect(await screen.findByText('Escuchas verificadas a 30 días')).toBeInTheDocument();
    expect(screen.getByText('Escuchas verificadas a 30 días').nextSibling).toHaveTextContent('31.250');
    expect(screen.getByText('Medidas por Patrocina desde el 1 de septiembre de 2026')).toBeInTheDocument();
    expect(screen.getByText('Escuchas declaradas a 30 días').nextSibling).toHaveTextContent('45.000');
  });

  it('adds no verified figure while the podcast is not measured', async () => {
    stubApi({ [`GET /public/podcasts/${ID}`]: data(buildPodcast()) });
    renderAt(`/podcast/${ID}`);

    expect(await screen.findByText('Escuchas a 30 días')).toBeInTheDocument();
    expect(screen.queryByText(/verificadas/)).not.toBeInTheDocument();
  });

  it('says the sheet is not complete instead of showing half of it', async () => {
    stubApi({ 'GET /public/podcasts/by-hosting-id/ivx-42': data(buildPodcast({ sheet: null })) });
    renderAt('/podcast/ivoox/ivx-42');

    expect(await screen.findByText(/aún no ha completado su hoja de patrocinio/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Acciones y precios' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for a podcast that is not public', async () => {
    stubApi({ [`GET /public/podcasts/${ID}`]: apiError(404, 'NOT_FOUND', 'No hemos encontrado lo que buscas.') });
    renderAt(`/podcast/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
