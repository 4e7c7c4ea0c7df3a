import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OpenDispute } from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { silenceToasts } from '@/test/toasts';
import { DisputesPanel } from './disputes-panel';

const DISPUTE: OpenDispute = {
  id: '70000000-0000-4000-8000-000000000001',
  campaignId: '40000000-0000-4000-8000-000000000001',
  campaignTitle: 'Café Lumbre: Tueste de invierno',
  podcastTitle: 'Modo Cooperativo',
  actionId: '60000000-0000-4000-8000-000000000001',
  episodeUrl: 'https://modocooperativo.es/episodios/120',
  recordedAt: '2027-01-06T10:00:00.000Z',
  price: 150,
  earnings: 135,
  reason: 'La mención duró diez segundos',
  createdAt: '2027-01-07T10:00:00.000Z',
};

describe('the open disputes panel', () => {
  beforeEach(silenceToasts);

  it('shows each dispute with its reason and refunds it after a confirmation', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /private/backoffice/disputes': (_call, count) => data({ disputes: count === 1 ? [DISPUTE] : [] })(),
      [`PUT /private/backoffice/disputes/${DISPUTE.id}`]: data({
        id: DISPUTE.id,
        actionId: DISPUTE.actionId,
        reason: DISPUTE.reason,
        createdAt: DISPUTE.createdAt,
        status: 'REFUNDED',
      }),
    });
    renderWithProviders(<DisputesPanel />);
    const list = await screen.findByRole('list', { name: 'Reclamaciones' });
    expect(within(list).getByText('La mención duró diez segundos')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Escucha la emisión/ })).toHaveAttribute('href', DISPUTE.episodeUrl);

    await user.click(within(list).getByRole('button', { name: 'Devolver al anunciante' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Devolver al anunciante?' });
    await user.click(within(dialog).getByRole('button', { name: 'Devolver al anunciante' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT /private/backoffice/disputes/${DISPUTE.id}`)[0]?.body).toEqual({ outcome: 'REFUND' }),
    );
    expect(toast.success).toHaveBeenCalledWith('Acción devuelta al anunciante. Les hemos avisado.');
    expect(await screen.findByText('No hay reclamaciones abiertas.')).toBeInTheDocument();
  });
});
