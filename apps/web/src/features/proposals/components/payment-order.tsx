import type { RefObject } from 'react';
import { paymentReference, stageOf, type Campaign } from '@patrocina/domain';
import { ApiError } from '@/lib/api-client';
import { formatEurosWithCents } from '@/lib/format';
import { usePaymentOrder } from '../api/payment-order';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="font-semibold break-words tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * After the purchase: the payment order, as the e-mail sends it (DOMAIN.md "Paying"): the amount with
 * IVA, where to send it, the reference, the invoice, and the SEPA QR code a banking app scans.
 */
export function PaymentOrder({
  campaign,
  headingRef,
}: {
  campaign: Campaign;
  /** The heading focus moves to once «Sí, confirmar» has bought (tabindex -1: reached by script only). */
  headingRef?: RefObject<HTMLHeadingElement | null> | undefined;
}) {
  const awaiting = stageOf(campaign.substatus) === 'AWAITING_PAYMENT';
  const order = usePaymentOrder(campaign.id);
  return (
    <section aria-labelledby="payment-order" className="space-y-3 rounded-card border border-line bg-surface p-5">
      <h2 ref={headingRef} tabIndex={-1} id="payment-order" className="text-lg font-semibold">
        Orden de pago
      </h2>
      <p className="text-ink-muted">
        {awaiting
          ? 'Haz la transferencia con esta referencia para que podamos identificarla. Te hemos enviado la orden por correo.'
          : 'Pago recibido. Gracias.'}
      </p>
      {order.isPending ? (
        <div aria-hidden="true" className="grid gap-3 sm:grid-cols-[1fr_auto]">
          <div className="h-28 animate-pulse rounded bg-line" />
          <div className="size-40 animate-pulse rounded bg-line" />
        </div>
      ) : order.isError ? (
        // A campaign bought before invoices existed has no order to show: its reference still identifies it.
        order.error instanceof ApiError && order.error.status === 404 ? (
          <p>
            Referencia: <span className="font-semibold tabular-nums">{paymentReference(campaign.id)}</span>
          </p>
        ) : (
          <p role="alert" className="text-danger">
            No hemos podido cargar la orden de pago. Inténtalo más tarde.
          </p>
        )
      ) : (
        <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
          <div className="grid gap-3">
            {/* On a phone the total takes a line of its own: three columns leave it no room. */}
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 sm:gap-y-1">
              <div>
                <dt className="text-ink-muted">Base imponible</dt>
                <dd className="font-medium tabular-nums">{formatEurosWithCents(order.data.baseCents)}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">
                  {order.data.reverseCharge ? 'IVA (inversión del sujeto pasivo)' : `IVA (${order.data.vatPercent} %)`}
                </dt>
                <dd className="font-medium tabular-nums">{formatEurosWithCents(order.data.vatCents)}</dd>
              </div>
              <div className="col-span-2 sm:col-span-1">
                <dt className="text-ink-muted">Total a pagar</dt>
                <dd className="text-2xl font-bold tabular-nums">{formatEurosWithCents(order.data.totalCents)}</dd>
              </div>
            </dl>
            <dl className="grid gap-3">
              <Fact label="Beneficiario" value={order.data.beneficiary} />
              <Fact label="IBAN" value={order.data.iban} />
              {order.data.bic ? <Fact label="BIC" value={order.data.bic} /> : null}
              <Fact label="Referencia (ponla en el concepto)" value={order.data.reference} />
              <Fact label="Factura" value={order.data.invoiceCode} />
            </dl>
          </div>
          {awaiting && order.data.qrDataUrl ? (
            <figure className="flex flex-col items-center gap-2">
              <img
                src={order.data.qrDataUrl}
                width={160}
                height={160}
                alt="Código QR de la transferencia: ábrelo con la app de tu banco"
                className="rounded border border-line"
              />
              <figcaption className="max-w-40 text-center text-sm text-ink-muted">
                Escanéalo con la app de tu banco: rellena la transferencia por ti.
              </figcaption>
            </figure>
          ) : null}
        </div>
      )}
    </section>
  );
}
