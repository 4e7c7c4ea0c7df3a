import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CampaignInvoice } from '@patrocina/domain';
import { data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { CampaignInvoices } from './campaign-invoices';

const CAMPAIGN = '40000000-0000-4000-8000-000000000001';
const LIST = `GET /private/campaigns/${CAMPAIGN}/invoices`;

const INVOICE: CampaignInvoice = {
  id: '60000000-0000-4000-8000-000000000001',
  code: '2027-000001',
  kind: 'INVOICE',
  issuedAt: '2027-01-04T10:00:00.000Z',
  totalCents: 121_000,
  downloadUrl: '/api/v1/private/billing/invoices/60000000-0000-4000-8000-000000000001/pdf',
};
const CREDIT_NOTE: CampaignInvoice = {
  ...INVOICE,
  id: '60000000-0000-4000-8000-000000000002',
  code: 'R2027-000001',
  kind: 'CREDIT_NOTE',
  issuedAt: '2027-01-10T10:00:00.000Z',
  totalCents: -121_000,
  downloadUrl: '/api/v1/private/billing/invoices/60000000-0000-4000-8000-000000000002/pdf',
};

describe('a campaign’s invoices', () => {
  it('lists the invoice and its credit note with their dates, totals and PDF downloads', async () => {
    stubApi({ [LIST]: data({ invoices: [INVOICE, CREDIT_NOTE] }) });
    renderWithProviders(<CampaignInvoices campaignId={CAMPAIGN} />);
    expect(await screen.findByRole('heading', { name: 'Facturas' })).toBeInTheDocument();
    expect(screen.getByText('Factura 2027-000001')).toBeInTheDocument();
    expect(screen.getByText('Factura rectificativa R2027-000001')).toBeInTheDocument();
    expect(screen.getByText(/Total: -1\.210,00 €/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar factura 2027-000001' })).toHaveAttribute(
      'href',
      INVOICE.downloadUrl,
    );
    expect(screen.getByRole('link', { name: 'Descargar factura rectificativa R2027-000001' })).toHaveAttribute(
      'href',
      CREDIT_NOTE.downloadUrl,
    );
  });

  it('offers only the download links on a card, and none to a viewer who may not download', async () => {
    stubApi({ [LIST]: data({ invoices: [INVOICE, { ...CREDIT_NOTE, downloadUrl: null }] }) });
    renderWithProviders(<CampaignInvoices campaignId={CAMPAIGN} compact />);
    expect(await screen.findByRole('link', { name: 'Descargar factura 2027-000001' })).toHaveTextContent(
      'Descargar factura',
    );
    expect(screen.queryByRole('link', { name: /R2027-000001/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows nothing while a campaign has no invoice', async () => {
    const api = stubApi({ [LIST]: data({ invoices: [] }) });
    const { container } = renderWithProviders(<CampaignInvoices campaignId={CAMPAIGN} />);
    await vi.waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
