import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTION_MESSAGES,
  HIRED_NEXT_STEP_TEXTS,
  hiredCampaignListSchema,
  hiredCampaignSchema,
  LISTEN_MILESTONES,
  MESSAGES_FORMATS,
  milestoneWindow,
  outsideRangeMessage,
  PAYMENT_DELAY_NOTE,
  podcastEpisodeListSchema,
  SELF_REPORTED_NOTE,
  type CampaignAction,
  type HiredCampaign,
  type ListenFigures,
  type ListenMilestone,
  type MilestoneReport,
} from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { apiError, data, stubApi } from '@/test/api-stub';
import { buildChatThread, jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { HiredCampaignsPage } from './hired-campaigns-page';

const TODAY = '2026-11-25';
const CAMPAIGN_ID = '10000000-0000-4000-8000-000000000001';
const PODCAST_ID = '20000000-0000-4000-8000-000000000001';
const RANGE = { startsOn: '2026-12-01', endsOn: '2026-12-31' };
const HOLIDAYS = { startsOn: '2026-12-05', endsOn: '2026-12-09' };
const LIST = 'GET /private/campaigns/hired';
const EPISODES = `GET /private/podcasts/${PODCAST_ID}/episodes`;
const PLAN = `PUT /private/campaigns/${CAMPAIGN_ID}/podcasts/${PODCAST_ID}/action-dates`;
const actionId = (n: number) => `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const recordOf = (n: number) => `POST /private/campaigns/${CAMPAIGN_ID}/actions/${actionId(n)}/record`;
const listensOf = (n: number, milestone: ListenMilestone) =>
  `PUT /private/campaigns/${CAMPAIGN_ID}/actions/${actionId(n)}/listens/${milestone}`;

const FIGURES: ListenFigures = { ivooxListens: 1_200, notInIvooxListens: 300, spotifyListens: 450, youtubeViews: 50 };

/** The four milestones of an action published on `publishedOn`, upcoming unless a test says otherwise. */
function listens(
  publishedOn: string,
  overrides: Partial<Record<ListenMilestone, Partial<MilestoneReport>>> = {},
): MilestoneReport[] {
  return LISTEN_MILESTONES.map((milestone) => ({
    milestone,
    ...milestoneWindow(publishedOn, milestone),
    state: 'upcoming',
    figures: null,
    reportedAt: null,
    ...overrides[milestone],
  }));
}

function action(n: number, overrides: Partial<CampaignAction> = {}): CampaignAction {
  return {
    id: actionId(n),
    kind: 'mentions',
    position: n,
    plannedOn: null,
    publishedOn: null,
    episodeUrl: null,
    episodeTitle: null,
    adStart: null,
    recordedAt: null,
    canRecord: false,
    listens: [],
    ...overrides,
  };
}

/** A hired podcast as the API answers it; parsed, so the fixture cannot drift from the contract. */
function hired(overrides: Partial<HiredCampaign> = {}): HiredCampaign {
  return hiredCampaignSchema.parse({
    campaignId: CAMPAIGN_ID,
    brand: 'Zapatillas Brío',
    name: 'Trail de invierno',
    url: 'https://brio.es',
    briefing: 'Cuenta cómo entrenas con nuestras zapatillas.',
    substatus: 'PENDING_DATES',
    status: 'IN_PROGRESS',
    paused: false,
    podcast: { id: PODCAST_ID, title: 'Modo Cooperativo', slug: 'modo-cooperativo', imageUrl: null },
    role: 'owner',
    canAct: true,
    managedByAgent: false,
    podcasterStatus: 'ACTION_DATES_PENDING',
    nextStep: 'PLAN_DATES',
    range: RANGE,
    blocked: [HOLIDAYS],
    trackingUrl: 'https://patrocina.es/t/trail-de-invierno-modo-cooperativo-x7k2',
    earnings: { estimated: 540, confirmed: 0, commission: 60 },
    actions: [action(1), action(2)],
    ...overrides,
  });
}

function list(campaigns: HiredCampaign[], earnings = { estimated: 1_890, confirmed: 540, commission: 210 }) {
  return data(hiredCampaignListSchema.parse({ campaigns, today: TODAY, earnings }));
}

const EPISODE_LIST = podcastEpisodeListSchema.parse([
  {
    id: '40000000-0000-4000-8000-000000000002',
    title: 'T3E12 · Correr en la nieve',
    url: 'https://feed.example.es/t3e12',
    publishedOn: '2026-12-03',
  },
  {
    id: '40000000-0000-4000-8000-000000000001',
    title: 'T3E11 · Material de invierno',
    url: 'https://feed.example.es/t3e11',
    publishedOn: '2026-11-26',
  },
]);

function renderPage() {
  const onChanged = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/campaigns/hired', element: <HiredCampaignsPage onChanged={onChanged} /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    { initialEntries: ['/campaigns/hired'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { user: userEvent.setup(), onChanged };
}

async function cardOf(name: string) {
  return screen.findByRole('article', { name });
}

/** The card's table of actions, read as a user scans it: one row per action, one column per heading. */
function actionsTable(card: HTMLElement) {
  return within(card).getByRole('table', { name: 'Acciones de Modo Cooperativo en Trail de invierno' });
}

function rowOf(card: HTMLElement, name: string): HTMLTableRowElement {
  const header = within(actionsTable(card)).getByRole('rowheader', {
    name: (accessible) => accessible === name || accessible.startsWith(`${name} `),
  });
  return header.closest('tr')!;
}

/** The cell of one action under one column heading («Episodio», «7 días»…). */
function cellOf(card: HTMLElement, name: string, column: string): HTMLElement {
  const columns = within(actionsTable(card))
    .getAllByRole('columnheader')
    .map((heading) => heading.textContent);
  expect(columns).toContain(column);
  return rowOf(card, name).cells[columns.indexOf(column)]!;
}

beforeEach(() => {
  vi.spyOn(toast, 'success').mockReturnValue(0);
  vi.spyOn(toast, 'error').mockReturnValue(0);
});

describe('the hired campaigns list', () => {
  it('shows the earnings, then each hired podcast with its status, what it needs now, its days and its actions', async () => {
    stubApi({ [LIST]: list([hired()]) });
    renderPage();

    expect(screen.getByRole('status', { name: 'Cargando tus campañas contratadas' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Tus ganancias' });
    expect(summary).toHaveTextContent(/Estimadas1\.890\s€/);
    expect(summary).toHaveTextContent(/Confirmadas540\s€/);
    expect(summary).toHaveTextContent(/Comisión de la plataforma \(10 %\)210\s€/);
    expect(summary).toHaveTextContent(PAYMENT_DELAY_NOTE);

    const card = await cardOf('Trail de invierno');
    expect(card).toHaveTextContent('Zapatillas Brío');
    expect(card).toHaveTextContent('Para Modo Cooperativo');
    expect(card).toHaveTextContent('Planifica las fechas');
    expect(card).toHaveTextContent(HIRED_NEXT_STEP_TEXTS.PLAN_DATES);
    expect(card).toHaveTextContent('Del 1 de diciembre de 2026 al 31 de diciembre de 2026');
    expect(card).toHaveTextContent(/Ganancia estimada540\s€/);
    expect(
      within(actionsTable(card))
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Mención 1', 'Mención 2']);
    expect(cellOf(card, 'Mención 1', 'Episodio')).toHaveTextContent('Sin fecha todavía');
    expect(cellOf(card, 'Mención 2', 'Episodio')).toHaveTextContent('Sin fecha todavía');
  });

  it('copies the tracking link to paste in the episode notes', async () => {
    stubApi({ [LIST]: list([hired()]) });
    const { user } = renderPage();

    const card = await cardOf('Trail de invierno');
    expect(card).toHaveTextContent('https://patrocina.es/t/trail-de-invierno-modo-cooperativo-x7k2');
    expect(card).toHaveTextContent(/Pégalo en las notas del episodio/);
    await user.click(within(card).getByRole('button', { name: 'Copiar enlace' }));
    expect(await navigator.clipboard.readText()).toBe('https://patrocina.es/t/trail-de-invierno-modo-cooperativo-x7k2');
    expect(toast.success).toHaveBeenCalledWith('Enlace copiado');
  });

  it('shows a recorded action’s day, episode opening in a new tab, minute and listens in one row', async () => {
    const recorded = action(1, {
      plannedOn: '2026-11-10',
      publishedOn: '2026-11-10',
      episodeUrl: 'https://feed.example.es/t3e10',
      episodeTitle: 'T3E10 · Subir el Moncayo',
      adStart: '4:05',
      recordedAt: '2026-11-10T18:00:00.000Z',
      listens: listens('2026-11-10', {
        7: { state: 'closed', figures: FIGURES, reportedAt: '2026-11-17T10:00:00.000Z' },
        15: { state: 'open' },
      }),
    });
    stubApi({
      [LIST]: list([hired({ podcasterStatus: 'IN_PROGRESS', nextStep: 'REPORT_LISTENS', actions: [recorded] })]),
    });
    const { user } = renderPage();

    const card = await cardOf('Trail de invierno');
    expect(within(cellOf(card, 'Mención 1', 'Fecha')).getByText('10 nov 2026')).toBeInTheDocument();
    const episode = within(cellOf(card, 'Mención 1', 'Episodio')).getByRole('link', {
      name: /T3E10 · Subir el Moncayo/,
    });
    expect(episode).toHaveAttribute('href', 'https://feed.example.es/t3e10');
    expect(episode).toHaveAttribute('target', '_blank');
    expect(episode).toHaveAttribute('rel', 'noopener noreferrer');
    expect(cellOf(card, 'Mención 1', 'Minuto')).toHaveTextContent('4:05');
    expect(cellOf(card, 'Mención 1', '7 días')).toHaveTextContent('2.000');
    expect(within(cellOf(card, 'Mención 1', '22 días')).getByText('abre el 2 dic')).toBeInTheDocument();
    expect(cellOf(card, 'Mención 1', '22 días')).toHaveTextContent('abre el 2 de diciembre de 2026');
    expect(card).toHaveTextContent(SELF_REPORTED_NOTE);

    // The total alone on screen; its four sources one keyboard step away, for every reader.
    expect(card).not.toHaveTextContent('Escuchas en Spotify');
    const detail = within(card).getByRole('button', { name: 'Ver detalle por plataforma de Mención 1' });
    expect(detail).toHaveAttribute('aria-expanded', 'false');
    detail.focus();
    await user.keyboard('{Enter}');
    expect(detail).toHaveAttribute('aria-expanded', 'true');
    const sources = within(card).getByRole('group', { name: 'Escuchas de Mención 1 por plataforma' });
    expect(detail).toHaveAttribute('aria-controls', sources.closest('tr')!.id);
    expect(sources).toHaveTextContent('A 7 días2.000');
    expect(sources).toHaveTextContent('Escuchas en la plataforma de hosting1.200');
    expect(sources).toHaveTextContent('Escuchas en otras plataformas300');
    expect(sources).toHaveTextContent('Escuchas en Spotify450');
    expect(sources).toHaveTextContent('Visualizaciones en YouTube50');
    await user.click(detail);
    expect(within(card).queryByRole('group', { name: 'Escuchas de Mención 1 por plataforma' })).not.toBeInTheDocument();
  });

  it('lists a campaign of twelve mentions in one table, one row per action, with each button only where it can be used', async () => {
    const aired = (n: number, publishedOn: string, milestones: Parameters<typeof listens>[1]) =>
      action(n, {
        plannedOn: publishedOn,
        publishedOn,
        episodeUrl: `https://feed.example.es/ep${n}`,
        episodeTitle: null,
        adStart: `${n}:00`,
        recordedAt: `${publishedOn}T18:00:00.000Z`,
        listens: listens(publishedOn, milestones),
      });
    const planned = (n: number) => action(n, { plannedOn: `2026-12-${String(n).padStart(2, '0')}` });
    const twelve = hired({
      podcasterStatus: 'EXPIRED_ACTION',
      nextStep: 'RECORD_EPISODE',
      actions: [
        aired(1, '2026-11-01', {
          7: { state: 'closed', figures: FIGURES },
          15: { state: 'closed', figures: FIGURES },
          22: { state: 'open', figures: FIGURES },
        }),
        aired(2, '2026-11-10', { 7: { state: 'closed' }, 15: { state: 'open' } }),
        action(3, { plannedOn: '2026-11-24', canRecord: true }),
        ...[4, 5, 6, 7, 8, 9, 10, 11].map(planned),
        action(12),
      ],
    });
    stubApi({ [LIST]: list([twelve]) });
    renderPage();

    const card = await cardOf('Trail de invierno');
    expect(
      within(card).getByRole('region', { name: 'Acciones de Modo Cooperativo en Trail de invierno' }),
    ).toContainElement(actionsTable(card));
    const [, ...rows] = within(actionsTable(card)).getAllByRole('row');
    expect(rows).toHaveLength(12);
    rows.forEach((row, index) => expect(row).toBe(rowOf(card, `Mención ${index + 1}`)));

    // Mención 1: two closed totals, one still open to correct, the last one not open yet.
    expect(cellOf(card, 'Mención 1', '7 días')).toHaveTextContent('2.000');
    expect(within(cellOf(card, 'Mención 1', '7 días')).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(cellOf(card, 'Mención 1', '22 días')).getByRole('button', {
        name: 'Corregir escuchas a 22 días de Mención 1',
      }),
    ).toHaveTextContent('Corregir');
    expect(within(cellOf(card, 'Mención 1', '31 días')).getByText('abre el 2 dic')).toBeInTheDocument();
    // Mención 2: a closed milestone left without figures, an open one to give.
    expect(cellOf(card, 'Mención 2', '7 días')).toHaveTextContent('—');
    expect(
      within(cellOf(card, 'Mención 2', '15 días')).getByRole('button', {
        name: 'Indicar escuchas a 15 días de Mención 2',
      }),
    ).toHaveTextContent('Indicar');
    expect(
      within(cellOf(card, 'Mención 2', 'Episodio')).getByRole('link', { name: /Ver el episodio/ }),
    ).toHaveAttribute('href', 'https://feed.example.es/ep2');
    // Mención 3 is due; the next ones wait for their day; the last one has none.
    expect(
      within(cellOf(card, 'Mención 3', 'Episodio')).getByRole('button', { name: 'Registrar emisión de Mención 3' }),
    ).toBeInTheDocument();
    expect(cellOf(card, 'Mención 3', '7 días')).toHaveTextContent('—');
    expect(cellOf(card, 'Mención 4', 'Fecha')).toHaveTextContent('4 dic 2026');
    expect(cellOf(card, 'Mención 4', 'Episodio')).toHaveTextContent(
      'Podrás registrar esta acción a partir del 4 de diciembre de 2026, el día de su emisión',
    );
    expect(cellOf(card, 'Mención 12', 'Episodio')).toHaveTextContent('Sin fecha todavía');

    expect(within(card).getAllByRole('button', { name: /^Registrar emisión/ })).toHaveLength(1);
    expect(within(card).getAllByRole('button', { name: /^Indicar escuchas/ })).toHaveLength(1);
    expect(within(card).getAllByRole('button', { name: /^Corregir/ })).toHaveLength(1);
    expect(within(card).getAllByRole('button', { name: /^Ver detalle/ })).toHaveLength(1);
  });

  it('keeps a paused campaign from planning or recording, but lets its podcaster report the listens of what already aired', async () => {
    const paused = hired({
      paused: true,
      podcasterStatus: 'IN_PROGRESS',
      nextStep: 'REPORT_LISTENS',
      actions: [
        action(1, {
          plannedOn: '2026-11-05',
          publishedOn: '2026-11-05',
          episodeUrl: 'https://feed.example.es/t3e09',
          episodeTitle: 'T3E09 · Ultras',
          adStart: '6:40',
          recordedAt: '2026-11-05T18:00:00.000Z',
          listens: listens('2026-11-05', {
            7: { state: 'closed', figures: FIGURES },
            15: { state: 'open', figures: FIGURES },
          }),
        }),
        action(2, { plannedOn: '2026-11-24', canRecord: true }),
      ],
    });
    stubApi({ [LIST]: list([paused]) });
    renderPage();

    const card = await cardOf('Trail de invierno');
    expect(card).toHaveTextContent(ACTION_MESSAGES.paused);
    expect(cellOf(card, 'Mención 1', '15 días')).toHaveTextContent('2.000');
    expect(cellOf(card, 'Mención 2', 'Episodio')).toHaveTextContent('Sin registrar');
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Copiar enlace', 'Ver detalle por plataforma de Mención 1', 'Corregir escuchas a 15 días de Mención 1']);
  });

  it('says what to do when nothing is hired yet, with a way to the dashboard', async () => {
    stubApi({ [LIST]: list([], { estimated: 0, confirmed: 0, commission: 0 }) });
    const { user } = renderPage();

    expect(await screen.findByText('Aún no tienes campañas contratadas')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tus ganancias' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ir al dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const api = stubApi({
      [LIST]: (_call, count) =>
        count === 1
          ? jsonResponse(
              { error: { code: 'INTERNAL_ERROR', message: 'Ha ocurrido un error. Inténtalo más tarde.' } },
              500,
            )
          : list([hired()])(),
    });
    const { user } = renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido cargar tus campañas contratadas.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await cardOf('Trail de invierno')).toBeInTheDocument();
    expect(api.callsTo(LIST)).toHaveLength(2);
  });
});

describe('planning the action dates', () => {
  async function openPlan(user: ReturnType<typeof userEvent.setup>) {
    await user.click(within(await cardOf('Trail de invierno')).getByRole('button', { name: 'Planificar fechas' }));
    return screen.findByRole('dialog', { name: 'Planificar fechas' });
  }

  it('offers one date per action inside the campaign’s days and shows the podcast’s holidays', async () => {
    stubApi({ [LIST]: list([hired()]) });
    const { user } = renderPage();

    const dialog = await openPlan(user);
    expect(dialog).toHaveTextContent('Elige un día entre el 1 de diciembre de 2026 y el 31 de diciembre de 2026');
    expect(dialog).toHaveTextContent('Vacaciones del podcast: del 5 de diciembre de 2026 al 9 de diciembre de 2026');
    for (const name of ['Mención 1', 'Mención 2']) {
      const input = within(dialog).getByLabelText(name);
      expect(input).toHaveAttribute('type', 'date');
      expect(input).toHaveAttribute('min', '2026-12-01');
      expect(input).toHaveAttribute('max', '2026-12-31');
    }
  });

  it('refuses a day on holiday and one outside the campaign’s days before sending anything', async () => {
    const api = stubApi({ [LIST]: list([hired()]) });
    const { user } = renderPage();

    const dialog = await openPlan(user);
    await user.type(within(dialog).getByLabelText('Mención 1'), '2026-12-07');
    await user.type(within(dialog).getByLabelText('Mención 2'), '2027-01-10');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar fechas' }));

    expect(within(dialog).getByText(ACTION_MESSAGES.dateBlocked)).toBeInTheDocument();
    expect(within(dialog).getByText(outsideRangeMessage(RANGE))).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mención 1')).toHaveFocus();
    expect(api.callsTo(PLAN)).toHaveLength(0);
  });

  it('sends every action’s date at once, then closes, refreshes the list and the header badge', async () => {
    const api = stubApi({
      [LIST]: list([hired()]),
      [PLAN]: data(
        hired({
          podcasterStatus: 'IN_PROGRESS',
          nextStep: 'WAIT',
          actions: [action(1, { plannedOn: '2026-12-03' }), action(2, { plannedOn: '2026-12-17' })],
        }),
      ),
    });
    const { user, onChanged } = renderPage();

    const dialog = await openPlan(user);
    await user.type(within(dialog).getByLabelText('Mención 1'), '2026-12-03');
    await user.type(within(dialog).getByLabelText('Mención 2'), '2026-12-17');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar fechas' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Planificar fechas' })).not.toBeInTheDocument());
    expect(api.callsTo(PLAN)[0]!.body).toEqual({
      dates: [
        { actionId: actionId(1), plannedOn: '2026-12-03' },
        { actionId: actionId(2), plannedOn: '2026-12-17' },
      ],
    });
    expect(toast.success).toHaveBeenCalled();
    expect(onChanged).toHaveBeenCalled();
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
  });

  it('shows the server’s refusal on the date it is about and keeps what was typed', async () => {
    const api = stubApi({
      [LIST]: list([hired()]),
      [PLAN]: () =>
        jsonResponse(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: ACTION_MESSAGES.dateBlocked,
              fields: [{ path: 'dates.1.plannedOn', message: ACTION_MESSAGES.dateBlocked }],
            },
          },
          400,
        ),
    });
    const { user } = renderPage();

    const dialog = await openPlan(user);
    await user.type(within(dialog).getByLabelText('Mención 1'), '2026-12-03');
    await user.type(within(dialog).getByLabelText('Mención 2'), '2026-12-17');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar fechas' }));

    const second = within(dialog).getByLabelText('Mención 2');
    await waitFor(() => expect(second).toHaveAccessibleDescription(ACTION_MESSAGES.dateBlocked));
    expect(second).toHaveValue('2026-12-17');
    expect(within(dialog).getByLabelText('Mención 1')).toHaveValue('2026-12-03');
    expect(api.callsTo(PLAN)).toHaveLength(1);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('recording an aired action', () => {
  const due = () =>
    hired({
      podcasterStatus: 'EXPIRED_ACTION',
      nextStep: 'RECORD_EPISODE',
      actions: [action(1, { plannedOn: '2026-11-24', canRecord: true }), action(2, { plannedOn: '2026-12-17' })],
    });

  async function openRecord(user: ReturnType<typeof userEvent.setup>) {
    await user.click(
      within(await cardOf('Trail de invierno')).getByRole('button', { name: 'Registrar emisión de Mención 1' }),
    );
    return screen.findByRole('dialog', { name: 'Registrar emisión' });
  }

  it('offers it only for an action whose day has come, and says when the next one can be', async () => {
    stubApi({ [LIST]: list([due()]) });
    renderPage();

    const card = await cardOf('Trail de invierno');
    expect(within(card).getAllByRole('button', { name: /Registrar emisión/ })).toHaveLength(1);
    expect(card).toHaveTextContent(
      'Podrás registrar esta acción a partir del 17 de diciembre de 2026, el día de su emisión',
    );
  });

  it('records the episode picked from the feed with the minute the ad starts', async () => {
    const api = stubApi({ [LIST]: list([due()]), [EPISODES]: data(EPISODE_LIST), [recordOf(1)]: data(due()) });
    const { user, onChanged } = renderPage();

    const dialog = await openRecord(user);
    await user.selectOptions(
      await within(dialog).findByLabelText('Episodio de tu feed'),
      'T3E12 · Correr en la nieve · 3 de diciembre de 2026',
    );
    await user.type(within(dialog).getByLabelText('Minuto de inicio del anuncio'), '4:05');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar emisión' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Registrar emisión' })).not.toBeInTheDocument());
    expect(api.callsTo(recordOf(1))[0]!.body).toEqual({
      episodeId: EPISODE_LIST[0]!.id,
      episodeUrl: null,
      adStart: '4:05',
    });
    expect(onChanged).toHaveBeenCalled();
  });

  it('records a pasted link instead of a feed episode', async () => {
    const api = stubApi({ [LIST]: list([due()]), [EPISODES]: data(EPISODE_LIST), [recordOf(1)]: data(due()) });
    const { user } = renderPage();

    const dialog = await openRecord(user);
    await user.click(await within(dialog).findByLabelText('Pegar el enlace'));
    await user.type(
      within(dialog).getByLabelText('Enlace del episodio'),
      'https://www.ivoox.com/t3e12-correr-nieve.html',
    );
    await user.type(within(dialog).getByLabelText('Minuto de inicio del anuncio'), '12:30');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar emisión' }));

    await waitFor(() => expect(api.callsTo(recordOf(1))).toHaveLength(1));
    expect(api.callsTo(recordOf(1))[0]!.body).toEqual({
      episodeId: null,
      episodeUrl: 'https://www.ivoox.com/t3e12-correr-nieve.html',
      adStart: '12:30',
    });
  });

  it('asks for an episode and a minute written as M:SS before sending anything', async () => {
    const api = stubApi({ [LIST]: list([due()]), [EPISODES]: data(EPISODE_LIST) });
    const { user } = renderPage();

    const dialog = await openRecord(user);
    await within(dialog).findByLabelText('Episodio de tu feed');
    await user.type(within(dialog).getByLabelText('Minuto de inicio del anuncio'), '4.05');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar emisión' }));

    expect(within(dialog).getByLabelText('Episodio de tu feed')).toHaveAccessibleDescription(
      ACTION_MESSAGES.episodeRequired,
    );
    expect(within(dialog).getByLabelText('Minuto de inicio del anuncio')).toHaveAccessibleDescription(
      `por ejemplo 4:05 ${MESSAGES_FORMATS.mss}`,
    );
    expect(within(dialog).getByLabelText('Minuto de inicio del anuncio')).toHaveValue('4.05');
    expect(api.callsTo(recordOf(1))).toHaveLength(0);
  });

  it('asks for the link when the feed has no episodes to pick', async () => {
    stubApi({ [LIST]: list([due()]), [EPISODES]: data([]) });
    const { user } = renderPage();

    const dialog = await openRecord(user);
    expect(
      await within(dialog).findByText('Aún no tenemos episodios de tu feed: pega el enlace del episodio.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Enlace del episodio')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Episodio de tu feed')).not.toBeInTheDocument();
  });

  it('shows the API’s refusal of the episode on the episode itself', async () => {
    const refused = () =>
      jsonResponse(
        {
          error: {
            code: 'VALIDATION_ERROR',
            message: ACTION_MESSAGES.episodeBeforeCampaign,
            fields: [{ path: 'episodeId', message: ACTION_MESSAGES.episodeBeforeCampaign }],
          },
        },
        400,
      );
    stubApi({ [LIST]: list([due()]), [EPISODES]: data(EPISODE_LIST), [recordOf(1)]: refused });
    const { user } = renderPage();

    const dialog = await openRecord(user);
    const picker = await within(dialog).findByLabelText('Episodio de tu feed');
    await user.selectOptions(picker, EPISODE_LIST[0]!.id);
    await user.type(within(dialog).getByLabelText('Minuto de inicio del anuncio'), '4:05');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar emisión' }));

    await waitFor(() => expect(picker).toHaveAccessibleDescription(ACTION_MESSAGES.episodeBeforeCampaign));
    expect(toast.error).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Minuto de inicio del anuncio')).toHaveValue('4:05');
  });

  it('tells with a toast when the action was already recorded, keeping the form', async () => {
    stubApi({
      [LIST]: list([due()]),
      [EPISODES]: data(EPISODE_LIST),
      [recordOf(1)]: apiError(409, 'CONFLICT', ACTION_MESSAGES.alreadyRecorded),
    });
    const { user } = renderPage();

    const dialog = await openRecord(user);
    const picker = await within(dialog).findByLabelText('Episodio de tu feed');
    // An episode from before the campaign cannot be where its action aired: it is not offered.
    expect(within(picker).queryByRole('option', { name: /T3E11/ })).not.toBeInTheDocument();
    await user.selectOptions(picker, EPISODE_LIST[0]!.id);
    await user.type(within(dialog).getByLabelText('Minuto de inicio del anuncio'), '4:05');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar emisión' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ACTION_MESSAGES.alreadyRecorded));
    expect(screen.getByRole('dialog', { name: 'Registrar emisión' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Minuto de inicio del anuncio')).toHaveValue('4:05');
  });
});

describe('reporting listens', () => {
  const aired = (overrides: Partial<Record<ListenMilestone, Partial<MilestoneReport>>>) =>
    hired({
      podcasterStatus: 'IN_PROGRESS',
      nextStep: 'REPORT_LISTENS',
      actions: [
        action(1, {
          plannedOn: '2026-11-05',
          publishedOn: '2026-11-05',
          episodeUrl: 'https://feed.example.es/t3e09',
          episodeTitle: 'T3E09 · Ultras',
          adStart: '6:40',
          recordedAt: '2026-11-05T18:00:00.000Z',
          listens: listens('2026-11-05', overrides),
        }),
      ],
    });

  it('offers the button only for the milestones that are open', async () => {
    stubApi({ [LIST]: list([aired({ 7: { state: 'closed', figures: FIGURES }, 15: { state: 'open' } })]) });
    renderPage();

    const card = await cardOf('Trail de invierno');
    expect(within(card).getAllByRole('button', { name: /escuchas|Corregir/ })).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Indicar escuchas a 15 días de Mención 1' })).toBeInTheDocument();
    expect(within(cellOf(card, 'Mención 1', '22 días')).getByText('abre el 27 nov')).toBeInTheDocument();
  });

  it('sends the four figures, refusing decimals first', async () => {
    const before = aired({ 7: { state: 'closed', figures: FIGURES }, 15: { state: 'open' } });
    const api = stubApi({
      [LIST]: list([before]),
      [listensOf(1, 15)]: data(
        aired({ 7: { state: 'closed', figures: FIGURES }, 15: { state: 'open', figures: FIGURES } }),
      ),
    });
    const { user, onChanged } = renderPage();

    await user.click(
      within(await cardOf('Trail de invierno')).getByRole('button', {
        name: 'Indicar escuchas a 15 días de Mención 1',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Escuchas a 15 días' });
    expect(dialog).toHaveTextContent(SELF_REPORTED_NOTE);
    await user.type(within(dialog).getByLabelText('Escuchas en la plataforma de hosting'), '1.200');
    await user.type(within(dialog).getByLabelText('Escuchas en otras plataformas'), '300');
    await user.type(within(dialog).getByLabelText('Escuchas en Spotify'), '450,5');
    // «1.5» is not fifteen: a dot groups thousands only in threes.
    await user.type(within(dialog).getByLabelText('Visualizaciones en YouTube'), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar escuchas' }));
    expect(within(dialog).getByLabelText('Escuchas en Spotify')).toHaveAccessibleDescription(
      ACTION_MESSAGES.listensWhole,
    );
    expect(within(dialog).getByLabelText('Visualizaciones en YouTube')).toHaveAccessibleDescription(
      ACTION_MESSAGES.listensWhole,
    );
    expect(api.callsTo(listensOf(1, 15))).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Escuchas en Spotify'));
    await user.type(within(dialog).getByLabelText('Escuchas en Spotify'), '450');
    await user.clear(within(dialog).getByLabelText('Visualizaciones en YouTube'));
    await user.type(within(dialog).getByLabelText('Visualizaciones en YouTube'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar escuchas' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Escuchas a 15 días' })).not.toBeInTheDocument());
    expect(api.callsTo(listensOf(1, 15))[0]!.body).toEqual(FIGURES);
    expect(onChanged).toHaveBeenCalled();
  });

  it('starts a correction from the figures already given', async () => {
    const corrected = { ...FIGURES, spotifyListens: 480 };
    const api = stubApi({
      [LIST]: list([aired({ 7: { state: 'closed', figures: FIGURES }, 15: { state: 'open', figures: FIGURES } })]),
      [listensOf(1, 15)]: data(aired({ 15: { state: 'open', figures: corrected } })),
    });
    const { user } = renderPage();

    await user.click(
      within(await cardOf('Trail de invierno')).getByRole('button', {
        name: 'Corregir escuchas a 15 días de Mención 1',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Escuchas a 15 días' });
    expect(within(dialog).getByLabelText('Escuchas en la plataforma de hosting')).toHaveValue('1200');
    expect(within(dialog).getByLabelText('Visualizaciones en YouTube')).toHaveValue('50');
    await user.clear(within(dialog).getByLabelText('Escuchas en Spotify'));
    await user.type(within(dialog).getByLabelText('Escuchas en Spotify'), '480');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar escuchas' }));

    await waitFor(() => expect(api.callsTo(listensOf(1, 15))).toHaveLength(1));
    expect(api.callsTo(listensOf(1, 15))[0]!.body).toEqual(corrected);
  });
});

describe('a podcast managed by a representative', () => {
  it('shows its owner everything, read only, and says the representative acts', async () => {
    const running = hired({
      canAct: false,
      podcasterStatus: 'EXPIRED_ACTION',
      nextStep: 'RECORD_EPISODE',
      actions: [
        action(1, { plannedOn: '2026-11-24', canRecord: true }),
        action(2, {
          plannedOn: '2026-11-05',
          publishedOn: '2026-11-05',
          episodeUrl: 'https://feed.example.es/t3e09',
          episodeTitle: 'T3E09 · Ultras',
          adStart: '6:40',
          recordedAt: '2026-11-05T18:00:00.000Z',
          listens: listens('2026-11-05', { 7: { state: 'closed', figures: FIGURES }, 15: { state: 'open' } }),
        }),
        action(3),
      ],
    });
    stubApi({ [LIST]: list([running]) });
    renderPage();

    const card = await cardOf('Trail de invierno');
    expect(card).toHaveTextContent(ACTION_MESSAGES.managedByRepresentative);
    expect(cellOf(card, 'Mención 2', '7 días')).toHaveTextContent('2.000');
    expect(within(card).getByRole('link', { name: /T3E09 · Ultras/ })).toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: /Planificar|Cambiar fechas|Registrar|escuchas|Corregir/ }),
    ).not.toBeInTheDocument();
  });
});

describe('the mail icon on a hired campaign', () => {
  it('opens the chat about the podcast when a campaign manager runs the campaign, and is absent otherwise', async () => {
    const thread = `/private/campaigns/${CAMPAIGN_ID}/podcasts/${PODCAST_ID}/messages`;
    stubApi({
      [LIST]: list([
        hired({ managedByAgent: true }),
        hired({ campaignId: '10000000-0000-4000-8000-000000000002', name: 'Sin gestor' }),
      ]),
      [`GET ${thread}`]: data(
        buildChatThread({
          campaign: { id: CAMPAIGN_ID, brand: 'Zapatillas Brío', name: 'Trail de invierno', status: 'IN_PROGRESS' },
        }),
      ),
      [`PUT ${thread}/read`]: data({ unread: 0 }),
    });
    const { user } = renderPage();
    expect(within(await cardOf('Sin gestor')).queryByRole('button', { name: /Abrir el chat/ })).not.toBeInTheDocument();
    await user.click(
      within(await cardOf('Trail de invierno')).getByRole('button', { name: 'Abrir el chat de Trail de invierno' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Zapatillas Brío · Trail de invierno' })).toBeInTheDocument();
  });
});
