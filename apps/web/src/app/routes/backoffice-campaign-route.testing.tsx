import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  backofficeCampaignSchema,
  type BackofficeCampaign,
  type CampaignSubstatus,
  type DraftPodcast,
  type Me,
} from '@patrocina/domain';
import { BackofficeCampaignPage } from '@/features/campaigns/pages/backoffice-campaign-page';
import { buildCampaign, buildMe } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { backofficeCampaignViews } from './backoffice-route';

/** One back-office campaign's test data and its render, shared by the tests of its page. */

export const ID = '40000000-0000-4000-8000-000000000001';
export const AGENT_ID = '60000000-0000-4000-8000-000000000001';
export const PODCAST_A = '50000000-0000-4000-8000-000000000001';
export const PODCAST_B = '50000000-0000-4000-8000-000000000002';
export const noActions = { mentions: 0, sponsorships: 0, reviews: 0, dedicatedShows: 0, spots: 0 };
export const noRates = { mentions: null, sponsorships: null, reviews: null, dedicatedShows: null, spots: null };

export function draftPodcast(podcastId: string, title: string, overrides: Partial<DraftPodcast> = {}): DraftPodcast {
  return {
    podcastId,
    title,
    slug: title.toLowerCase().replaceAll(' ', '-'),
    imageUrl: null,
    counts: noActions,
    advertiserRates: noRates,
    minimumRates: { ...noRates, mentions: 150, sponsorships: 600 },
    cost: 0,
    proposedCost: 0,
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
export function backofficeCampaign(
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
      answers: {
        proposed: podcasts.length,
        unanswered: podcasts.length,
        accepted: 0,
        contact: 0,
        declined: 0,
        expired: 0,
      },
    },
  });
}

export const twoPodcasts = [
  draftPodcast(PODCAST_A, 'Modo Cooperativo', {
    counts: { ...noActions, mentions: 2 },
    advertiserRates: { ...noRates, mentions: 150 },
    cost: 300,
    proposedCost: 300,
  }),
  draftPodcast(PODCAST_B, 'La Claqueta', {
    counts: { ...noActions, sponsorships: 1 },
    advertiserRates: { ...noRates, sponsorships: 600 },
    cost: 600,
    proposedCost: 600,
  }),
];

export function renderPage(me: Me) {
  const router = createMemoryRouter(
    [
      {
        path: '/backoffice/campaigns/:id',
        element: <BackofficeCampaignPage me={me} views={backofficeCampaignViews} />,
      },
    ],
    {
      initialEntries: [`/backoffice/campaigns/${ID}`],
    },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

export const agent = () => buildMe({ id: AGENT_ID, scope: 'agent' });
/** The figure beside a label in the draft's totals. */
export const amount = (label: string) =>
  within(screen.getByLabelText('Totales')).getByText(label).nextElementSibling!.textContent;
