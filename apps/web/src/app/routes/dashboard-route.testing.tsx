import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { CampaignSummary, ProposalPodcast } from '@patrocina/domain';
import { DashboardPage } from '@/features/campaigns/pages/dashboard-page';
import { data, stubApi } from '@/test/api-stub';
import { buildCampaign } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { dashboardProposalViews } from './dashboard-route';

/** The dashboard's test data and its render, shared by the advertiser's and the podcaster's tests. */

let sequence = 0;
export function summary(overrides: Partial<CampaignSummary>): CampaignSummary {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    slug: `campana-${sequence}`,
    brand: 'Café Lumbre',
    brandId: null,
    managedByAgent: false,
    name: `Campaña ${sequence}`,
    status: 'CONFIGURING',
    substatus: 'PENDING_REVIEW',
    role: 'owner',
    canChange: true,
    budget: 1_500,
    approximateDate: 'DATE_RANGE',
    fromDate: '2026-12-01',
    toDate: '2027-01-15',
    paused: false,
    unpauseRequestedAt: null,
    awaitingEmailConfirmation: false,
    isDeletable: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The whole campaign behind a summary, as `GET /private/campaigns/{id}` and the pause call answer. */
export function campaignOf(row: CampaignSummary, overrides: Parameters<typeof buildCampaign>[0] = {}) {
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

export function proposed(title: string, overrides: Partial<ProposalPodcast>): ProposalPodcast {
  sequence += 1;
  return {
    podcastId: `30000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    title,
    slug: `podcast-${sequence}`,
    imageUrl: null,
    counts: { mentions: 2, sponsorships: 0, reviews: 0, dedicatedShows: 0, spots: 0 },
    advertiserRates: { mentions: 450, sponsorships: null, reviews: null, dedicatedShows: null, spots: null },
    cost: 900,
    proposedCost: 900,
    target: '5k/10k',
    reach: 45_000,
    reasons: [],
    status: 'IN_PROGRESS',
    statusReason: 'ACCEPT',
    picked: true,
    ...overrides,
  };
}

export function list(campaigns: CampaignSummary[]) {
  return data({ campaigns, counts: { CONFIGURING: 0, IN_PROGRESS: 0, FINISHED: 0 } });
}

/** The dashboard reads both lists; the podcaster's is empty unless a test gives one. */
export function stubDashboard(handlers: Parameters<typeof stubApi>[0]) {
  return stubApi({
    'GET /private/podcaster-or-manager-campaigns': data({
      campaigns: [],
      counts: { CONFIGURING: 0, IN_PROGRESS: 0, FINISHED: 0 },
    }),
    ...handlers,
  });
}

export function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderDashboard(path = '/dashboard', isAgency = false, onChanged = vi.fn(), canCreate = true) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <>
            <DashboardPage
              isAgency={isAgency}
              canCreate={canCreate}
              onChanged={onChanged}
              proposalViews={dashboardProposalViews}
            />
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
