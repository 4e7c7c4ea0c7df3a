import { useState } from 'react';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { eurosToCents } from '@patrocina/domain';
import { formatDateTime, formatEurosWithCents } from '@/lib/format';
import { runAndTell } from '@/lib/user-message';
import { sepaFileUrl, usePayoutRuns, useStartPayoutRun } from '../api/payout-runs';

/**
 * «Pagos a podcasters» (issue 19), admins only: the weekly runs, one started by hand («Lanzar pago
 * ahora», once a week), and each run's SEPA file for the bank.
 */
export function PayoutRunsPanel() {
  const runs = usePayoutRuns();
  const start = useStartPayoutRun();
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="payout-runs" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payout-runs" className="text-xl font-semibold">
          Pagos a podcasters
        </h2>
        <button type="button" className={buttonClass('primary', 'sm')} onClick={() => setConfirming(true)}>
          Lanzar pago ahora
        </button>
      </div>
      {runs.isPending ? (
        <p role="status" className="text-ink-muted">
          Cargando…
        </p>
      ) : runs.isError ? (
        <p role="alert" className="text-danger">
          No hemos podido leer los pagos. Inténtalo más tarde.
        </p>
      ) : runs.data.length === 0 ? (
        <p className="text-ink-muted">
          Aún no hay pagos. Se hacen solos cada semana; también puedes lanzar el de esta semana ahora.
        </p>
      ) : (
        <ul aria-label="Pagos" className="divide-y divide-line rounded-card border border-line bg-surface">
          {runs.data.map((run) => (
            <li key={run.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div>
                <p className="font-semibold">Semana {run.period}</p>
                <p className="text-sm text-ink-muted">
                  {formatDateTime(run.createdAt)} · {run.payoutCount} {run.payoutCount === 1 ? 'pago' : 'pagos'} ·{' '}
                  <span className="tabular-nums">{formatEurosWithCents(eurosToCents(run.totalNet))}</span>
                </p>
              </div>
              {run.payoutCount > 0 ? (
                <a href={sepaFileUrl(run.id)} className={buttonClass('secondary', 'sm')} download>
                  Descargar fichero SEPA<span className="sr-only"> de la semana {run.period}</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {confirming ? (
        <ConfirmDialog
          title="¿Lanzar el pago de esta semana?"
          confirmLabel="Lanzar pago"
          tone="primary"
          busy={start.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            void runAndTell(() => start.mutateAsync(), 'Pago lanzado: descarga el fichero SEPA para el banco.').then(
              () => setConfirming(false),
            )
          }
        >
          Pagaremos todo lo liberado a los podcasters con sus datos de facturación completos y emitiremos sus
          autofacturas. Solo hay un pago por semana.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
