import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { data, stubApi } from '@/test/api-stub';
import { buildCampaign } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ProposalPage } from '../pages/proposal-page';

const ID = '40000000-0000-4000-8000-000000000001';

const published = buildCampaign({
  id: ID,
  substatus: 'PENDING_ACCEPT',
  what: { briefing: 'b' },
  proposal: { podcasts: [], preroll: null, total: 0, publishedAt: '2026-11-10T10:00:00.000Z' },
});

describe('what became of the advertiser’s suggestions, on the proposal page', () => {
  it('names each suggested podcast left out with its reason, and each change request as sent or handled', async () => {
    stubApi({
      [`GET /private/campaigns/${ID}`]: data(published),
      [`GET /private/campaigns/${ID}/suggested-podcasts`]: data([
        { podcastId: 'a', title: 'Dentro', inProposal: true, reason: null, message: null },
        {
          podcastId: 'b',
          title: 'Cocina Lenta',
          inProposal: false,
          reason: 'MISSING_ACTIONS',
          message: 'no ofrece cuña de audio',
        },
        {
          podcastId: 'c',
          title: null,
          inProposal: false,
          reason: 'NOT_FOUND',
          message: 'ya no está en el catálogo de Patrocina',
        },
      ]),
      [`GET /private/campaigns/${ID}/change-requests`]: data([
        {
          id: '80000000-0000-4000-8000-000000000002',
          campaignId: ID,
          suggestion: 'Empezad en abril',
          createdAt: '2026-11-21T10:00:00.000Z',
          handledAt: null,
        },
        {
          id: '80000000-0000-4000-8000-000000000001',
          campaignId: ID,
          suggestion: 'Más podcasts de cocina',
          createdAt: '2026-11-20T10:00:00.000Z',
          handledAt: '2026-11-22T09:00:00.000Z',
        },
      ]),
    });
    const router = createMemoryRouter([{ path: '/campaigns/:id/proposal', element: <ProposalPage /> }], {
      initialEntries: [`/campaigns/${ID}/proposal`],
    });
    renderWithProviders(<RouterProvider router={router} />);

    expect(await screen.findByText('Sugeriste Cocina Lenta: no ofrece cuña de audio.')).toBeInTheDocument();
    expect(screen.getByText('Sugeriste un podcast: ya no está en el catálogo de Patrocina.')).toBeInTheDocument();
    expect(screen.queryByText(/Sugeriste Dentro/)).not.toBeInTheDocument();
    const sent = await screen.findByRole('region', { name: 'Tus sugerencias de cambio' });
    expect(sent).toHaveTextContent('Empezad en abrilEnviada el 21 de noviembre de 2026');
    expect(sent).toHaveTextContent('Más podcasts de cocinaAtendida el 22 de noviembre de 2026');
  });
});
