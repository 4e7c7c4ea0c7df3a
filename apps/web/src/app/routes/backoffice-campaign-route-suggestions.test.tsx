import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { data, stubApi } from '@/test/api-stub';
import { silenceToasts } from '@/test/toasts';
import {
  ID,
  PODCAST_A,
  PODCAST_B,
  agent,
  backofficeCampaign,
  renderPage,
  twoPodcasts,
} from './backoffice-campaign-route.testing';

const REQUEST = '80000000-0000-4000-8000-000000000001';
const request = (handledAt: string | null) => ({
  id: REQUEST,
  campaignId: ID,
  suggestion: 'Preferimos podcasts de cocina',
  createdAt: '2026-11-20T10:00:00.000Z',
  handledAt,
});

beforeEach(silenceToasts);

describe('the back office’s view of what the advertiser suggested', () => {
  it('lists the suggested podcasts with why one is out, and marks a change request handled', async () => {
    const api = stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: data(backofficeCampaign('PENDING_REVIEW', twoPodcasts)),
      [`GET /private/campaigns/${ID}/suggested-podcasts`]: data([
        { podcastId: PODCAST_A, title: 'Modo Cooperativo', inProposal: true, reason: null, message: null },
        {
          podcastId: PODCAST_B,
          title: 'Cocina Lenta',
          inProposal: false,
          reason: 'MISSING_ACTIONS',
          message: 'no ofrece cuña de audio',
        },
      ]),
      [`GET /private/campaigns/${ID}/change-requests`]: (_call, count) =>
        data([request(count === 1 ? null : '2026-11-22T09:00:00.000Z')])(),
      [`POST /private/backoffice/campaigns/${ID}/change-requests/${REQUEST}/handled`]: data(
        request('2026-11-22T09:00:00.000Z'),
      ),
    });
    const user = userEvent.setup();
    renderPage(agent());

    const section = await screen.findByRole('region', { name: 'Lo que sugiere el anunciante' });
    expect(section).toHaveTextContent('Modo Cooperativo: en el borrador.');
    expect(section).toHaveTextContent('Sugeriste Cocina Lenta: no ofrece cuña de audio.');
    expect(await within(section).findByText('Preferimos podcasts de cocina')).toBeInTheDocument();
    expect(section).toHaveTextContent('Enviada el 20 de noviembre de 2026');

    await user.click(within(section).getByRole('button', { name: 'Marcar como atendida' }));
    expect(await within(section).findByText(/atendida el 22 de noviembre de 2026/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Marcar como atendida' })).not.toBeInTheDocument();
    expect(api.callsTo(`POST /private/backoffice/campaigns/${ID}/change-requests/${REQUEST}/handled`)).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Sugerencia marcada como atendida');
  });
});
