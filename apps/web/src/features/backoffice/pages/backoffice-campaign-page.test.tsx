import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTION_MESSAGES,
  backofficeCampaignSchema,
  CHAT_MESSAGES,
  type BackofficeCampaign,
  type CampaignSubstatus,
  type DraftPodcast,
  type Me,
} from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { apiError, data, stubApi } from '@/test/api-stub';
import { buildCampaign, buildChatMessage, buildChatThread, buildMe } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { BackofficeCampaignPage } from './backoffice-campaign-page';

const ID = '40000000-0000-4000-8000-000000000001';
const AGENT_ID = '60000000-0000-4000-8000-000000000001';
const PODCAST_A = '50000000-0000-4000-8000-000000000001';
const PODCAST_B = '50000000-0000-4000-8000-000000000002';
const noActions = { mentions: 0, sponsorships: 0, reviews: 0, dedicatedShows: 0, spots: 0 };
const noRates = { mentions: null, sponsorships: null, reviews: null, dedicatedShows: null, spots: null };

function draftPodcast(podcastId: string, title: string, overrides: Partial<DraftPodcast> = {}): DraftPodcast {
  return {
    podcastId,
    title,
    slug: title.toLowerCase().replaceAll(' ', '-'),
    imageUrl: null,
    counts: noActions,
    advertiserRates: noRates,
    minimumRates: { ...noRates, mentions: 150, sponsorships: 600 },
    cost: 0,
    target: '10k/25k',
    reasons: [],
    reach: 12_000,
    sheetComplete: true,
    managed: false,
    status: 'UNANSWERED',
    statusReason: null,
    minEarnings: null,
    contactPhonePrefix: null,
    contactPhone: null,
    comment: null,
    delegated: false,
    picked: false,
    proposalModified: false,
    answeredAt: null,
    ...overrides,
  };
}

/** The back office's answer for the campaign, parsed by the shared schema so it cannot drift from the API. */
function backofficeCampaign(
  substatus: CampaignSubstatus,
  podcasts: DraftPodcast[],
  publishedAt: string | null = null,
): BackofficeCampaign {
  const total = podcasts.reduce((sum, podcast) => sum + podcast.cost, 0);
  return backofficeCampaignSchema.parse({
    campaign: buildCampaign({
      id: ID,
      substatus,
      role: 'agent',
      managedByAgent: true,
      what: { name: 'Tueste de invierno' },
      whom: { audiences: ['geek'] },
      how: { brandingActions: ['mention'] },
      generalist: false,
      optimum: false,
    }),
    owner: {
      id: '70000000-0000-4000-8000-000000000001',
      username: 'Lucía Anunciante',
      email: 'anunciante@example.com',
    },
    agent: { id: AGENT_ID, username: 'Gestor', email: 'gestor@example.com' },
    publishedAt,
    draft: {
      podcasts,
      preroll: null,
      total,
      commission: Math.round(total * 0.1),
      remainingBudget: 3_000 - total,
      answers: { proposed: podcasts.length, unanswered: podcasts.length, accepted: 0, contact: 0, declined: 0 },
    },
  });
}

const twoPodcasts = [
  draftPodcast(PODCAST_A, 'Modo Cooperativo', {
    counts: { ...noActions, mentions: 2 },
    advertiserRates: { ...noRates, mentions: 150 },
    cost: 300,
  }),
  draftPodcast(PODCAST_B, 'La Claqueta', {
    counts: { ...noActions, sponsorships: 1 },
    advertiserRates: { ...noRates, sponsorships: 600 },
    cost: 600,
  }),
];

function renderPage(me: Me) {
  const router = createMemoryRouter(
    [{ path: '/backoffice/campaigns/:id', element: <BackofficeCampaignPage me={me} /> }],
    {
      initialEntries: [`/backoffice/campaigns/${ID}`],
    },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

const agent = () => buildMe({ id: AGENT_ID, scope: 'agent' });
/** The figure beside a label in the draft's totals. */
const amount = (label: string) =>
  within(screen.getByLabelText('Totales')).getByText(label).nextElementSibling!.textContent;

beforeEach(() => {
  vi.spyOn(toast, 'success').mockReturnValue(0);
  vi.spyOn(toast, 'error').mockReturnValue(0);
});

describe('the back office’s draft', () => {
  it('asks the matching engine for a first draft and shows why it chose each podcast', async () => {
    const chosen = draftPodcast(PODCAST_A, 'Modo Cooperativo', {
      counts: { ...noActions, mentions: 2 },
      advertiserRates: { ...noRates, mentions: 150 },
      cost: 300,
      reasons: ['Audiencia tech y geek', '12.000 escuchas a 30 días'],
    });
    const api = stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: (_call, count) =>
        data(backofficeCampaign('PENDING_REVIEW', count === 1 ? [] : [chosen]))(),
      [`POST /private/backoffice/campaigns/${ID}/proposal/run`]: data({}),
    });
    const user = userEvent.setup();
    renderPage(agent());

    expect(await screen.findByText('Aún no hay podcasts en la propuesta.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preparar el borrador con el motor' }));

    const row = await screen.findByRole('listitem', { name: 'Modo Cooperativo' });
    expect(row).toHaveTextContent('Audiencia tech y geek · 12.000 escuchas a 30 días');
    expect(api.callsTo(`POST /private/backoffice/campaigns/${ID}/proposal/run`)).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith(
      'Borrador preparado por el motor: revísalo y ajústalo antes de publicar.',
    );
    // A second run would replace the team's work: it asks first.
    await user.click(screen.getByRole('button', { name: 'Rehacer el borrador con el motor' }));
    expect(screen.getByRole('alertdialog', { name: '¿Rehacer el borrador?' })).toHaveTextContent(
      'El motor sustituirá los 1 podcasts del borrador',
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo(`POST /private/backoffice/campaigns/${ID}/proposal/run`)).toHaveLength(1);
  });

  it('recomputes the total, the commission and what is left of the budget as the team types, and warns below a minimum or over the budget', async () => {
    stubApi({ [`GET /private/backoffice/campaigns/${ID}`]: data(backofficeCampaign('PENDING_REVIEW', twoPodcasts)) });
    const user = userEvent.setup();
    renderPage(agent());

    const row = await screen.findByRole('listitem', { name: 'Modo Cooperativo' });
    expect(amount('Total de la propuesta')).toMatch(/^900\s€$/);
    expect(amount('Comisión (10 %)')).toMatch(/^90\s€$/);
    expect(amount('Queda del presupuesto')).toMatch(/^2\.100\s€$/);

    const rate = within(row).getByLabelText('Tarifa por mención de Modo Cooperativo (€)');
    await user.clear(rate);
    await user.type(rate, '100');
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(within(row).getByText(/Por debajo del mínimo \(150\s€\)/)).toBeInTheDocument();

    await user.clear(rate);
    await user.type(rate, '1500');
    expect(rate).not.toHaveAttribute('aria-invalid');
    expect(amount('Total de la propuesta')).toMatch(/^3\.600\s€$/);
    expect(amount('Queda del presupuesto')).toMatch(/^-600\s€$/);
    expect(
      screen.getByText('El total supera el presupuesto: quita acciones o podcasts antes de guardar.'),
    ).toBeInTheDocument();
    // Unsaved changes are never published.
    expect(screen.getByRole('button', { name: 'Publicar a los podcasters' })).toBeDisabled();
    expect(screen.getByText('Guarda el borrador antes de publicarlo.')).toBeInTheDocument();
  });

  it('saves the draft as the API takes it, and keeps what was typed when the API refuses it', async () => {
    const api = stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: data(backofficeCampaign('PENDING_REVIEW', twoPodcasts)),
      [`PUT /private/backoffice/campaigns/${ID}/proposal`]: apiError(
        400,
        'VALIDATION',
        'El total de la propuesta supera el presupuesto de la campaña.',
      ),
    });
    const user = userEvent.setup();
    renderPage(agent());

    await user.click(
      within(await screen.findByRole('listitem', { name: 'La Claqueta' })).getByRole('button', {
        name: 'Quitar La Claqueta',
      }),
    );
    const count = within(screen.getByRole('listitem', { name: 'Modo Cooperativo' })).getByLabelText(
      'Número de menciones de Modo Cooperativo',
    );
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('El total de la propuesta supera el presupuesto de la campaña.'),
    );
    expect(api.callsTo(`PUT /private/backoffice/campaigns/${ID}/proposal`)[0]!.body).toEqual({
      podcasts: [
        { podcastId: PODCAST_A, counts: { ...noActions, mentions: 3 }, advertiserRates: { ...noRates, mentions: 150 } },
      ],
      preroll: null,
    });
    expect(count).toHaveValue('3');
    expect(screen.queryByRole('listitem', { name: 'La Claqueta' })).not.toBeInTheDocument();
  });

  it('publishes a saved draft only after a second look', async () => {
    const api = stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: (_call, count) =>
        data(
          count === 1
            ? backofficeCampaign('PENDING_REVIEW', twoPodcasts)
            : backofficeCampaign('PENDING_RESPONSE', twoPodcasts, '2026-11-23T10:00:00.000Z'),
        )(),
      [`POST /private/backoffice/campaigns/${ID}/publish`]: data({}),
    });
    const user = userEvent.setup();
    renderPage(agent());

    await user.click(await screen.findByRole('button', { name: 'Publicar a los podcasters' }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Publicar la propuesta?' });
    expect(confirm).toHaveTextContent('Enviaremos un correo a cada uno de los 2 podcasts');
    expect(api.callsTo(`POST /private/backoffice/campaigns/${ID}/publish`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Publicar' }));

    expect(await screen.findByRole('heading', { name: 'Propuesta publicada' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Esperando a los podcasters' })).toBeInTheDocument();
    expect(screen.getAllByText('Propuesta por revisar')).toHaveLength(2);
    expect(api.callsTo(`POST /private/backoffice/campaigns/${ID}/publish`)).toHaveLength(1);
  });
});

describe('after the advertiser confirms', () => {
  const bought = twoPodcasts.map((podcast) => ({ ...podcast, status: 'ACTION_DATES_PENDING' as const, picked: true }));

  it('lets an admin mark the payment after confirming, and locks the draft', async () => {
    const api = stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: (_call, count) =>
        data(
          backofficeCampaign(count === 1 ? 'PENDING_PAYMENT' : 'PENDING_DATES', bought, '2026-11-20T10:00:00.000Z'),
        )(),
      [`PUT /private/backoffice/campaigns/${ID}/paid`]: data({}),
      'GET /private/backoffice/users': data([]),
    });
    const user = userEvent.setup();
    renderPage(buildMe({ scope: 'admin' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Pendiente de pago' })).toBeInTheDocument();
    expect(screen.getByLabelText('Número de menciones de Modo Cooperativo')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Marcar como pagada' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: '¿Confirmar el pago?' })).getByRole('button', {
        name: 'Sí, está pagada',
      }),
    );

    expect(await screen.findByRole('heading', { level: 2, name: 'Pendiente de fechas' })).toBeInTheDocument();
    expect(api.callsTo(`PUT /private/backoffice/campaigns/${ID}/paid`)).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Pago confirmado: los podcasters ya pueden planificar sus fechas');
  });

  it('never offers the payment to an agent', async () => {
    stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: data(
        backofficeCampaign('PENDING_PAYMENT', bought, '2026-11-20T10:00:00.000Z'),
      ),
    });
    renderPage(agent());

    expect(await screen.findByRole('heading', { level: 2, name: 'Pendiente de pago' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como pagada' })).not.toBeInTheDocument();
  });
});

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
