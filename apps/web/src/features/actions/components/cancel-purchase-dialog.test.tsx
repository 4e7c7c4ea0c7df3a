import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INVOICE_DOCUMENT_LABELS, INVOICE_DOCUMENT_MESSAGES } from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { apiError, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { silenceToasts } from '@/test/toasts';
import { CancelPurchaseDialog } from './cancel-purchase-dialog';

const CAMPAIGN = '40000000-0000-4000-8000-000000000001';
const CANCEL = `PUT /private/backoffice/campaigns/${CAMPAIGN}/cancel-purchase`;
const REASON = 'El anunciante ha retirado el producto del mercado.';

beforeEach(silenceToasts);

describe('«Cancelar compra»', () => {
  it('asks for the reason with the API’s own rule before sending anything', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<CancelPurchaseDialog campaignId={CAMPAIGN} campaignName="Tueste" onClose={vi.fn()} />);
    expect(screen.getByText(INVOICE_DOCUMENT_LABELS.cancelPurchaseHelp)).toBeInTheDocument();
    await user.type(screen.getByLabelText(INVOICE_DOCUMENT_LABELS.cancelPurchaseReason), 'porque sí');
    await user.click(screen.getByRole('button', { name: INVOICE_DOCUMENT_LABELS.cancelPurchaseConfirm }));
    expect(await screen.findByText(INVOICE_DOCUMENT_MESSAGES.cancelReasonRequired)).toBeInTheDocument();
    expect(api.callsTo(CANCEL)).toEqual([]);
  });

  it('sends the reason, and tells the refusal without closing', async () => {
    const api = stubApi({ [CANCEL]: apiError(409, 'CONFLICT', INVOICE_DOCUMENT_MESSAGES.cancelAfterAiring) });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CancelPurchaseDialog campaignId={CAMPAIGN} campaignName="Tueste" onClose={onClose} />);
    await user.type(screen.getByLabelText(INVOICE_DOCUMENT_LABELS.cancelPurchaseReason), REASON);
    await user.click(screen.getByRole('button', { name: INVOICE_DOCUMENT_LABELS.cancelPurchaseConfirm }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(INVOICE_DOCUMENT_MESSAGES.cancelAfterAiring));
    expect(api.callsTo(CANCEL).map((call) => call.body)).toEqual([{ reason: REASON }]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
