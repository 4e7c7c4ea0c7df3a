import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sharedDownloadsSchema, type SharedDownloads } from '@patrocina/domain';
import { apiError, data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { SharedDownloadsPage } from './shared-downloads-page';

const TOKEN = 'aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5zA7bC9d';
const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

function buildFigures(overrides: Partial<SharedDownloads> = {}): SharedDownloads {
  return sharedDownloadsSchema.parse({
    podcast: { title: 'Código Abierto', slug: 'codigo-abierto', imageUrl: null },
    measuredSince: '2026-10-03T10:00:00.000Z',
    months: MONTHS.map((month) => {
      if (month === '2026-10') {
        return {
          month,
          downloads: 12_400,
          platforms: [
            { platform: 'spotify', downloads: 7_000 },
            { platform: 'apple-podcasts', downloads: 5_400 },
          ],
        };
      }
      if (month === '2026-11') {
        return { month, downloads: 3_100, platforms: [{ platform: 'ivoox', downloads: 3_100 }] };
      }
      return { month, downloads: 0, platforms: [] };
    }),
    platforms: [
      { platform: 'spotify', downloads: 7_000 },
      { platform: 'apple-podcasts', downloads: 5_400 },
      { platform: 'ivoox', downloads: 3_100 },
    ],
    asOf: '2026-11-20',
    ...overrides,
  });
}

function renderAt(path: string) {
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/escuchas/:token" element={<SharedDownloadsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the public page of a podcast’s verified downloads', () => {
  it('shows the podcast, since when it is measured, each month and the platform split', async () => {
    stubApi({ [`GET /public/downloads/${TOKEN}`]: data(buildFigures()) });
    renderAt(`/escuchas/${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Código Abierto' })).toBeInTheDocument();
    expect(screen.getByText('Medición verificada por Patrocina')).toBeInTheDocument();
    expect(screen.getByText('desde el 3 de octubre de 2026')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Descargas verificadas de diciembre de 2025 a noviembre de 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByText('15.500')).toBeInTheDocument();

    const months = screen.getByRole('table', { name: 'Descargas verificadas por mes' });
    const rows = within(months).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent(/^Noviembre de 2026\s*3\.100\s*iVoox$/);
    expect(rows[1]).toHaveTextContent(/^Octubre de 2026\s*12\.400\s*Spotify$/);
    expect(rows[11]).toHaveTextContent(/^Diciembre de 2025\s*Sin medir\s*—$/);

    const split = screen.getByRole('region', { name: 'Por plataforma' });
    expect(within(split).getByText('Apple Podcasts')).toBeInTheDocument();
    expect(within(split).getByText(/^5\.400 · 35\s%$/)).toBeInTheDocument();
    expect(document.title).toBe('Escuchas verificadas de Código Abierto · Patrocina');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('says when there are no verified downloads yet', async () => {
    stubApi({
      [`GET /public/downloads/${TOKEN}`]: data(
        buildFigures({
          measuredSince: null,
          months: MONTHS.map((month) => ({ month, downloads: 0, platforms: [] })),
          platforms: [],
        }),
      ),
    });
    renderAt(`/escuchas/${TOKEN}`);

    expect(await screen.findByText('Aún no hay escuchas verificadas en estos meses.')).toBeInTheDocument();
    expect(screen.getByText('aún sin el prefijo en su feed')).toBeInTheDocument();
  });

  it('shows the not-found page for a revoked or made-up link', async () => {
    stubApi({ [`GET /public/downloads/${TOKEN}`]: apiError(404, 'NOT_FOUND', 'No hemos encontrado lo que buscas.') });
    renderAt(`/escuchas/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
