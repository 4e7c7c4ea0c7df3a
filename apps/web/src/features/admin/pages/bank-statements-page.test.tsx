import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, type BankCredits } from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { apiError, data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { silenceToasts } from '@/test/toasts';
import { BankStatementsPage } from './bank-statements-page';

const INVOICE = {
  id: '00000000-0000-4000-8000-0000000000a1',
  code: '2026-000012',
  reference: 'PAT-ABCDEF0123',
  totalCents: 121_000,
  receivedCents: 0,
  campaignId: '00000000-0000-4000-8000-0000000000c1',
  campaignName: 'Lanzamiento de otoño',
  brand: 'Café Aroma',
};
const PARTIAL = {
  id: '00000000-0000-4000-8000-0000000000b1',
  bookedOn: '2026-11-23',
  amountCents: 60_500,
  remittance: 'pago parcial pat-abcdef0123',
  payerName: 'Librería Núñez',
  reason: 'PARTIAL' as const,
  invoice: INVOICE,
};
const WITH_PENDING: BankCredits = { pending: [PARTIAL], balances: [], openInvoices: [INVOICE] };
const EMPTY: BankCredits = { pending: [], balances: [], openInvoices: [] };

function renderPage() {
  const router = createMemoryRouter([{ path: '/backoffice/bank-statements', element: <BankStatementsPage /> }], {
    initialEntries: ['/backoffice/bank-statements'],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return userEvent.setup();
}

const statement = () => new File(['11…'], 'extracto.n43', { type: 'text/plain' });

beforeEach(silenceToasts);

describe('«Extractos bancarios»', () => {
  it('uploads a statement and says what it did: paid, pending and ignored', async () => {
    const api = stubApi({
      'GET /private/backoffice/bank-credits': (_call, count) => data(count === 1 ? EMPTY : WITH_PENDING)(),
      'POST /private/backoffice/bank-statements': data({
        statementId: '00000000-0000-4000-8000-0000000000d1',
        format: 'NORMA43',
        alreadyImported: false,
        matched: 1,
        pending: 1,
        ignored: 2,
      }),
    });
    const user = renderPage();
    expect(await screen.findByText('No hay abonos por resolver')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Elegir el extracto'), statement());
    const result = await screen.findByRole('status');
    // Each figure once, large, with its words under it (not «1 1 campaña pagada»).
    expect(result).toHaveTextContent(
      /^Extracto importado: Norma 43 \(AEB\)1\s*campaña pagada1\s*abono por resolver2\s*movimientos ignorados/,
    );
    expect(api.callsTo('POST /private/backoffice/bank-statements')[0]!.body).toBeInstanceOf(FormData);
    // The list is read again: the new pending credit shows.
    expect(await screen.findByRole('list', { name: 'Abonos por resolver' })).toHaveTextContent('605,00');
  });

  it('says when the same statement was already imported, and shows a refused file’s reason', async () => {
    stubApi({
      'GET /private/backoffice/bank-credits': data(EMPTY),
      'POST /private/backoffice/bank-statements': (_call, count) =>
        count === 1
          ? data({
              statementId: '00000000-0000-4000-8000-0000000000d1',
              format: 'CAMT053',
              alreadyImported: true,
              matched: 0,
              pending: 0,
              ignored: 0,
            })()
          : apiError(400, 'VALIDATION_ERROR', PAYMENT_MESSAGES.unknownStatement)(),
    });
    const user = renderPage();
    await screen.findByText('No hay abonos por resolver');

    await user.upload(screen.getByLabelText('Elegir el extracto'), statement());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Este extracto ya estaba importado: no ha cambiado nada.',
    );
    await user.upload(screen.getByLabelText('Elegir el extracto'), statement());
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.unknownStatement);
  });

  it('applies a pending credit to the invoice chosen, after a confirmation that says what is left', async () => {
    const api = stubApi({
      'GET /private/backoffice/bank-credits': (_call, count) => data(count === 1 ? WITH_PENDING : EMPTY)(),
      [`POST /private/backoffice/bank-credits/${PARTIAL.id}/apply`]: data(EMPTY),
    });
    const user = renderPage();
    const list = await screen.findByRole('list', { name: 'Abonos por resolver' });
    expect(list).toHaveTextContent('Menos de lo que se debe');
    expect(list).toHaveTextContent('Librería Núñez');

    await user.click(within(list).getByRole('button', { name: 'Aplicar a la campaña' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Aplicar el abono a una campaña?' });
    expect(within(dialog).getByLabelText('Factura')).toHaveValue(INVOICE.id);
    expect(dialog).toHaveTextContent(/Faltarán 605,00\s€ para pagar la factura/);
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));

    expect(api.callsTo(`POST /private/backoffice/bank-credits/${PARTIAL.id}/apply`)[0]!.body).toEqual({
      invoiceId: INVOICE.id,
    });
    expect(toast.success).toHaveBeenCalledWith('Abono aplicado: la factura sigue esperando el resto');
    expect(await screen.findByText('No hay abonos por resolver')).toBeInTheDocument();
  });

  it('refunds a pending credit only after its confirmation', async () => {
    const api = stubApi({
      'GET /private/backoffice/bank-credits': data(WITH_PENDING),
      [`POST /private/backoffice/bank-credits/${PARTIAL.id}/refund`]: data(EMPTY),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Devolver' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Devolver el abono?' });
    expect(dialog).toHaveTextContent(/605,00\s€ a Librería Núñez/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo(`POST /private/backoffice/bank-credits/${PARTIAL.id}/refund`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Devolver' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: '¿Devolver el abono?' })).getByRole('button', {
        name: 'Devolver',
      }),
    );
    expect(api.callsTo(`POST /private/backoffice/bank-credits/${PARTIAL.id}/refund`)).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Devolución anotada');
  });

  it('gives an advertiser’s balance back only after its confirmation', async () => {
    const balance = {
      invoiceId: INVOICE.id,
      invoiceCode: INVOICE.code,
      recipientName: 'Café Aroma, S.L.',
      brand: INVOICE.brand,
      campaignName: INVOICE.campaignName,
      amountCents: 9_000,
    };
    const api = stubApi({
      'GET /private/backoffice/bank-credits': (_call, count) =>
        data(count === 1 ? { ...EMPTY, balances: [balance] } : EMPTY)(),
      [`POST /private/backoffice/balances/${INVOICE.id}/refund`]: data(EMPTY),
    });
    const user = renderPage();
    const balances = await screen.findByRole('list', { name: 'Saldos' });
    await user.click(within(balances).getByRole('button', { name: `Devolver saldo de la factura ${INVOICE.code}` }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Devolver el saldo?' });
    expect(dialog).toHaveTextContent(/90,00\s€ a Café Aroma, S.L./);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo(`POST /private/backoffice/balances/${INVOICE.id}/refund`)).toHaveLength(0);

    await user.click(within(balances).getByRole('button', { name: /Devolver saldo/ }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: '¿Devolver el saldo?' })).getByRole('button', {
        name: 'Devolver saldo',
      }),
    );
    expect(api.callsTo(`POST /private/backoffice/balances/${INVOICE.id}/refund`)).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Devolución anotada');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Saldos' })).not.toBeInTheDocument());
  });

  it('offers only «Devolver» for a credit in another currency', async () => {
    const dollars = { ...PARTIAL, reason: 'OTHER_CURRENCY' as const, invoice: null };
    stubApi({ 'GET /private/backoffice/bank-credits': data({ ...WITH_PENDING, pending: [dollars] }) });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Abonos por resolver' });
    expect(list).toHaveTextContent('En otra moneda, no en euros');
    expect(within(list).getByRole('button', { name: 'Devolver' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Aplicar a la campaña' })).not.toBeInTheDocument();
  });

  it('says so when the credits cannot be read, with a way to retry', async () => {
    stubApi({ 'GET /private/backoffice/bank-credits': apiError(500, 'INTERNAL', 'x') });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('No hemos podido leer los abonos.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
