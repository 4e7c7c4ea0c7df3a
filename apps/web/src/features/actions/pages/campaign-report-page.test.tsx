import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { campaignReportSchema, SELF_REPORTED_NOTE, type CampaignReport } from '@patrocina/domain';
import { apiError, data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { CampaignReportPage } from './campaign-report-page';
import { figures, listens, milestoneTotals, NO_VERIFIED, NOT_MEASURED } from './campaign-report.testing';

const ID = '40000000-0000-4000-8000-000000000001';
const PODCAST_A = '50000000-0000-4000-8000-000000000001';
const PODCAST_B = '50000000-0000-4000-8000-000000000002';
const REPORT = `GET /private/campaigns/${ID}/report`;

/**
 * A running campaign with two podcasts: Modo Cooperativo aired both its mentions (one reported up to
 * 15 days, the other at 7), La Claqueta planned its interview but has not aired it.
 */
function runningReport(): CampaignReport {
  const first = { 7: figures(1_000, 200, 300, 0), 15: figures(1_800, 300, 500, 400) };
  const second = { 7: figures(900) };
  return campaignReportSchema.parse({
    campaign: {
      id: ID,
      slug: 'tueste-de-invierno',
      brand: 'Café Lumbre',
      name: 'Tueste de invierno',
      url: 'https://cafelumbre.es',
      status: 'IN_PROGRESS',
      substatus: 'IN_PROGRESS',
      range: { startsOn: '2026-12-01', endsOn: '2026-12-31' },
      finishedAt: null,
      closedReason: null,
    },
    podcasts: [
      {
        podcastId: PODCAST_A,
        title: 'Modo Cooperativo',
        slug: 'modo-cooperativo',
        imageUrl: null,
        status: 'IN_PROGRESS',
        cost: 900,
        target: '10k/25k',
        estimatedReach: 12_000,
        reach: 3_900,
        clicks: 42,
        trackingUrl: 'https://patrocina.es/t/tueste-modo-cooperativo-x1',
        actions: [
          {
            id: '60000000-0000-4000-8000-000000000001',
            kind: 'mentions',
            position: 1,
            plannedOn: '2026-12-03',
            publishedOn: '2026-12-03',
            episodeUrl: 'https://modocooperativo.es/episodios/120',
            episodeTitle: 'Episodio 120: los juegos del año',
            adStart: '4:05',
            makeGood: false,
            underDelivery: null,
            remedy: null,
            ...NOT_MEASURED,
            listens: listens(first),
            proof: {
              status: 'ready',
              attempts: 1,
              final: false,
              failure: null,
              detection: 'unchecked',
              detectedAtSeconds: null,
              clipUrl: `/api/v1/private/campaigns/${ID}/actions/60000000-0000-4000-8000-000000000001/clip`,
              clipStartSeconds: 230,
              clipSeconds: 105,
              summary: 'Sin comprobar automáticamente',
            },
          },
          {
            id: '60000000-0000-4000-8000-000000000002',
            kind: 'mentions',
            position: 2,
            plannedOn: '2026-12-10',
            publishedOn: '2026-12-10',
            episodeUrl: 'https://modocooperativo.es/episodios/121',
            episodeTitle: null,
            adStart: '12:30',
            makeGood: false,
            underDelivery: null,
            remedy: null,
            ...NOT_MEASURED,
            listens: listens(second),
            proof: {
              status: 'failed',
              attempts: 2,
              final: false,
              failure: 'http-status',
              detection: null,
              detectedAtSeconds: null,
              clipUrl: null,
              clipStartSeconds: null,
              clipSeconds: null,
              summary:
                'No hemos podido comprobar la emisión: el servidor del podcast no entregó el audio (puede que ya no exista). Lo volveremos a intentar en unos minutos.',
            },
          },
        ],
        milestones: milestoneTotals({ 7: [first[7], second[7]], 15: [first[15]] }),
        verified: NO_VERIFIED,
      },
      {
        podcastId: PODCAST_B,
        title: 'La Claqueta',
        slug: 'la-claqueta',
        imageUrl: null,
        status: 'IN_PROGRESS',
        cost: 600,
        target: '5k/10k',
        estimatedReach: 6_000,
        reach: 0,
        clicks: 3,
        trackingUrl: null,
        actions: [
          {
            id: '60000000-0000-4000-8000-000000000003',
            kind: 'sponsorships',
            position: 1,
            plannedOn: '2026-12-20',
            publishedOn: null,
            episodeUrl: null,
            episodeTitle: null,
            adStart: null,
            makeGood: false,
            underDelivery: null,
            remedy: null,
            ...NOT_MEASURED,
            listens: listens({}),
            proof: null,
          },
        ],
        milestones: milestoneTotals({}),
        verified: NO_VERIFIED,
      },
    ],
    totals: {
      actions: 3,
      recorded: 2,
      cost: 1_500,
      estimatedReach: 18_000,
      reach: 3_900,
      clicks: 45,
      milestones: milestoneTotals({ 7: [first[7], second[7]], 15: [first[15]] }),
      verified: NO_VERIFIED,
    },
    clicksByDay: [
      { day: '2026-12-03', podcastId: PODCAST_A, clicks: 30 },
      { day: '2026-12-04', podcastId: PODCAST_A, clicks: 12 },
      { day: '2026-12-04', podcastId: PODCAST_B, clicks: 3 },
    ],
  });
}

/** The same campaign before any podcaster has reported listens or anyone has clicked. */
function reportWithoutListens(): CampaignReport {
  const report = runningReport();
  return campaignReportSchema.parse({
    ...report,
    podcasts: report.podcasts.map((podcast) => ({
      ...podcast,
      reach: 0,
      clicks: 0,
      actions: podcast.actions.map((action) => ({ ...action, listens: listens({}) })),
      milestones: milestoneTotals({}),
      verified: NO_VERIFIED,
    })),
    totals: { ...report.totals, reach: 0, clicks: 0, milestones: milestoneTotals({}) },
    clicksByDay: [],
  });
}

function renderReport() {
  const router = createMemoryRouter([{ path: '/campaigns/:id/report', element: <CampaignReportPage /> }], {
    initialEntries: [`/campaigns/${ID}/report`],
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

/** The figure under a label among the campaign's totals. */
const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Resumen' })).getByText(label).nextElementSibling!;
/** The text of one row of a table, cell by cell. */
const cellsOf = (row: HTMLElement) => Array.from(row.children).map((cell) => cell.textContent);

describe('the campaign report', () => {
  it('plays the clip of each aired action and says in words what became of its proof', async () => {
    stubApi({ [REPORT]: data(runningReport()) });
    renderReport();

    const airing = await screen.findByRole('region', { name: 'La emisión' });
    const player = within(airing).getByLabelText('Escucha la emisión: Mención 1 de Modo Cooperativo');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute(
      'src',
      `/api/v1/private/campaigns/${ID}/actions/60000000-0000-4000-8000-000000000001/clip`,
    );
    expect(within(airing).getByText('Sin comprobar automáticamente')).toBeInTheDocument();
    expect(
      within(airing).getByText(/^No hemos podido comprobar la emisión: el servidor del podcast/),
    ).toBeInTheDocument();
    expect(within(airing).getAllByText('Escucha la emisión')).toHaveLength(1);
    expect(screen.getAllByRole('region', { name: 'La emisión' })).toHaveLength(1);
  });

  it('shows the campaign, its totals and its reach against the proposal’s estimate', async () => {
    stubApi({ [REPORT]: data(runningReport()) });
    renderReport();

    expect(await screen.findByRole('heading', { level: 2, name: 'Tueste de invierno' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Informe de la campaña' })).toBeInTheDocument();
    expect(screen.getByText('Café Lumbre')).toBeInTheDocument();
    expect(screen.getByText('En curso')).toBeInTheDocument();
    expect(screen.getByText('Del 1 de diciembre de 2026 al 31 de diciembre de 2026')).toBeInTheDocument();

    expect(figure('Acciones emitidas')).toHaveTextContent('2 de 3');
    expect(figure('Coste')).toHaveTextContent(/^1\.500\s€Impuestos no incluidos$/);
    expect(figure('Alcance hasta ahora')).toHaveTextContent(/^3\.900\s*22\s% de las 18\.000 escuchas estimadas$/);
    expect(figure('Clics')).toHaveTextContent(/^45/);
  });

  it('charts the listens of each milestone by source, with a table of the same numbers', async () => {
    stubApi({ [REPORT]: data(runningReport()) });
    renderReport();

    const table = await screen.findByRole('table', { name: 'Escuchas de la campaña por hito y plataforma' });
    const rows = within(table).getAllByRole('row');
    expect(cellsOf(rows[1]!)).toEqual(['A 7 días', '1.900', '200', '300', '0', '2.400']);
    expect(cellsOf(rows[2]!)).toEqual(['A 15 días', '1.800', '300', '500', '400', '3.000']);
    expect(cellsOf(rows[4]!)).toEqual(['A 31 días', '0', '0', '0', '0', '0']);
    expect(within(table).getByRole('columnheader', { name: 'Escuchas en Spotify' })).toBeInTheDocument();
    expect(screen.getByText(SELF_REPORTED_NOTE, { exact: false })).toBeInTheDocument();
  });

  it('lists each podcast’s actions with their episode, minute and listens, and a dash where none are reported yet', async () => {
    stubApi({ [REPORT]: data(runningReport()) });
    renderReport();

    const cooperativo = await screen.findByRole('region', { name: 'Modo Cooperativo' });
    expect(within(cooperativo).getByText('Coste').nextElementSibling).toHaveTextContent(/^900\s€$/);
    expect(within(cooperativo).getByText('Alcance').nextElementSibling).toHaveTextContent(
      '3.900de 12.000 estimadas (33 %)',
    );
    expect(within(cooperativo).getByText('Objetivo a 30 días').nextElementSibling).toHaveTextContent('10k/25k');
    expect(within(cooperativo).getByText('Clics').nextElementSibling).toHaveTextContent('42');
    expect(within(cooperativo).getByText('https://patrocina.es/t/tueste-modo-cooperativo-x1')).toBeInTheDocument();

    const actions = within(cooperativo).getByRole('table', { name: 'Acciones de Modo Cooperativo' });
    const [, first, second, total] = within(actions).getAllByRole('row');
    expect(cellsOf(first!)).toEqual([
      'Mención 1',
      '3 de diciembre de 2026',
      'Episodio 120: los juegos del año (se abre en otra pestaña)',
      '4:05',
      '1.500',
      '3.000',
      '—sin datos',
      '—sin datos',
    ]);
    expect(cellsOf(second!)).toEqual([
      'Mención 2',
      '10 de diciembre de 2026',
      'Ver el episodio (se abre en otra pestaña)',
      '12:30',
      '900',
      '—sin datos',
      '—sin datos',
      '—sin datos',
    ]);
    expect(cellsOf(total!)).toEqual(['Total del podcast', '2.400', '3.000', '0', '0']);
    const episode = within(first!).getByRole('link', { name: /Episodio 120/ });
    expect(episode).toHaveAttribute('href', 'https://modocooperativo.es/episodios/120');
    expect(episode).toHaveAttribute('target', '_blank');
    expect(episode).toHaveAttribute('rel', 'noopener noreferrer');

    const claqueta = screen.getByRole('region', { name: 'La Claqueta' });
    const [, interview] = within(within(claqueta).getByRole('table', { name: 'Acciones de La Claqueta' })).getAllByRole(
      'row',
    );
    expect(cellsOf(interview!)).toEqual([
      'Entrevista 1',
      '20 de diciembre de 2026',
      'Sin publicar',
      '—sin datos',
      '—sin datos',
      '—sin datos',
      '—sin datos',
      '—sin datos',
    ]);
    expect(within(claqueta).queryByText('Enlace de seguimiento')).not.toBeInTheDocument();
  });

  it('counts the tracking links’ clicks per day and podcast', async () => {
    stubApi({ [REPORT]: data(runningReport()) });
    renderReport();

    const table = await screen.findByRole('table', { name: 'Clics por día y podcast' });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(cellsOf(header!)).toEqual(['Día', 'Modo Cooperativo', 'La Claqueta', 'Total']);
    expect(cellsOf(first!)).toEqual(['3 dic 2026', '30', '0', '30']);
    expect(cellsOf(second!)).toEqual(['4 dic 2026', '12', '3', '15']);
  });

  it('offers the report as a CSV download', async () => {
    stubApi({ [REPORT]: data(runningReport()) });
    renderReport();

    const csv = await screen.findByRole('link', { name: 'Descargar CSV' });
    expect(csv).toHaveAttribute('href', `/api/v1/private/campaigns/${ID}/report.csv`);
    expect(csv).toHaveAttribute('download');
  });

  it('says when listens arrive while no podcaster has reported any, with the figures at 0', async () => {
    stubApi({ [REPORT]: data(reportWithoutListens()) });
    renderReport();

    expect(await screen.findByText('Aún no hay escuchas')).toBeInTheDocument();
    expect(screen.getByText(/indica las escuchas de su episodio 7 días después de publicarlo/)).toBeInTheDocument();
    expect(
      screen.queryByRole('table', { name: 'Escuchas de la campaña por hito y plataforma' }),
    ).not.toBeInTheDocument();
    expect(figure('Alcance hasta ahora')).toHaveTextContent(/^0\s*0\s% de las 18\.000 escuchas estimadas$/);
    expect(figure('Clics')).toHaveTextContent(/^0/);
    expect(screen.getByText(/Aún nadie ha hecho clic en los enlaces de seguimiento/)).toBeInTheDocument();
    const [, first] = within(screen.getByRole('table', { name: 'Acciones de Modo Cooperativo' })).getAllByRole('row');
    expect(cellsOf(first!).slice(4)).toEqual(['—sin datos', '—sin datos', '—sin datos', '—sin datos']);
  });

  it('says there is nothing to report before the campaign has hired podcasts', async () => {
    const unpaid = { ...reportWithoutListens(), podcasts: [], clicksByDay: [] };
    stubApi({ [REPORT]: data(unpaid) });
    renderReport();

    expect(await screen.findByText('Aún no hay nada que informar')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Podcasts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when a finished campaign ended and why the team closed it', async () => {
    const report = runningReport();
    stubApi({
      [REPORT]: data(
        campaignReportSchema.parse({
          ...report,
          campaign: {
            ...report.campaign,
            status: 'FINISHED',
            substatus: 'FINISHED',
            finishedAt: '2027-01-20T11:00:00.000Z',
            closedReason: 'El podcaster dejó de publicar.',
          },
        }),
      ),
    });
    renderReport();

    expect(await screen.findByText('Terminó el 20 de enero de 2027.')).toBeInTheDocument();
    expect(screen.getByText('La cerró el equipo de Patrocina: «El podcaster dejó de publicar.»')).toBeInTheDocument();
  });

  it('shows the not-found page for a campaign that is not there or not yours', async () => {
    stubApi({ [REPORT]: apiError(404, 'NOT_FOUND', 'No encontramos esa campaña.') });
    renderReport();

    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Descargar CSV' })).not.toBeInTheDocument();
  });
});
