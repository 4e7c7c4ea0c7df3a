import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CampaignSubstatus } from '@patrocina/domain';
import { data, stubApi } from '@/test/api-stub';
import { buildCampaign } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { CampaignDetailsDialog } from './campaign-details-dialog';

const ID = '40000000-0000-4000-8000-000000000001';

function campaign(substatus: CampaignSubstatus) {
  return buildCampaign({ id: ID, substatus });
}

function renderDialog() {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <CampaignDetailsDialog id={ID} title="Café Lumbre: Tueste" onClose={vi.fn()} /> },
      { path: '/campaigns/:id/report', element: <h1>Informe abierto</h1> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('the campaign details', () => {
  it.each([
    ['in progress', 'IN_PROGRESS'],
    ['finished', 'FINISHED'],
  ] as const)('lead from a campaign %s to its report', async (_label, substatus) => {
    stubApi({ [`GET /private/campaigns/${ID}`]: data(campaign(substatus)) });
    const router = renderDialog();

    const dialog = await screen.findByRole('dialog', { name: 'Café Lumbre: Tueste' });
    const link = await within(dialog).findByRole('link', { name: 'Ver el informe' });
    expect(link).toHaveAttribute('href', `/campaigns/${ID}/report`);
    await userEvent.setup().click(link);
    expect(router.state.location.pathname).toBe(`/campaigns/${ID}/report`);
    expect(await screen.findByRole('heading', { name: 'Informe abierto' })).toBeInTheDocument();
  });
});
