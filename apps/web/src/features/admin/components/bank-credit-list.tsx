import { useId, useState } from 'react';
import {
  CREDIT_REASON_LABELS,
  type AdvertiserBalance,
  type BankCredits,
  type InvoiceSummary,
  type PendingCredit,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { formatDate, formatEurosWithCents } from '@/lib/format';
import { runAndTell } from '@/lib/user-message';
import { useApplyCredit, useRefundBalance, useRefundCredit } from '../api/bank-credits';

const invoiceLabel = (invoice: InvoiceSummary) =>
  `${invoice.code} · ${invoice.brand}: ${invoice.campaignName} · ${formatEurosWithCents(invoice.totalCents - invoice.receivedCents)} por cobrar`;

/** «Aplicar a la campaña»: the admin picks the invoice the credit pays, then confirms. */
function ApplyDialog({
  credit,
  invoices,
  onClose,
}: {
  credit: PendingCredit;
  invoices: InvoiceSummary[];
  onClose: () => void;
}) {
  const apply = useApplyCredit();
  const selectId = useId();
  const [invoiceId, setInvoiceId] = useState(credit.invoice?.id ?? invoices[0]?.id ?? '');
  const chosen = invoices.find((invoice) => invoice.id === invoiceId) ?? null;
  const due = chosen ? chosen.totalCents - chosen.receivedCents : 0;

  async function confirm() {
    if (!chosen) return;
    const paysAll = credit.amountCents >= due;
    const done = await runAndTell(
      () => apply.mutateAsync({ id: credit.id, invoiceId: chosen.id }),
      paysAll ? 'Abono aplicado: la campaña queda pagada' : 'Abono aplicado: la factura sigue esperando el resto',
    );
    if (done) onClose();
  }

  return (
    <ConfirmDialog
      title="¿Aplicar el abono a una campaña?"
      confirmLabel="Aplicar"
      tone="primary"
      busy={apply.isPending || !chosen}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>
        Abono de {formatEurosWithCents(credit.amountCents)} del {formatDate(credit.bookedOn)}.
      </p>
      {invoices.length === 0 ? (
        <p className="mt-3">No hay ninguna factura pendiente de pago.</p>
      ) : (
        <label htmlFor={selectId} className="mt-3 block text-sm font-semibold text-ink">
          Factura
          <select
            id={selectId}
            value={invoiceId}
            onChange={(event) => setInvoiceId(event.target.value)}
            className="mt-1 block w-full rounded-control border border-line-strong bg-surface px-2 py-1.5 font-normal"
          >
            {invoices.map((invoice) => (
              <option key={invoice.id} value={invoice.id}>
                {invoiceLabel(invoice)}
              </option>
            ))}
          </select>
        </label>
      )}
      {chosen ? (
        <p className="mt-3 text-sm">
          {credit.amountCents === due
            ? 'Con este abono la factura queda pagada y la campaña pasa a planificar fechas.'
            : credit.amountCents > due
              ? `Con este abono la factura queda pagada; sobran ${formatEurosWithCents(credit.amountCents - due)}, que quedan como saldo del anunciante.`
              : `Faltarán ${formatEurosWithCents(due - credit.amountCents)} para pagar la factura.`}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

function RefundDialog({ credit, onClose }: { credit: PendingCredit; onClose: () => void }) {
  const refund = useRefundCredit();
  async function confirm() {
    const done = await runAndTell(() => refund.mutateAsync({ id: credit.id }), 'Devolución anotada');
    if (done) onClose();
  }
  return (
    <ConfirmDialog
      title="¿Devolver el abono?"
      confirmLabel="Devolver"
      busy={refund.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      Anotaremos la devolución de {formatEurosWithCents(credit.amountCents)}
      {credit.payerName ? ` a ${credit.payerName}` : ''}. Haz la transferencia de vuelta desde el banco.
    </ConfirmDialog>
  );
}

function RefundBalanceDialog({ balance, onClose }: { balance: AdvertiserBalance; onClose: () => void }) {
  const refund = useRefundBalance();
  async function confirm() {
    const done = await runAndTell(() => refund.mutateAsync({ invoiceId: balance.invoiceId }), 'Devolución anotada');
    if (done) onClose();
  }
  return (
    <ConfirmDialog
      title="¿Devolver el saldo?"
      confirmLabel="Devolver saldo"
      busy={refund.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      Anotaremos la devolución de {formatEurosWithCents(balance.amountCents)} a {balance.recipientName}, lo que llegó de
      más para la factura {balance.invoiceCode}. Haz la transferencia de vuelta desde el banco.
    </ConfirmDialog>
  );
}

/** The credits of imported statements that wait for a person, and what is kept as balance. */
export function BankCreditList({ data }: { data: BankCredits }) {
  const [open, setOpen] = useState<{ credit: PendingCredit; action: 'apply' | 'refund' } | null>(null);
  const [refunding, setRefunding] = useState<AdvertiserBalance | null>(null);
  return (
    <>
      <section aria-labelledby="pending-credits" className="space-y-3">
        <h2 id="pending-credits" className="text-lg font-semibold">
          Abonos por resolver
        </h2>
        {data.pending.length === 0 ? (
          <EmptyState title="No hay abonos por resolver">
            Los abonos que no cuadran con una factura aparecerán aquí al subir un extracto.
          </EmptyState>
        ) : (
          <ul
            aria-label="Abonos por resolver"
            className="divide-y divide-line rounded-card border border-line bg-surface"
          >
            {data.pending.map((credit) => (
              <li key={credit.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="text-lg font-semibold tabular-nums">{formatEurosWithCents(credit.amountCents)}</p>
                  <p className="text-sm text-ink-muted">
                    {formatDate(credit.bookedOn)} · {CREDIT_REASON_LABELS[credit.reason]}
                    {credit.payerName ? ` · ${credit.payerName}` : ''}
                  </p>
                  <p className="text-sm break-words">{credit.remittance || 'Sin concepto'}</p>
                  {credit.invoice ? (
                    <p className="text-sm text-ink-muted">Referencia de {invoiceLabel(credit.invoice)}</p>
                  ) : null}
                </div>
                <div className="flex gap-2">
                  {/* Money in another currency pays no invoice in euros: it can only go back. */}
                  {credit.reason === 'OTHER_CURRENCY' ? null : (
                    <button
                      type="button"
                      className={buttonClass('primary', 'sm')}
                      onClick={() => setOpen({ credit, action: 'apply' })}
                    >
                      Aplicar a la campaña
                    </button>
                  )}
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    onClick={() => setOpen({ credit, action: 'refund' })}
                  >
                    Devolver
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {data.balances.length > 0 ? (
        <section aria-labelledby="balances" className="space-y-3">
          <h2 id="balances" className="text-lg font-semibold">
            Saldo a favor de anunciantes
          </h2>
          <ul aria-label="Saldos" className="divide-y divide-line rounded-card border border-line bg-surface">
            {data.balances.map((balance) => (
              <li
                key={balance.invoiceId}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm"
              >
                <span>
                  {balance.recipientName} · {balance.brand}: {balance.campaignName} · factura {balance.invoiceCode}
                </span>
                <span className="flex items-center gap-3">
                  <span className="font-semibold tabular-nums">{formatEurosWithCents(balance.amountCents)}</span>
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    onClick={() => setRefunding(balance)}
                  >
                    Devolver saldo <span className="sr-only">de la factura {balance.invoiceCode}</span>
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {open?.action === 'apply' ? (
        <ApplyDialog credit={open.credit} invoices={data.openInvoices} onClose={() => setOpen(null)} />
      ) : null}
      {open?.action === 'refund' ? <RefundDialog credit={open.credit} onClose={() => setOpen(null)} /> : null}
      {refunding ? <RefundBalanceDialog balance={refunding} onClose={() => setRefunding(null)} /> : null}
    </>
  );
}
