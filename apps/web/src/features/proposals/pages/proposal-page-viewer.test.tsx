import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AGENCY_TEAM_MESSAGES, CHAT_MESSAGES, type ProposalPodcast } from '@patrocina/domain';
import { data, stubApi } from '@/test/api-stub';
import { buildCampaign, buildChatThread } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { silenceToasts } from '@/test/toasts';
import { ProposalPage } from './proposal-page';

const ID = '40000000-0000-4000-8000-000000000001';
const PODCAST = '50000000-0000-4000-8000-000000000001';
const THREAD = `/private/campaigns/${ID}/podcasts/${PODCAST}/messages`;

const accepted: ProposalPodcast = {
  podcastId: PODCAST,
  title: 'Modo Cooperativo',
  slug: 'modo-cooperativo',
  imageUrl: null,
  counts: { mentions: 2, sponsorships: 0, reviews: 0, dedicatedShows: 0, spots: 0 },
  advertiserRates: { mentions: 450, sponsorships: null, reviews: null, dedicatedShows: null, spots: null },
  cost: 900,
  proposedCost: 900,
  target: '5k/10k',
  reach: 12_000,
  reasons: [],
  status: 'ACCEPTED',
  statusReason: null,
  picked: false,
};

beforeEach(silenceToasts);

/** Docs/decisions/0034: an agency's «Puede ver» colleague reads the proposal and its chat, and changes nothing. */
describe('the proposal page for an agency’s «Puede ver» colleague', () => {
  it('shows the proposal and its total with no selection, no confirmation, no suggestion and a chat to read', async () => {
    stubApi({
      [`GET /private/campaigns/${ID}`]: data(
        buildCampaign({
          id: ID,
          substatus: 'PENDING_ACCEPT',
          canChange: false,
          managedByAgent: true,
          what: { brand: 'Café Lumbre', name: 'Tueste', briefing: 'b' },
          proposal: { podcasts: [accepted], preroll: null, total: 900, publishedAt: '2026-11-10T10:00:00.000Z' },
        }),
      ),
      [`GET ${THREAD}`]: data(
        buildChatThread({
          campaign: { id: ID, brand: 'Café Lumbre', name: 'Tueste', status: 'CONFIGURING' },
          viewerRole: 'advertiser',
          canSend: false,
          disabledReason: 'AGENCY_VIEWER',
        }),
      ),
      [`PUT ${THREAD}/read`]: data({ unread: 0 }),
    });
    // The route passes onSuggest to everyone who reads the proposal: the page itself must hide it here.
    const router = createMemoryRouter(
      [{ path: '/campaigns/:id/proposal', element: <ProposalPage onSuggest={() => undefined} /> }],
      { initialEntries: [`/campaigns/${ID}/proposal`] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    const user = userEvent.setup();

    expect(await screen.findByText(AGENCY_TEAM_MESSAGES.viewerReadsOnly)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Podcasts de la propuesta' });
    expect(within(list).getByRole('listitem', { name: 'Modo Cooperativo' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar propuesta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sugerir un cambio' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Total de la propuesta' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Abrir el chat con Modo Cooperativo' }));
    const chat = await screen.findByRole('dialog', { name: 'Café Lumbre · Tueste' });
    expect(await within(chat).findByText(CHAT_MESSAGES.disabled.AGENCY_VIEWER)).toBeInTheDocument();
    expect(within(chat).queryByLabelText('Tu mensaje')).not.toBeInTheDocument();
    expect(within(chat).queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
  });
});
