import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { myEarningsSchema } from '@patrocina/domain';
import { data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { EarningsPage } from './earnings-page';

const item = (
  id: number,
  status: string,
  paysOn: string | null,
  releaseOn: string | null = paysOn,
  earnings = 135,
) => ({
  id: `60000000-0000-4000-8000-00000000000${id}`,
  campaignId: '40000000-0000-4000-8000-000000000001',
  campaignTitle: 'Café Lumbre: Tueste de invierno',
  podcastId: '50000000-0000-4000-8000-000000000001',
  podcastTitle: 'Modo Cooperativo',
  actionId: `60000000-0000-4000-8000-00000000000${id}`,
  actionTitle: `Mención ${id}`,
  earnings,
  status,
  releaseOn,
  paysOn,
});

const earnings = myEarningsSchema.parse({
  items: [
    item(1, 'PAID', '2027-01-11'),
    // Cut to the cent per podcast (largest remainders): whole euros would show 135 € + 135 € for 269,99 €.
    item(2, 'RELEASED', '2027-01-18', '2027-01-13', 134.99),
    item(3, 'HELD', '2027-01-18', '2027-01-14', 135),
    item(4, 'HELD', null, null),
    item(5, 'DISPUTED', null, '2027-01-14'),
  ],
  invoices: [
    {
      id: '80000000-0000-4000-8000-000000000001',
      code: 'A2027-000001',
      issuedOn: '2027-01-11',
      base: 135,
      vat: 28.35,
      irpf: 20.25,
      net: 143.1,
    },
  ],
});

describe('«Mis cobros»', () => {
  it('shows each action’s state and the day it is paid, the totals and the autofacturas', async () => {
    stubApi({ 'GET /private/users/me/earnings': data(earnings) });
    renderWithProviders(
      <MemoryRouter>
        <EarningsPage />
      </MemoryRouter>,
    );
    const list = await screen.findByRole('list', { name: 'Tus cobros por acción' });
    // A card per action, with nothing wider than a phone: no table to scroll sideways.
    const rows = within(list).getAllByRole('listitem');
    const texts = rows.map((row) => row.textContent);
    expect(texts[0]).toContain('PagadoPagado el 11 de enero');
    expect(texts[1]).toContain('LiberadoCobrarás el 18 de enero');
    expect(texts[2]).toContain('RetenidoCobrarás el 18 de enero');
    expect(texts[3]).toContain('RetenidoCuando se emita');
    expect(texts[4]).toContain('En revisión');
    expect(texts[0]).toContain('135,00\u00a0€');
    expect(texts[1]).toContain('134,99\u00a0€');

    // The rows add up to the totals, and both say IVA is not in them.
    expect(screen.getByText('Por cobrar').nextElementSibling).toHaveTextContent('404,99 €');
    expect(screen.getByText('Cobrado').nextElementSibling).toHaveTextContent('135,00 €');
    expect(screen.getByText('Impuestos no incluidos.')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Importe sin impuestos:')).toHaveClass('sr-only');
    expect(screen.getByText('Autofactura A2027-000001')).toBeInTheDocument();
    expect(screen.getByText(/retención de IRPF 20,25/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Descargar PDF/ })).toHaveAttribute(
      'href',
      '/api/v1/private/billing/invoices/80000000-0000-4000-8000-000000000001/pdf',
    );
  });

  it('says what to do when there is nothing yet', async () => {
    stubApi({ 'GET /private/users/me/earnings': data({ items: [], invoices: [] }) });
    renderWithProviders(
      <MemoryRouter>
        <EarningsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Aún no tienes cobros')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver campañas contratadas' })).toHaveAttribute('href', '/campaigns/hired');
  });
});
