import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACTION_MESSAGES,
  HIRED_NEXT_STEP_TEXTS,
  OWN_LISTENS_NOTE,
  PAYMENT_DELAY_NOTE,
  SELF_REPORTED_NOTE,
} from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { data, stubApi } from '@/test/api-stub';
import { buildChatThread, jsonResponse } from '@/test/fixtures';
import {
  CAMPAIGN_ID,
  PODCAST_ID,
  LIST,
  FIGURES,
  listens,
  action,
  airedAction,
  hired,
  list,
  renderPage,
  cardOf,
  actionsTable,
  rowOf,
  cellOf,
} from './hired-campaigns-page.testing';
import { silenceToasts } from '@/test/toasts';

beforeEach(silenceToasts);

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
    // The podcaster reads that the figures are their own, not the advertiser's «por cada podcaster».
    expect(card).toHaveTextContent(OWN_LISTENS_NOTE);
    expect(card).not.toHaveTextContent(SELF_REPORTED_NOTE);

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
    expect(sources).toHaveTextContent('Escuchas en la plataforma de alojamiento1.200');
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
        airedAction(1, {
          7: { state: 'closed', figures: FIGURES },
          15: { state: 'open', figures: FIGURES },
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

describe('a podcast managed by a representative', () => {
  it('shows its owner everything, read only, and says the representative acts', async () => {
    const running = hired({
      canAct: false,
      podcasterStatus: 'EXPIRED_ACTION',
      nextStep: 'RECORD_EPISODE',
      actions: [
        action(1, { plannedOn: '2026-11-24', canRecord: true }),
        airedAction(2, { 7: { state: 'closed', figures: FIGURES }, 15: { state: 'open' } }),
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
