import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AGENCY_TEAM_MESSAGES } from '@patrocina/domain';
import { list, renderDashboard, stubDashboard, summary } from './dashboard-route.testing';
import { silenceToasts } from '@/test/toasts';

beforeEach(silenceToasts);

/** Docs/decisions/0034: a «Puede ver» colleague reads the agency's campaigns (`canChange` false). */
describe('/dashboard for an agency’s «Puede ver» colleague', () => {
  it('lets them open the proposal to read it, with no buying, suggesting, pausing or deleting', async () => {
    stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([
        summary({ name: 'Propuesta lista', substatus: 'PENDING_ACCEPT', status: 'CONFIGURING', canChange: false }),
        summary({ name: 'En revisión', substatus: 'PENDING_REVIEW', canChange: false }),
        summary({ name: 'De un gestor', substatus: 'PENDING_ACCEPT', status: 'CONFIGURING', canChange: true }),
      ]),
    });
    renderDashboard('/dashboard', true, undefined, false);

    const ready = await screen.findByRole('article', { name: 'Propuesta lista' });
    expect(within(ready).getByRole('link', { name: 'Ver la propuesta' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/proposal$/),
    );
    const reviewing = screen.getByRole('article', { name: 'En revisión' });
    for (const card of [ready, reviewing]) {
      expect(within(card).getByText(AGENCY_TEAM_MESSAGES.viewerReadsOnly)).toBeInTheDocument();
      for (const name of ['Revisar la propuesta', 'Sugerir un cambio', 'Pausar', 'Pedir reanudar', 'Borrar']) {
        expect(within(card).queryByRole('button', { name })).not.toBeInTheDocument();
        expect(within(card).queryByRole('link', { name })).not.toBeInTheDocument();
      }
    }

    // The same campaign for whoever may change it keeps every control.
    const changing = screen.getByRole('article', { name: 'De un gestor' });
    expect(within(changing).getByRole('link', { name: 'Revisar la propuesta' })).toBeInTheDocument();
    expect(within(changing).getByRole('button', { name: 'Sugerir un cambio' })).toBeInTheDocument();
    expect(within(changing).getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    expect(within(changing).getByRole('button', { name: 'Borrar' })).toBeInTheDocument();
    expect(within(changing).queryByText(AGENCY_TEAM_MESSAGES.viewerReadsOnly)).not.toBeInTheDocument();
  });
});
