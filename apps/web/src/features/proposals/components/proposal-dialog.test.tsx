import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignSubstatus, ProposalPodcastStatus } from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { apiError, data, stubApi } from '@/test/api-stub';
import { buildCampaign, buildChatThread } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ProposalDialog } from './proposal-dialog';
import { silenceToasts } from '@/test/toasts';

const ID = '40000000-0000-4000-8000-000000000001';
const ids = [
  '50000000-0000-4000-8000-000000000001',
  '50000000-0000-4000-8000-000000000002',
  '50000000-0000-4000-8000-000000000003',
];

function proposed(index: number, title: string, status: ProposalPodcastStatus, cost: number) {
  return {
    podcastId: ids[index]!,
    title,
    slug: title.toLowerCase().replace(/\s/g, '-'),
    imageUrl: null,
    counts: { mentions: 2, sponsorships: 0, reviews: 0, dedicatedShows: 0, spots: 0 },
    advertiserRates: { mentions: cost / 2, sponsorships: null, reviews: null, dedicatedShows: null, spots: null },
    cost,
    proposedCost: cost,
    target: '5k/10k',
    reach: 12_000,
    reasons: [],
    status,
    statusReason: null,
    picked: false,
  };
}

function campaign(substatus: CampaignSubstatus) {
  return buildCampaign({
    id: ID,
    substatus,
    what: { briefing: 'b' },
    proposal: {
      podcasts: [
        proposed(0, 'Modo Cooperativo', 'ACCEPTED', 900),
        proposed(1, 'La Consulta Abierta', 'ACCEPT_WITH_MIN_PRICE', 600),
        proposed(2, 'Ecos del Pasado', 'REJECTED', 800),
      ],
      preroll: { title: 'Pre-roll de invierno', quantity: 2_000 },
      total: 2_300,
      publishedAt: '2026-11-10T10:00:00.000Z',
    },
  });
}

beforeEach(silenceToasts);

describe('the advertiser’s proposal', () => {
  it('picks among the podcasts that accepted, with a live total, and confirms once after a second look', async () => {
    const api = stubApi({
      [`GET /private/campaigns/${ID}`]: data(campaign('PENDING_ACCEPT')),
      [`PUT /private/campaigns/${ID}/purchase`]: data(campaign('PENDING_PAYMENT')),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ProposalDialog id={ID} title="Propuesta" onClose={onClose} onSuggest={vi.fn()} />);

    const list = await screen.findByRole('list', { name: 'Podcasts de la propuesta' });
    expect(within(list).getByLabelText('Modo Cooperativo')).toBeChecked();
    expect(within(list).getByLabelText('La Consulta Abierta')).toBeChecked();
    // Said no: shown with its answer, not pickable.
    expect(within(list).getByText('Ecos del Pasado')).toBeInTheDocument();
    expect(within(list).queryByLabelText('Ecos del Pasado')).not.toBeInTheDocument();
    expect(within(list).getByText('Rechazada')).toBeInTheDocument();
    expect(screen.getByText('Pre-roll: Pre-roll de invierno (2.000)')).toBeInTheDocument();
    expect(screen.getByText('Total de lo elegido').parentElement).toHaveTextContent(/1\.500\s€/);

    await user.click(within(list).getByLabelText('La Consulta Abierta'));
    expect(screen.getByText('Total de lo elegido').parentElement).toHaveTextContent(/900\s€/);
    await user.click(screen.getByRole('button', { name: 'Confirmar propuesta' }));
    expect(screen.getByRole('group', { name: /¿Confirmas 1 podcast por 900/ })).toBeInTheDocument();
    expect(api.callsTo(`PUT /private/campaigns/${ID}/purchase`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Sí, confirmar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo(`PUT /private/campaigns/${ID}/purchase`)[0]!.body).toEqual({ podcastIds: [ids[0]] });
    expect(toast.success).toHaveBeenCalledWith('¡Propuesta confirmada! Te hemos enviado la orden de pago por correo.');
  });

  it('keeps the choice on screen when the API refuses it, and says why', async () => {
    stubApi({
      [`GET /private/campaigns/${ID}`]: data(campaign('PENDING_ACCEPT')),
      [`PUT /private/campaigns/${ID}/purchase`]: apiError(
        409,
        'CONFLICT',
        'Ya has confirmado esta propuesta: te hemos enviado la orden de pago por correo.',
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ProposalDialog id={ID} title="Propuesta" onClose={vi.fn()} onSuggest={vi.fn()} />);

    await user.click(await screen.findByRole('button', { name: 'Confirmar propuesta' }));
    await user.click(screen.getByRole('button', { name: 'Sí, confirmar' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Ya has confirmado esta propuesta: te hemos enviado la orden de pago por correo.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Confirmar propuesta' })).toBeInTheDocument();
  });

  it('only shows the proposal while the podcasters are still answering', async () => {
    stubApi({ [`GET /private/campaigns/${ID}`]: data(campaign('PENDING_RESPONSE')) });
    renderWithProviders(<ProposalDialog id={ID} title="Propuesta" onClose={vi.fn()} onSuggest={vi.fn()} />);

    expect(
      await screen.findByText('Los podcasters aún están respondiendo. Podrás elegir cuando respondan.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar propuesta' })).not.toBeInTheDocument();
  });
});

describe('the chat from the proposal', () => {
  it('offers each podcast’s chat when a campaign manager runs the campaign, over the proposal', async () => {
    const thread = `/private/campaigns/${ID}/podcasts/${ids[0]}/messages`;
    stubApi({
      [`GET /private/campaigns/${ID}`]: data({ ...campaign('PENDING_ACCEPT'), managedByAgent: true }),
      [`GET ${thread}`]: data(
        buildChatThread({ campaign: { id: ID, brand: 'Café Lumbre', name: 'Tueste', status: 'CONFIGURING' } }),
      ),
      [`PUT ${thread}/read`]: data({ unread: 0 }),
    });
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<ProposalDialog id={ID} title="Propuesta" onClose={onClose} onSuggest={vi.fn()} />);

    const list = await screen.findByRole('list', { name: 'Podcasts de la propuesta' });
    expect(within(list).getAllByRole('button', { name: /^Abrir el chat con / })).toHaveLength(3);
    await user.click(within(list).getByRole('button', { name: 'Abrir el chat con Modo Cooperativo' }));
    const chat = await screen.findByRole('dialog', { name: 'Café Lumbre · Tueste' });
    await within(chat).findByLabelText('Tu mensaje');
    // Escape closes the chat on top, not the proposal under it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Café Lumbre · Tueste' })).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers no chat when nobody manages the campaign', async () => {
    stubApi({ [`GET /private/campaigns/${ID}`]: data(campaign('PENDING_ACCEPT')) });
    renderWithProviders(<ProposalDialog id={ID} title="Propuesta" onClose={vi.fn()} onSuggest={vi.fn()} />);
    await screen.findByRole('list', { name: 'Podcasts de la propuesta' });
    expect(screen.queryByRole('button', { name: /Abrir el chat/ })).not.toBeInTheDocument();
  });
});
