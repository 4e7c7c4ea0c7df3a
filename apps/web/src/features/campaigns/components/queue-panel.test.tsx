import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BackofficeCampaignSummary } from '@patrocina/domain';
import { data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { QueuePanel } from './queue-panel';

function summary(overrides: Partial<BackofficeCampaignSummary>): BackofficeCampaignSummary {
  return {
    id: '40000000-0000-4000-8000-000000000001',
    brand: 'Café Lumbre',
    name: 'Tueste de invierno',
    status: 'CONFIGURING',
    substatus: 'PENDING_ACCEPT',
    owner: { id: '70000000-0000-4000-8000-000000000001', username: 'Lucía', email: 'lucia@example.com' },
    agent: null,
    budget: 3_000,
    approximateDate: 'DATE_RANGE',
    fromDate: '2026-12-01',
    toDate: '2026-12-31',
    paused: false,
    unpauseRequestedAt: null,
    publishedAt: '2026-11-20T10:00:00.000Z',
    answers: { proposed: 5, unanswered: 0, accepted: 1, contact: 0, declined: 1, expired: 3 },
    createdAt: '2026-11-18T10:00:00.000Z',
    ...overrides,
  };
}

function renderQueue(campaigns: BackofficeCampaignSummary[]) {
  stubApi({ 'GET /private/backoffice/campaigns': data({ campaigns, truncated: false }) });
  renderWithProviders(
    <MemoryRouter>
      <QueuePanel />
    </MemoryRouter>,
  );
}

describe('the back office’s queue', () => {
  it('counts only answers, and says how many offers lapsed without one', async () => {
    renderQueue([summary({})]);
    const row = (await screen.findByRole('link', { name: 'Café Lumbre: Tueste de invierno' })).closest('li')!;
    expect(row).toHaveTextContent('2 de 5 han respondido · 3 no respondieron a tiempo');
    expect(row).not.toHaveTextContent('5 de 5');
  });

  it('speaks of the state as the team reads it, never in the advertiser’s «tu propuesta»', async () => {
    renderQueue([
      summary({
        substatus: 'PENDING_REVIEW',
        publishedAt: null,
        answers: { proposed: 0, unanswered: 0, accepted: 0, contact: 0, declined: 0, expired: 0 },
      }),
    ]);
    const row = (await screen.findByRole('link', { name: 'Café Lumbre: Tueste de invierno' })).closest('li')!;
    expect(within(row).getByText('Propuesta por preparar')).toBeInTheDocument();
    expect(screen.queryByText(/tu propuesta/)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox')).getByRole('option', { name: 'El anunciante revisa la propuesta' }),
    ).toBeInTheDocument();
  });

  it('says nothing of lapsed offers when there are none', async () => {
    renderQueue([
      summary({ answers: { proposed: 3, unanswered: 1, accepted: 2, contact: 0, declined: 0, expired: 0 } }),
    ]);
    const row = (await screen.findByRole('link', { name: 'Café Lumbre: Tueste de invierno' })).closest('li')!;
    expect(row).toHaveTextContent(/2 de 3 han respondido$/);
  });
});
