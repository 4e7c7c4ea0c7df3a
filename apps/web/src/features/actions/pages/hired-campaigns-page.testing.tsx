import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import {
  hiredCampaignListSchema,
  hiredCampaignSchema,
  LISTEN_MILESTONES,
  milestoneWindow,
  podcastEpisodeListSchema,
  type CampaignAction,
  type HiredCampaign,
  type ListenFigures,
  type ListenMilestone,
  type MilestoneReport,
} from '@patrocina/domain';
import { data } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { HiredCampaignsPage } from './hired-campaigns-page';

/** The hired campaigns' test data, the page's render and how a user reads its tables. */

export const TODAY = '2026-11-25';
export const CAMPAIGN_ID = '10000000-0000-4000-8000-000000000001';
export const PODCAST_ID = '20000000-0000-4000-8000-000000000001';
export const RANGE = { startsOn: '2026-12-01', endsOn: '2026-12-31' };
export const HOLIDAYS = { startsOn: '2026-12-05', endsOn: '2026-12-09' };
export const LIST = 'GET /private/campaigns/hired';
export const EPISODES = `GET /private/podcasts/${PODCAST_ID}/episodes`;
export const PLAN = `PUT /private/campaigns/${CAMPAIGN_ID}/podcasts/${PODCAST_ID}/action-dates`;
export const actionId = (n: number) => `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const recordOf = (n: number) => `POST /private/campaigns/${CAMPAIGN_ID}/actions/${actionId(n)}/record`;
export const listensOf = (n: number, milestone: ListenMilestone) =>
  `PUT /private/campaigns/${CAMPAIGN_ID}/actions/${actionId(n)}/listens/${milestone}`;

export const FIGURES: ListenFigures = {
  ivooxListens: 1_200,
  notInIvooxListens: 300,
  spotifyListens: 450,
  youtubeViews: 50,
};

/** The four milestones of an action published on `publishedOn`, upcoming unless a test says otherwise. */
export function listens(
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

export function action(n: number, overrides: Partial<CampaignAction> = {}): CampaignAction {
  return {
    id: actionId(n),
    kind: 'mentions',
    position: n,
    plannedOn: null,
    publishedOn: null,
    episodeUrl: null,
    episodeTitle: null,
    adStart: null,
    makeGood: false,
    recordedAt: null,
    canRecord: false,
    listens: [],
    verified: null,
    ...overrides,
  };
}

/**
 * Action `n` aired on 5 November in «T3E09 · Ultras» and recorded that evening, its listens as the
 * test says.
 */
export function airedAction(
  n: number,
  listenOverrides: Partial<Record<ListenMilestone, Partial<MilestoneReport>>> = {},
): CampaignAction {
  return action(n, {
    plannedOn: '2026-11-05',
    publishedOn: '2026-11-05',
    episodeUrl: 'https://feed.example.es/t3e09',
    episodeTitle: 'T3E09 · Ultras',
    adStart: '6:40',
    recordedAt: '2026-11-05T18:00:00.000Z',
    listens: listens('2026-11-05', listenOverrides),
  });
}

/** A hired podcast as the API answers it; parsed, so the fixture cannot drift from the contract. */
export function hired(overrides: Partial<HiredCampaign> = {}): HiredCampaign {
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
    makeGoodOffers: [],
    earnings: { estimated: 540, confirmed: 0, commission: 60 },
    actions: [action(1), action(2)],
    ...overrides,
  });
}

export function list(campaigns: HiredCampaign[], earnings = { estimated: 1_890, confirmed: 540, commission: 210 }) {
  return data(hiredCampaignListSchema.parse({ campaigns, today: TODAY, earnings }));
}

export const EPISODE_LIST = podcastEpisodeListSchema.parse([
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

export function renderPage() {
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

export async function cardOf(name: string) {
  return screen.findByRole('article', { name });
}

/** The card's table of actions, read as a user scans it: one row per action, one column per heading. */
export function actionsTable(card: HTMLElement) {
  return within(card).getByRole('table', { name: 'Acciones de Modo Cooperativo en Trail de invierno' });
}

export function rowOf(card: HTMLElement, name: string): HTMLTableRowElement {
  const header = within(actionsTable(card)).getByRole('rowheader', {
    name: (accessible) => accessible === name || accessible.startsWith(`${name} `),
  });
  return header.closest('tr')!;
}

/** The cell of one action under one column heading («Episodio», «7 días»…). */
export function cellOf(card: HTMLElement, name: string, column: string): HTMLElement {
  const columns = within(actionsTable(card))
    .getAllByRole('columnheader')
    .map((heading) => heading.textContent);
  expect(columns).toContain(column);
  return rowOf(card, name).cells[columns.indexOf(column)]!;
}
