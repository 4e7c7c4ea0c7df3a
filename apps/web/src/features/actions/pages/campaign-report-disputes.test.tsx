import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { campaignReportSchema, LISTEN_MILESTONES, type CampaignEscrow } from '@patrocina/domain';
import { apiError, data, stubApi } from '@/test/api-stub';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { silenceToasts } from '@/test/toasts';
import { CampaignReportPage } from './campaign-report-page';
import { NO_VERIFIED, NOT_MEASURED } from './campaign-report.testing';

const ID = '40000000-0000-4000-8000-000000000009';
const AIRED = '60000000-0000-4000-8000-000000000011';
const PLANNED = '60000000-0000-4000-8000-000000000012';
const noListens = LISTEN_MILESTONES.map((milestone) => ({ milestone, figures: null }));
const emptyTotals = LISTEN_MILESTONES.map((milestone) => ({
  milestone,
  total: 0,
  ivooxListens: 0,
  notInIvooxListens: 0,
  spotifyListens: 0,
  youtubeViews: 0,
}));

const report = campaignReportSchema.parse({
  campaign: {
    id: ID,
    slug: 'tueste',
    brand: 'Café Lumbre',
    name: 'Tueste',
    url: 'https://cafelumbre.es',
    status: 'IN_PROGRESS',
    substatus: 'IN_PROGRESS',
    range: { startsOn: '2027-01-05', endsOn: '2027-01-31' },
    finishedAt: null,
    closedReason: null,
  },
  podcasts: [
    {
      podcastId: '50000000-0000-4000-8000-000000000009',
      title: 'Modo Cooperativo',
      slug: 'modo-cooperativo',
      imageUrl: null,
      status: 'IN_PROGRESS',
      cost: 300,
      target: null,
      estimatedReach: 10_000,
      reach: 0,
      clicks: 0,
      trackingUrl: null,
      actions: [
        {
          id: AIRED,
          kind: 'mentions',
          position: 1,
          plannedOn: '2027-01-06',
          publishedOn: '2027-01-06',
          episodeUrl: 'https://modocooperativo.es/episodios/120',
          episodeTitle: null,
          adStart: '4:05',
          makeGood: false,
          underDelivery: null,
          remedy: null,
          ...NOT_MEASURED,
          listens: noListens,
          proof: null,
        },
        {
          id: PLANNED,
          kind: 'mentions',
          position: 2,
          plannedOn: '2027-01-20',
          publishedOn: null,
          episodeUrl: null,
          episodeTitle: null,
          adStart: null,
          makeGood: false,
          underDelivery: null,
          remedy: null,
          ...NOT_MEASURED,
          listens: noListens,
          proof: null,
        },
      ],
      milestones: emptyTotals,
      verified: NO_VERIFIED,
    },
  ],
  totals: {
    actions: 2,
    recorded: 1,
    cost: 300,
    estimatedReach: 10_000,
    reach: 0,
    clicks: 0,
    milestones: emptyTotals,
    verified: NO_VERIFIED,
  },
  clicksByDay: [],
});

const escrow = (aired: Partial<CampaignEscrow['actions'][number]>): CampaignEscrow => ({
  actions: [
    { actionId: AIRED, status: 'HELD', canDispute: true, disputeReason: null, ...aired },
    { actionId: PLANNED, status: 'HELD', canDispute: false, disputeReason: null },
  ],
});

function renderReport() {
  const router = createMemoryRouter([{ path: '/campaigns/:id/report', element: <CampaignReportPage /> }], {
    initialEntries: [`/campaigns/${ID}/report`],
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('disputing an action from the report', () => {
  beforeEach(silenceToasts);

  it('offers «Reclamar esta acción» on an aired, held action only, and sends the reason', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET /private/campaigns/${ID}/report`]: data(report),
      [`GET /private/campaigns/${ID}/escrow`]: (_call, count) =>
        data(
          count === 1 ? escrow({}) : escrow({ status: 'DISPUTED', canDispute: false, disputeReason: 'No se oyó' }),
        )(),
      [`POST /private/campaigns/${ID}/actions/${AIRED}/dispute`]: data(
        {
          id: '70000000-0000-4000-8000-000000000001',
          actionId: AIRED,
          reason: 'No se oyó',
          createdAt: '2027-01-07T10:00:00.000Z',
          status: 'DISPUTED',
        },
        201,
      ),
    });
    renderReport();

    const buttons = await screen.findAllByRole('button', { name: /Reclamar esta acción/ });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Reclamar «Mención 1»' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la reclamación' }));
    expect(await within(dialog).findByText('Cuéntanos qué ha fallado en esta acción')).toBeInTheDocument();
    expect(api.callsTo(`POST /private/campaigns/${ID}/actions/${AIRED}/dispute`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('¿Qué ha fallado en esta acción?'), 'No se oyó');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la reclamación' }));
    expect(await screen.findByText('Reclamada: el equipo la revisa')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(
      'Reclamación enviada: el equipo la revisará y no pagaremos la acción mientras tanto.',
    );
    expect(api.callsTo(`POST /private/campaigns/${ID}/actions/${AIRED}/dispute`)[0]!.body).toEqual({
      reason: 'No se oyó',
    });
    expect(screen.queryByRole('button', { name: /Reclamar esta acción/ })).not.toBeInTheDocument();
    expect(screen.getByText('Tu reclamación: No se oyó')).toBeInTheDocument();
  });

  it('keeps the dialog and tells the refusal when the money was released meanwhile', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET /private/campaigns/${ID}/report`]: data(report),
      [`GET /private/campaigns/${ID}/escrow`]: data(escrow({})),
      [`POST /private/campaigns/${ID}/actions/${AIRED}/dispute`]: apiError(
        409,
        'CONFLICT',
        'Esta acción ya no se puede reclamar: su pago ya se ha liberado o resuelto',
      ),
    });
    renderReport();
    await user.click(await screen.findByRole('button', { name: /Reclamar esta acción/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('¿Qué ha fallado en esta acción?'), 'Tarde');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la reclamación' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Esta acción ya no se puede reclamar: su pago ya se ha liberado o resuelto',
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
