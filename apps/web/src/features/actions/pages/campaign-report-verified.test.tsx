import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { campaignReportSchema, LISTEN_MILESTONES, type CampaignReport, type VerifiedListens } from '@patrocina/domain';
import { data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { CampaignReportPage } from './campaign-report-page';
import { figures, listens, milestoneTotals, NO_VERIFIED, NOT_MEASURED } from './campaign-report.testing';

/**
 * Issue 21 in the advertiser's report: the verified listens (what the prefix counted) beside the
 * declared ones, never added together, with the cost per verified listen and the CPM.
 */
const ID = '40000000-0000-4000-8000-000000000021';
const PODCAST = '50000000-0000-4000-8000-000000000021';
const action = (n: number) => `60000000-0000-4000-8000-00000000002${n}`;

const counted: VerifiedListens = {
  milestones: LISTEN_MILESTONES.map((milestone) => ({
    milestone,
    listens: ({ 7: 1_200, 15: 1_500, 22: 1_650, 31: 1_770 } as const)[milestone],
  })),
  soFar: 1_770,
  platforms: [
    { platform: 'apple-podcasts', listens: 1_000 },
    { platform: 'spotify', listens: 770 },
  ],
};
const VERIFIED_TOTALS = { actions: 1, listens: 1_770, cost: 150, costs: { perListenCents: 8, cpm: 85 } };

/**
 * One podcast, three mentions at 150 €: the first measured up to 31 days and declared at 7 days, the
 * second aired in an episode without the prefix, the third not aired yet.
 */
function measuredReport(): CampaignReport {
  const summary = (n: number, publishedOn: string | null) => ({
    id: action(n),
    kind: 'mentions',
    position: n,
    plannedOn: publishedOn ?? '2026-12-20',
    publishedOn,
    episodeUrl: publishedOn ? `https://modocooperativo.es/episodios/${n}` : null,
    episodeTitle: null,
    adStart: publishedOn ? '4:05' : null,
    makeGood: false,
    underDelivery: null,
    remedy: null,
    proof: null,
  });
  const declared = { 7: figures(900, 0, 0, 300) };
  return campaignReportSchema.parse({
    campaign: {
      id: ID,
      slug: 'tueste-de-invierno',
      brand: 'Café Lumbre',
      name: 'Tueste de invierno',
      url: 'https://cafelumbre.es',
      status: 'IN_PROGRESS',
      substatus: 'IN_PROGRESS',
      range: { startsOn: '2026-11-01', endsOn: '2026-12-31' },
      finishedAt: null,
      closedReason: null,
    },
    podcasts: [
      {
        podcastId: PODCAST,
        title: 'Modo Cooperativo',
        slug: 'modo-cooperativo',
        imageUrl: null,
        status: 'IN_PROGRESS',
        cost: 450,
        target: null,
        estimatedReach: 6_000,
        reach: 1_200,
        clicks: 0,
        trackingUrl: null,
        actions: [
          {
            ...summary(1, '2026-11-02'),
            listens: listens(declared),
            verified: counted,
            verifiedCosts: { perListenCents: 8, cpm: 85 },
          },
          { ...summary(2, '2026-11-09'), listens: listens({}), ...NOT_MEASURED },
          { ...summary(3, null), listens: listens({}), ...NOT_MEASURED },
        ],
        milestones: milestoneTotals({ 7: [declared[7]] }),
        verified: VERIFIED_TOTALS,
      },
    ],
    totals: {
      actions: 3,
      recorded: 2,
      cost: 450,
      estimatedReach: 6_000,
      reach: 1_200,
      clicks: 0,
      milestones: milestoneTotals({ 7: [declared[7]] }),
      verified: VERIFIED_TOTALS,
    },
    clicksByDay: [],
  });
}

function renderReport() {
  const router = createMemoryRouter([{ path: '/campaigns/:id/report', element: <CampaignReportPage /> }], {
    initialEntries: [`/campaigns/${ID}/report`],
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

const cellsOf = (row: HTMLElement) => Array.from(row.children).map((cell) => cell.textContent);
const figureIn = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling!;

describe('verified listens in the campaign report', () => {
  it('gives the campaign’s verified listens, cost per verified listen with cents and CPM in whole euros', async () => {
    stubApi({ [`GET /private/campaigns/${ID}/report`]: data(measuredReport()) });
    renderReport();

    const verified = await screen.findByRole('region', { name: 'Escuchas verificadas' });
    expect(figureIn(verified, 'Escuchas verificadas a 31 días')).toHaveTextContent(/^1\.770De 1 acción medida$/);
    expect(figureIn(verified, 'Coste por escucha verificada')).toHaveTextContent(/^0,08\s€/);
    expect(figureIn(verified, 'CPM verificado')).toHaveTextContent(/^85\s€/);
    // The declared listens keep their own section and their own total: 1.200, not 1.200 + 1.770.
    expect(screen.getByRole('heading', { level: 2, name: 'Escuchas declaradas por hito' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Resumen' })).getByText('Alcance hasta ahora').nextElementSibling,
    ).toHaveTextContent(/^1\.200/);
  });

  it('shows each action’s verified figures apart from the declared ones, and which are not measured', async () => {
    stubApi({ [`GET /private/campaigns/${ID}/report`]: data(measuredReport()) });
    renderReport();

    const podcast = await screen.findByRole('region', { name: 'Modo Cooperativo' });
    const declared = within(podcast).getByRole('table', { name: 'Acciones de Modo Cooperativo' });
    expect(cellsOf(within(declared).getAllByRole('row')[1]!).slice(4)).toEqual([
      '1.200',
      '—sin datos',
      '—sin datos',
      '—sin datos',
    ]);
    const table = within(podcast).getByRole('table', { name: 'Escuchas verificadas de Modo Cooperativo' });
    const [head, first, second, third, total] = within(table).getAllByRole('row');
    expect(cellsOf(head!)).toEqual([
      'Acción',
      '7 días',
      '15 días',
      '22 días',
      '31 días',
      'Hasta hoy',
      'Coste por escucha',
      'CPM',
      'Apps',
    ]);
    expect(cellsOf(first!)).toEqual([
      'Mención 1',
      '1.200',
      '1.500',
      '1.650',
      '1.770',
      '1.770',
      '0,08\u00a0€',
      '85\u00a0€',
      'Apple Podcasts 1.000 · Spotify 770',
    ]);
    expect(cellsOf(second!)).toEqual(['Mención 2', 'Sin medición verificada']);
    expect(cellsOf(third!)).toEqual(['Mención 3', 'Sin publicar']);
    expect(cellsOf(total!)).toEqual(['Total a 31 días (1 acción)', '1.770', '', '0,08\u00a0€', '85\u00a0€', '']);
  });

  it('says «Sin medición verificada» while no episode of the campaign carries the prefix', async () => {
    const report = measuredReport();
    const unmeasured = campaignReportSchema.parse({
      ...report,
      podcasts: report.podcasts.map((podcast) => ({
        ...podcast,
        actions: podcast.actions.map((entry) => ({ ...entry, ...NOT_MEASURED })),
        verified: NO_VERIFIED,
      })),
      totals: { ...report.totals, verified: NO_VERIFIED },
    });
    stubApi({ [`GET /private/campaigns/${ID}/report`]: data(unmeasured) });
    renderReport();

    const verified = await screen.findByRole('region', { name: 'Escuchas verificadas' });
    expect(verified).toHaveTextContent(
      'Sin medición verificada: ningún episodio emitido en la campaña lleva aún el prefijo de analítica.',
    );
    expect(within(verified).queryByText('CPM verificado')).not.toBeInTheDocument();
  });
});
