import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_MESSAGES, PODCAST_STATE_LABELS } from '@patrocina/domain';
import { useLinkHostingAccount } from '@/features/account/api/hosting-account';
import { MyPodcastsPage } from '@/features/podcasts/pages/my-podcasts-page';
import { BackofficeCampaignPage } from '@/features/campaigns/pages/backoffice-campaign-page';
import { AnswerDialog } from '@/features/proposals/components/answer-dialog';
import { ProposalView } from '@/features/proposals/pages/proposal-page';
import { data, stubApi } from '@/test/api-stub';
import { buildCampaign, buildMyPodcast, buildPodcasterCampaign } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { backofficeCampaign, agent, ID, twoPodcasts } from './routes/backoffice-campaign-route.testing';
import { backofficeCampaignViews } from './routes/backoffice-route';
import { proposed } from './routes/dashboard-route.testing';
import { silenceToasts } from '@/test/toasts';

/** One resource, one key: views of the same data in different features refresh together. */

const podcast = buildMyPodcast();
const MINE = 'GET /private/podcasts/mine';

/** My account's link to the hosting platform: a change to My podcasts made from a third feature. */
function LinkHostingButton() {
  const link = useLinkHostingAccount();
  return (
    <button type="button" onClick={() => link.mutate({ email: 'marta@ejemplo.es', password: 'su-clave' })}>
      Vincular cuenta
    </button>
  );
}

beforeEach(silenceToasts);

describe('my podcasts, read by My podcasts and by the answer to a proposal', () => {
  it('is asked once for both, and one change refreshes both', async () => {
    const api = stubApi({
      [MINE]: (_call, count) =>
        data({
          podcasts: [
            count === 1
              ? podcast
              : { ...podcast, state: 'READY', sheetSteps: { profile: true, audience: true, branding: true } },
          ],
        })(),
      'GET /private/podcasts/partner': data({ configured: true }),
      'POST /private/users/me/hosting-account': data({ ivooxUserId: 'u_81723', linked: [], skipped: [] }),
    });
    const row = buildPodcasterCampaign({
      podcast: { id: podcast.id, title: podcast.title, slug: podcast.slug, imageUrl: null },
    });
    renderWithProviders(
      <MemoryRouter>
        <MyPodcastsPage />
        <AnswerDialog row={row} onClose={vi.fn()} />
        <LinkHostingButton />
      </MemoryRouter>,
    );
    const user = userEvent.setup();

    const card = (await screen.findByRole('heading', { name: podcast.title })).closest('li')!;
    expect(within(card).getByText(PODCAST_STATE_LABELS.SHEET_INCOMPLETE)).toBeInTheDocument();
    expect(await screen.findByText(ANSWER_MESSAGES.sheetIncomplete)).toBeInTheDocument();
    expect(api.callsTo(MINE)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Vincular cuenta' }));

    expect(await within(card).findByText(PODCAST_STATE_LABELS.READY)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(ANSWER_MESSAGES.sheetIncomplete)).not.toBeInTheDocument());
    expect(screen.getByRole('form', { name: 'Tu respuesta' })).toBeInTheDocument();
    expect(api.callsTo(MINE)).toHaveLength(2);
  });
});

describe('a campaign, read by the back office and by its proposal', () => {
  it('shows the proposal to its manager as soon as the back office publishes it', async () => {
    const publishedAt = '2026-11-23T10:00:00.000Z';
    const member = { id: ID, role: 'agent', managedByAgent: true } as const;
    const api = stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: (_call, count) =>
        data(
          count === 1
            ? backofficeCampaign('PENDING_REVIEW', twoPodcasts)
            : backofficeCampaign('PENDING_RESPONSE', twoPodcasts, publishedAt),
        )(),
      [`GET /private/campaigns/${ID}`]: (_call, count) =>
        data(
          count === 1
            ? buildCampaign({ ...member, substatus: 'PENDING_REVIEW' })
            : buildCampaign({
                ...member,
                substatus: 'PENDING_RESPONSE',
                proposal: {
                  podcasts: [proposed('Modo Cooperativo', { status: 'UNANSWERED', statusReason: null, picked: false })],
                  preroll: null,
                  total: 900,
                  publishedAt,
                },
              }),
        )(),
      [`POST /private/backoffice/campaigns/${ID}/publish`]: data({}),
    });
    const router = createMemoryRouter(
      [
        {
          path: '/backoffice/campaigns/:id',
          element: (
            <>
              <BackofficeCampaignPage me={agent()} views={backofficeCampaignViews} />
              <ProposalView id={ID} />
            </>
          ),
        },
      ],
      { initialEntries: [`/backoffice/campaigns/${ID}`] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    const user = userEvent.setup();

    expect(
      await screen.findByText('Aún estamos preparando la propuesta: te avisaremos por correo cuando esté lista.'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Publicar a los podcasters' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: '¿Publicar la propuesta?' })).getByRole('button', {
        name: 'Publicar',
      }),
    );

    const podcasts = await screen.findByRole('list', { name: 'Podcasts de la propuesta' });
    expect(within(podcasts).getByText('Modo Cooperativo')).toBeInTheDocument();
    expect(api.callsTo(`GET /private/campaigns/${ID}`)).toHaveLength(2);
  });
});
