import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACTION_MESSAGES, CHAT_MESSAGES } from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { apiError, data, stubApi } from '@/test/api-stub';
import { buildChatMessage, buildChatThread, buildMe } from '@/test/fixtures';
import {
  ID,
  PODCAST_A,
  noActions,
  noRates,
  backofficeCampaign,
  twoPodcasts,
  renderPage,
  agent,
} from './backoffice-campaign-route.testing';
import { silenceToasts } from '@/test/toasts';

beforeEach(silenceToasts);

describe('a paid campaign', () => {
  const running = twoPodcasts.map((podcast) => ({ ...podcast, status: 'IN_PROGRESS' as const, picked: true }));
  const FINISH = `PUT /private/backoffice/campaigns/${ID}/finish`;
  const admin = () => buildMe({ scope: 'admin' });

  it.each(['PENDING_DATES', 'IN_PROGRESS', 'FINISHED'] as const)(
    'leads the team to the report once %s',
    async (substatus) => {
      stubApi({
        [`GET /private/backoffice/campaigns/${ID}`]: data(
          backofficeCampaign(substatus, running, '2026-11-20T10:00:00.000Z'),
        ),
      });
      renderPage(agent());

      expect(await screen.findByRole('link', { name: 'Informe de la campaña' })).toHaveAttribute(
        'href',
        `/campaigns/${ID}/report`,
      );
    },
  );

  it('has no report before the payment', async () => {
    stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: data(
        backofficeCampaign('PENDING_PAYMENT', running, '2026-11-20T10:00:00.000Z'),
      ),
    });
    renderPage(agent());

    expect(await screen.findByRole('heading', { level: 2, name: 'Pendiente de pago' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Informe de la campaña' })).not.toBeInTheDocument();
  });

  it('lets an admin close a campaign in progress only with a reason of at least 10 characters, and sends it once', async () => {
    const api = stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: (_call, count) =>
        data(backofficeCampaign(count === 1 ? 'IN_PROGRESS' : 'FINISHED', running, '2026-11-20T10:00:00.000Z'))(),
      // Slow enough that a second click lands while the first is still on its way.
      [FINISH]: async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return data(backofficeCampaign('FINISHED', running, '2026-11-20T10:00:00.000Z'))();
      },
      'GET /private/backoffice/users': data([]),
    });
    const user = userEvent.setup();
    renderPage(admin());

    await user.click(await screen.findByRole('button', { name: 'Cerrar la campaña' }));
    const dialog = screen.getByRole('dialog', { name: 'Cerrar «Tueste de invierno»' });
    const reason = within(dialog).getByLabelText('¿Por qué cierras la campaña?');
    await user.type(reason, 'corto');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar la campaña' }));
    expect((await within(dialog).findAllByText(ACTION_MESSAGES.closeReasonRequired)).length).toBeGreaterThan(0);
    expect(api.callsTo(FINISH)).toHaveLength(0);
    // The list of errors opens a moment later and takes the focus: close it before typing again, or
    // a slow render lets it open halfway through the typing.
    const errors = await screen.findByRole('alertdialog', { name: 'Revisa el formulario' });
    await user.click(within(errors).getByRole('button', { name: 'Entendido' }));

    await user.clear(reason);
    await user.type(reason, '  El podcaster dejó de publicar episodios.  ');
    // An impatient double click still closes it once.
    await user.dblClick(within(dialog).getByRole('button', { name: 'Cerrar la campaña' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Finalizada' })).toBeInTheDocument();
    expect(api.callsTo(FINISH)).toHaveLength(1);
    expect(api.callsTo(FINISH)[0]!.body).toEqual({ reason: 'El podcaster dejó de publicar episodios.' });
    expect(toast.success).toHaveBeenCalledWith('Campaña cerrada: ya figura como finalizada.');
    expect(screen.queryByRole('dialog', { name: 'Cerrar «Tueste de invierno»' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar la campaña' })).not.toBeInTheDocument();
  });

  it('keeps the admin’s reason and says why when the API refuses to close the campaign', async () => {
    stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: data(
        backofficeCampaign('IN_PROGRESS', running, '2026-11-20T10:00:00.000Z'),
      ),
      [FINISH]: apiError(409, 'CONFLICT', ACTION_MESSAGES.notInProgress),
      'GET /private/backoffice/users': data([]),
    });
    const user = userEvent.setup();
    renderPage(admin());

    await user.click(await screen.findByRole('button', { name: 'Cerrar la campaña' }));
    const dialog = screen.getByRole('dialog', { name: 'Cerrar «Tueste de invierno»' });
    await user.type(
      within(dialog).getByLabelText('¿Por qué cierras la campaña?'),
      'El anunciante lo pidió por correo.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar la campaña' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ACTION_MESSAGES.notInProgress));
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByLabelText('¿Por qué cierras la campaña?')).toHaveValue(
      'El anunciante lo pidió por correo.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cerrar la campaña' })).toBeEnabled();
  });

  it('never offers an agent to close the campaign', async () => {
    stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: data(
        backofficeCampaign('IN_PROGRESS', running, '2026-11-20T10:00:00.000Z'),
      ),
    });
    renderPage(agent());

    expect(await screen.findByRole('heading', { level: 2, name: 'En curso' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar la campaña' })).not.toBeInTheDocument();
  });
});

describe('the back office’s conversations', () => {
  it('let an admin read a podcast’s thread, with no composer and the reason why', async () => {
    const published = backofficeCampaign('PENDING_RESPONSE', twoPodcasts, '2026-11-20T10:00:00.000Z');
    published.campaign.proposal = {
      podcasts: [
        {
          podcastId: PODCAST_A,
          title: 'Modo Cooperativo',
          slug: 'modo-cooperativo',
          imageUrl: null,
          counts: { ...noActions, mentions: 2 },
          advertiserRates: { ...noRates, mentions: 150 },
          cost: 300,
          proposedCost: 300,
          target: '10k/25k',
          reasons: [],
          reach: 12_000,
          status: 'UNANSWERED',
          statusReason: null,
          picked: false,
        },
      ],
      preroll: null,
      total: 300,
      publishedAt: '2026-11-20T10:00:00.000Z',
    };
    const thread = buildChatThread({
      campaign: { id: ID, brand: 'Café Lumbre', name: 'Tueste de invierno', status: 'IN_PROGRESS' },
      podcast: { id: PODCAST_A, title: 'Modo Cooperativo' },
      viewerRole: 'admin',
      canSend: false,
      disabledReason: 'READ_ONLY',
      messages: [buildChatMessage({ body: 'No nos han pagado la mención' })],
    });
    const api = stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: data(published),
      [`GET /private/campaigns/${ID}/podcasts/${PODCAST_A}/messages`]: data(thread),
      [`PUT /private/campaigns/${ID}/podcasts/${PODCAST_A}/messages/read`]: data({ unread: 0 }),
    });
    renderPage(buildMe({ scope: 'admin' }));

    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Ver la conversación con Modo Cooperativo' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No nos han pagado la mención')).toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toHaveTextContent(CHAT_MESSAGES.disabled.READ_ONLY);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.callsTo(`POST /private/campaigns/${ID}/podcasts/${PODCAST_A}/messages`)).toHaveLength(0);
  });

  it('are not offered before an agent runs the campaign and its proposal is out', async () => {
    stubApi({ [`GET /private/backoffice/campaigns/${ID}`]: data(backofficeCampaign('PENDING_REVIEW', twoPodcasts)) });
    renderPage(agent());
    await screen.findByRole('listitem', { name: 'Modo Cooperativo' });
    expect(screen.queryByRole('heading', { name: 'Conversaciones' })).not.toBeInTheDocument();
  });
});
