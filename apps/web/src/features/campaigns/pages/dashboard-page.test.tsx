import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignSummary, PodcasterCampaign, ProposalPodcast } from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { apiError, data, stubApi } from '@/test/api-stub';
import { buildCampaign, buildChatThread } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { DashboardPage } from './dashboard-page';

let sequence = 0;
function summary(overrides: Partial<CampaignSummary>): CampaignSummary {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    slug: `campana-${sequence}`,
    brand: 'Café Lumbre',
    managedByAgent: false,
    name: `Campaña ${sequence}`,
    status: 'CONFIGURING',
    substatus: 'PENDING_REVIEW',
    role: 'owner',
    budget: 1_500,
    approximateDate: 'DATE_RANGE',
    fromDate: '2026-12-01',
    toDate: '2027-01-15',
    paused: false,
    unpauseRequestedAt: null,
    isDeletable: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The whole campaign behind a summary, as `GET /private/campaigns/{id}` and the pause call answer. */
function campaignOf(row: CampaignSummary, overrides: Parameters<typeof buildCampaign>[0] = {}) {
  return buildCampaign({
    id: row.id,
    slug: row.slug,
    status: row.status,
    substatus: row.substatus,
    role: row.role,
    what: { brand: row.brand, name: row.name, briefing: 'Habla de nuestro café en la salida.' },
    whom: { audiences: ['athlete'], tags: ['running'], provinces: ['46'], ages: [25] },
    how: { brandingActions: ['mention'], budget: row.budget },
    generalist: false,
    optimum: false,
    isDeletable: row.isDeletable,
    isEditable: row.isDeletable,
    paused: row.paused,
    unpauseRequestedAt: row.unpauseRequestedAt,
    createdAt: row.createdAt,
    updatedAt: row.createdAt,
    ...overrides,
  });
}

function proposed(title: string, overrides: Partial<ProposalPodcast>): ProposalPodcast {
  sequence += 1;
  return {
    podcastId: `30000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    title,
    slug: `podcast-${sequence}`,
    imageUrl: null,
    counts: { mentions: 2, sponsorships: 0, reviews: 0, dedicatedShows: 0, spots: 0 },
    advertiserRates: { mentions: 450, sponsorships: null, reviews: null, dedicatedShows: null, spots: null },
    cost: 900,
    target: '5k/10k',
    reach: 45_000,
    reasons: [],
    status: 'IN_PROGRESS',
    statusReason: 'ACCEPT',
    picked: true,
    ...overrides,
  };
}

function list(campaigns: CampaignSummary[]) {
  return data({ campaigns, counts: { CONFIGURING: 0, IN_PROGRESS: 0, FINISHED: 0 } });
}

function podcasterRow(overrides: Partial<PodcasterCampaign>): PodcasterCampaign {
  sequence += 1;
  return {
    id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    slug: `propuesta-${sequence}`,
    brand: 'Zapatillas Brío',
    name: `Propuesta ${sequence}`,
    managedByAgent: false,
    url: 'https://brio.es',
    briefing: 'Cuenta cómo entrenas con nuestras zapatillas.',
    status: 'CONFIGURING',
    tab: 'CONFIGURING',
    approximateDate: 'NEXT_MONTH',
    fromDate: null,
    toDate: null,
    podcast: {
      id: '20000000-0000-4000-8000-000000000001',
      title: 'Modo Cooperativo',
      slug: 'modo-cooperativo',
      imageUrl: null,
    },
    role: 'owner',
    podcasterStatus: 'UNANSWERED',
    statusReason: null,
    proposalModified: false,
    counts: { mentions: 2, sponsorships: 1, reviews: 0, dedicatedShows: 0, spots: 0 },
    reach: 45_000,
    estimatedEarnings: 540,
    minEarnings: null,
    contactPhonePrefix: null,
    contactPhone: null,
    comment: null,
    delegated: false,
    answeredAt: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The dashboard reads both lists; the podcaster's is empty unless a test gives one. */
function stubDashboard(handlers: Parameters<typeof stubApi>[0]) {
  return stubApi({
    'GET /private/podcaster-or-manager-campaigns': data({
      campaigns: [],
      counts: { CONFIGURING: 0, IN_PROGRESS: 0, FINISHED: 0 },
    }),
    ...handlers,
  });
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderDashboard(path = '/dashboard', isAgency = false, onChanged = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <>
            <DashboardPage isAgency={isAgency} onChanged={onChanged} />
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { user: userEvent.setup(), onChanged };
}

beforeEach(() => {
  vi.spyOn(toast, 'success').mockReturnValue(0);
  vi.spyOn(toast, 'error').mockReturnValue(0);
});

describe('/dashboard', () => {
  it('invites a user without campaigns to create the first one', async () => {
    stubDashboard({ 'GET /private/advertiser-or-manager-campaigns': list([]) });
    renderDashboard();

    expect(await screen.findByText('Aún no tienes campañas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear mi primera campaña' })).toHaveAttribute('href', '/campaigns/new');
  });

  it('splits the campaigns into tabs with their counts, the label and the text for the advertiser, in euros and Spanish dates', async () => {
    stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([
        summary({ name: 'Tueste de invierno', substatus: 'PENDING_ACCEPT', isDeletable: false }),
        summary({ name: 'Cápsulas', substatus: 'PENDING_REVIEW' }),
        summary({ name: 'Maratón', status: 'IN_PROGRESS', substatus: 'IN_PROGRESS', isDeletable: false }),
      ]),
    });
    const { user } = renderDashboard();

    const configuring = await screen.findByRole('tab', { name: /Configurando/ });
    expect(configuring).toHaveAttribute('aria-selected', 'true');
    expect(configuring).toHaveTextContent('2');
    expect(screen.getByRole('tab', { name: /En curso/ })).toHaveTextContent('1');
    expect(screen.getByRole('tab', { name: /Finalizadas/ })).toHaveTextContent('0');

    const card = screen.getByRole('article', { name: 'Tueste de invierno' });
    expect(within(card).getByText('Revisa tu propuesta')).toBeInTheDocument();
    expect(within(card).getByText(/Revisa la propuesta, elige los podcasts/)).toBeInTheDocument();
    expect(within(card).getByText('Del 1 de diciembre de 2026 al 15 de enero de 2027')).toBeInTheDocument();
    expect(card).toHaveTextContent(/1\.500\s€ sin impuestos/);
    // Configuring: no eye, and no delete once the proposal is out.
    expect(within(card).queryByRole('button', { name: /Ver los detalles/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Borrar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Maratón' })).not.toBeInTheDocument();

    configuring.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /En curso/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=en-curso');
    expect(screen.getByRole('article', { name: 'Maratón' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Finalizadas/ }));
    expect(screen.getByText('Aún no ha terminado ninguna campaña')).toBeInTheDocument();
  });

  it('opens the details of a running campaign with the brief read-only', async () => {
    const running = summary({ name: 'Maratón', status: 'IN_PROGRESS', substatus: 'IN_PROGRESS', isDeletable: false });
    stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([running]),
      [`GET /private/campaigns/${running.id}`]: data(
        campaignOf(running, {
          proposal: {
            podcasts: [
              proposed('Modo Cooperativo', { picked: true, cost: 900 }),
              proposed('La Consulta Abierta', { picked: false, cost: 400, status: 'EXPIRED' }),
            ],
            preroll: null,
            total: 900,
            publishedAt: '2026-11-10T10:00:00.000Z',
          },
        }),
      ),
    });
    const { user } = renderDashboard('/dashboard?tab=en-curso');

    await user.click(await screen.findByRole('button', { name: 'Ver los detalles de Maratón' }));
    const dialog = await screen.findByRole('dialog', { name: 'Café Lumbre: Maratón' });
    expect(await within(dialog).findByText('Habla de nuestro café en la salida.')).toBeInTheDocument();
    expect(within(dialog).getByText('Deportista')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    // Once chosen, only the picked podcasts, with their actions, cost and the total.
    expect(within(dialog).getByRole('heading', { name: 'Podcasts elegidos' })).toBeInTheDocument();
    expect(within(dialog).getByText('Modo Cooperativo')).toBeInTheDocument();
    expect(within(dialog).queryByText('La Consulta Abierta')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/2 menciones · 45\.000 escuchas a 30 días/)).toBeInTheDocument();
  });

  it('pauses only with a reason, and asks to resume after a confirmation', async () => {
    const active = summary({ name: 'Tueste', substatus: 'PENDING_RESPONSE', isDeletable: false });
    const paused = summary({ name: 'Cápsulas', paused: true });
    const api = stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([active, paused]),
      [`PUT /private/campaigns/${active.id}/pause`]: data(
        campaignOf(active, { paused: true, pauseReason: 'corto: cambiamos de producto' }),
      ),
      [`PUT /private/campaigns/${paused.id}/pause`]: apiError(
        409,
        'CONFLICT',
        'Ya has pedido reanudar esta campaña: te avisaremos por correo cuando esté hecho.',
      ),
    });
    const { user, onChanged } = renderDashboard();

    await user.click(
      within(await screen.findByRole('article', { name: 'Tueste' })).getByRole('button', { name: 'Pausar' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pausar «Tueste»' });
    await user.type(within(dialog).getByLabelText('¿Por qué quieres pausarla?'), 'corto');
    await user.click(within(dialog).getByRole('button', { name: 'Pausar campaña' }));
    expect((await within(dialog).findAllByText('Cuéntanos el motivo (al menos 10 caracteres)')).length).toBeGreaterThan(
      0,
    );
    expect(api.callsTo(`PUT /private/campaigns/${active.id}/pause`)).toHaveLength(0);

    // The errors modal opens over the pause dialog; Escape closes only the top one.
    await screen.findByRole('alertdialog', { name: 'Revisa el formulario' });
    await user.keyboard('{Escape}');
    await user.type(within(dialog).getByLabelText('¿Por qué quieres pausarla?'), ': cambiamos de producto');
    await user.click(within(dialog).getByRole('button', { name: 'Pausar campaña' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pausar «Tueste»' })).not.toBeInTheDocument());
    expect(api.callsTo(`PUT /private/campaigns/${active.id}/pause`)[0]!.body).toEqual({
      paused: true,
      reason: 'corto: cambiamos de producto',
    });
    expect(onChanged).toHaveBeenCalled();

    await user.click(
      within(screen.getByRole('article', { name: 'Cápsulas' })).getByRole('button', { name: 'Pedir reanudar' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: '¿Pedir que reanudemos la campaña?' });
    await user.click(within(confirm).getByRole('button', { name: 'Pedir reanudar' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Ya has pedido reanudar esta campaña: te avisaremos por correo cuando esté hecho.',
      ),
    );
    expect(api.callsTo(`PUT /private/campaigns/${paused.id}/pause`)[0]!.body).toEqual({ paused: false });
  });

  it('deletes a campaign only after the confirmation, and Cancelar keeps it', async () => {
    const draft = summary({ name: 'Tueste' });
    const api = stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([draft]),
      [`DELETE /private/campaigns/${draft.id}`]: data(null),
    });
    const { user } = renderDashboard();

    await user.click(
      within(await screen.findByRole('article', { name: 'Tueste' })).getByRole('button', { name: 'Borrar' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '¿Borrar la campaña?' })).getByRole('button', {
        name: 'Cancelar',
      }),
    );
    expect(api.callsTo(`DELETE /private/campaigns/${draft.id}`)).toHaveLength(0);

    await user.click(within(screen.getByRole('article', { name: 'Tueste' })).getByRole('button', { name: 'Borrar' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '¿Borrar la campaña?' })).getByRole('button', {
        name: 'Borrar campaña',
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Campaña borrada'));
    expect(api.callsTo(`DELETE /private/campaigns/${draft.id}`)).toHaveLength(1);
  });

  it('lets an agency filter by brand, the counts following the filter', async () => {
    stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([
        summary({ brand: 'Café Lumbre', name: 'Tueste' }),
        summary({ brand: 'Zapatillas Brío', name: 'Maratón' }),
        summary({
          brand: 'Zapatillas Brío',
          name: 'Trail',
          status: 'FINISHED',
          substatus: 'FINISHED',
          isDeletable: false,
        }),
      ]),
    });
    const { user } = renderDashboard('/dashboard', true);

    await user.selectOptions(await screen.findByLabelText('Marca'), 'Zapatillas Brío');
    expect(screen.queryByRole('article', { name: 'Tueste' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Maratón' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Configurando/ })).toHaveTextContent('1');
    expect(screen.getByRole('tab', { name: /Finalizadas/ })).toHaveTextContent('1');
    expect(screen.getByTestId('location')).toHaveTextContent('marca=Zapatillas');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': apiError(
        500,
        'INTERNAL',
        'Ha ocurrido un error. Inténtalo más tarde.',
      ),
    });
    renderDashboard();

    expect(await screen.findByText('No hemos podido cargar tus campañas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('shows a podcaster the proposals for their podcasts with their status, actions, reach and earnings, never a budget', async () => {
    const unanswered = podcasterRow({ name: 'Trail de otoño' });
    const running = podcasterRow({
      name: 'Maratón',
      status: 'IN_PROGRESS',
      tab: 'IN_PROGRESS',
      podcasterStatus: 'IN_PROGRESS',
      minEarnings: 500,
    });
    const notPicked = podcasterRow({
      name: 'Cápsulas',
      status: 'CONFIGURING',
      tab: 'FINISHED',
      podcasterStatus: 'EXPIRED',
    });
    stubApi({
      'GET /private/advertiser-or-manager-campaigns': list([]),
      'GET /private/podcaster-or-manager-campaigns': data({
        campaigns: [unanswered, running, notPicked],
        counts: { CONFIGURING: 1, IN_PROGRESS: 1, FINISHED: 1 },
      }),
    });
    const { user } = renderDashboard();

    const card = await screen.findByRole('article', { name: 'Trail de otoño' });
    expect(within(card).getByText('Propuesta por revisar')).toBeInTheDocument();
    expect(within(card).getByText('2 menciones y 1 entrevista')).toBeInTheDocument();
    expect(within(card).getByText('45.000 escuchas')).toBeInTheDocument();
    expect(card).toHaveTextContent(/540\s€/);
    expect(card).not.toHaveTextContent(/presupuesto/i);
    expect(screen.queryByText('Aún no tienes campañas')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Finalizadas/ })).toHaveTextContent('1');

    await user.click(screen.getByRole('tab', { name: /Finalizadas/ }));
    expect(
      within(screen.getByRole('article', { name: 'Cápsulas' })).getByText('No elegida por el anunciante'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /En curso/ }));
    await user.click(screen.getByRole('button', { name: 'Ver los detalles de Maratón' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zapatillas Brío: Maratón' });
    expect(within(dialog).getByText('Cuenta cómo entrenas con nuestras zapatillas.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/comisión del 10 %/);
    expect(dialog).toHaveTextContent(/Tu precio mínimo500\s€/);
  });

  it('sends a hired podcaster to the hired campaigns to plan dates, record episodes and report listens', async () => {
    const toPlan = podcasterRow({
      name: 'Trail de invierno',
      status: 'IN_PROGRESS',
      tab: 'IN_PROGRESS',
      podcasterStatus: 'ACTION_DATES_PENDING',
    });
    const expired = podcasterRow({
      name: 'Maratón',
      status: 'IN_PROGRESS',
      tab: 'IN_PROGRESS',
      podcasterStatus: 'EXPIRED_ACTION',
    });
    const running = podcasterRow({
      name: 'Cápsulas',
      status: 'IN_PROGRESS',
      tab: 'IN_PROGRESS',
      podcasterStatus: 'IN_PROGRESS',
    });
    const finished = podcasterRow({ name: 'Verano', status: 'FINISHED', tab: 'FINISHED', podcasterStatus: 'FINISHED' });
    stubApi({
      'GET /private/advertiser-or-manager-campaigns': list([]),
      'GET /private/podcaster-or-manager-campaigns': data({
        campaigns: [toPlan, expired, running, finished],
        counts: { CONFIGURING: 0, IN_PROGRESS: 3, FINISHED: 1 },
      }),
    });
    const { user } = renderDashboard('/dashboard?tab=en-curso');

    for (const name of ['Trail de invierno', 'Maratón', 'Cápsulas']) {
      const card = await screen.findByRole('article', { name });
      expect(within(card).getByRole('link', { name: 'Ir a campañas contratadas' })).toHaveAttribute(
        'href',
        '/campaigns/hired',
      );
    }
    await user.click(screen.getByRole('tab', { name: /Finalizadas/ }));
    const done = await screen.findByRole('article', { name: 'Verano' });
    expect(within(done).queryByRole('link', { name: 'Ir a campañas contratadas' })).not.toBeInTheDocument();
  });
});

describe('the mail icon on the dashboard', () => {
  it('shows only where a campaign manager runs the campaign: links an advertiser’s campaign to its workroom threads', async () => {
    const managed = summary({ name: 'Con gestor', managedByAgent: true });
    const mine = summary({ name: 'Como gestor', role: 'agent' });
    stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([managed, mine, summary({ name: 'Sin gestor' })]),
    });
    renderDashboard();

    const withAgent = await screen.findByRole('article', { name: 'Con gestor' });
    expect(within(withAgent).getByRole('link', { name: 'Abrir el chat de Con gestor' })).toHaveAttribute(
      'href',
      `/workroom?campaign=${managed.id}`,
    );
    expect(
      within(screen.getByRole('article', { name: 'Como gestor' })).getByRole('link', {
        name: 'Abrir el chat de Como gestor',
      }),
    ).toHaveAttribute('href', `/workroom?campaign=${mine.id}`);
    expect(
      within(screen.getByRole('article', { name: 'Sin gestor' })).queryByRole('link', { name: /Abrir el chat/ }),
    ).not.toBeInTheDocument();
  });

  it('opens the podcast’s chat from a podcaster’s card, and only on a managed campaign', async () => {
    const row = podcasterRow({ name: 'Con gestor', managedByAgent: true });
    const thread = `/private/campaigns/${row.id}/podcasts/${row.podcast.id}/messages`;
    stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([]),
      'GET /private/podcaster-or-manager-campaigns': data({
        campaigns: [row, podcasterRow({ name: 'Sin gestor' })],
        counts: { CONFIGURING: 2, IN_PROGRESS: 0, FINISHED: 0 },
      }),
      [`GET ${thread}`]: data(
        buildChatThread({ campaign: { id: row.id, brand: row.brand, name: row.name, status: 'CONFIGURING' } }),
      ),
      [`PUT ${thread}/read`]: data({ unread: 0 }),
    });
    const { user } = renderDashboard();

    expect(
      within(await screen.findByRole('article', { name: 'Sin gestor' })).queryByRole('button', {
        name: /Abrir el chat/,
      }),
    ).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole('article', { name: 'Con gestor' })).getByRole('button', {
        name: 'Abrir el chat de Con gestor',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Zapatillas Brío · Con gestor' })).toBeInTheDocument();
  });
});
