import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { apiError, data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { silenceToasts } from '@/test/toasts';
import { PayoutRunsPanel } from './payout-runs-panel';

const RUN = {
  id: '90000000-0000-4000-8000-000000000001',
  period: '2027-W03',
  createdAt: '2027-01-18T08:00:00.000Z',
  payoutCount: 3,
  totalNet: 864,
  hasSepaFile: true,
};

describe('the payout runs panel', () => {
  beforeEach(silenceToasts);

  it('starts this week’s run after a confirmation and offers its SEPA file', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /private/backoffice/payout-runs': (_call, count) => data({ runs: count === 1 ? [] : [RUN] })(),
      'POST /private/backoffice/payout-runs': data(RUN, 201),
    });
    renderWithProviders(<PayoutRunsPanel />);
    expect(await screen.findByText(/Aún no hay pagos/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lanzar pago ahora' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Lanzar el pago de esta semana?' });
    await user.click(within(dialog).getByRole('button', { name: 'Lanzar pago' }));
    await waitFor(() => expect(api.callsTo('POST /private/backoffice/payout-runs')).toHaveLength(1));
    expect(await screen.findByText('Semana 2027-W03')).toBeInTheDocument();
    expect(screen.getByText(/3 pagos/)).toHaveTextContent('864,00 €');
    expect(screen.getByRole('link', { name: /Descargar fichero SEPA/ })).toHaveAttribute(
      'href',
      `/api/v1/private/backoffice/payout-runs/${RUN.id}/sepa`,
    );
  });

  it('tells the admin when this week is already paid', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /private/backoffice/payout-runs': data({ runs: [RUN] }),
      'POST /private/backoffice/payout-runs': apiError(409, 'CONFLICT', 'El pago de esta semana ya está hecho'),
    });
    renderWithProviders(<PayoutRunsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Lanzar pago ahora' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Lanzar pago' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('El pago de esta semana ya está hecho'));
  });
});
