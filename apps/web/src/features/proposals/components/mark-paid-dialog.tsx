import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { formatEurosWithCents } from '@/lib/format';
import { runAndTell } from '@/lib/user-message';
import { useMarkPaid, usePaymentDue } from '../api/backoffice-proposal';

/** What is due and what has arrived, so the admin confirms knowing what they vouch for. */
function PaymentFacts({ campaignId }: { campaignId: string }) {
  const due = usePaymentDue(campaignId);
  if (due.isPending) return <p className="h-16 animate-pulse rounded bg-line" aria-hidden="true" />;
  if (due.isError) {
    // A campaign bought before invoices existed has none: the confirmation still works.
    return due.error instanceof ApiError && due.error.status === 404 ? null : (
      <p role="alert" className="text-danger">
        No hemos podido leer lo que se debe. Puedes confirmar igualmente.
      </p>
    );
  }
  const { invoiceCode, totalCents, reference, receivedCents } = due.data;
  const missing = totalCents - receivedCents;
  return (
    <div className="mb-3 space-y-2">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt>Importe de la factura {invoiceCode}</dt>
        <dd className="font-semibold text-ink tabular-nums">{formatEurosWithCents(totalCents)}</dd>
        <dt>Referencia</dt>
        <dd className="font-semibold text-ink tabular-nums">{reference}</dd>
        <dt>Ha llegado por transferencia</dt>
        <dd className="font-semibold text-ink tabular-nums">{formatEurosWithCents(receivedCents)}</dd>
      </dl>
      {missing > 0 ? (
        <p>
          Faltan <strong className="text-ink">{formatEurosWithCents(missing)}</strong>: al confirmar, los anotaremos
          como recibidos por otra vía.
        </p>
      ) : null}
    </div>
  );
}

/**
 * An admin confirms that the advertiser paid what they bought: the chosen podcasters move on to plan
 * their dates. Closes whatever the answer; a refusal is told in a toast.
 */
export function MarkPaidDialog({ campaignId, onClose }: { campaignId: string; onClose: () => void }) {
  const paid = useMarkPaid(campaignId);

  async function confirm() {
    await runAndTell(
      () => paid.mutateAsync(undefined),
      'Pago confirmado: los podcasters ya pueden planificar sus fechas',
    );
    onClose();
  }

  return (
    <ConfirmDialog
      title="¿Confirmar el pago?"
      confirmLabel="Sí, está pagada"
      tone="primary"
      busy={paid.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <PaymentFacts campaignId={campaignId} />
      Avisaremos al anunciante y los podcasters elegidos pasarán a planificar las fechas de sus acciones.
    </ConfirmDialog>
  );
}
