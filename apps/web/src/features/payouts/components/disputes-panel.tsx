import { useState } from 'react';
import { DISPUTE_OUTCOME_LABELS, eurosToCents, isHttpUrl, type OpenDispute } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ExternalLink } from '@/components/facts';
import { formatDateTime, formatEuros } from '@/lib/format';
import { runAndTell } from '@/lib/user-message';
import { useOpenDisputes, useResolveDispute } from '../api/disputes';

type Decision = { dispute: OpenDispute; outcome: 'RELEASE' | 'REFUND' } | null;

/** The advertisers' open disputes (issue 19), admins only: each is released to the podcaster or refunded. */
export function DisputesPanel() {
  const disputes = useOpenDisputes();
  const resolve = useResolveDispute();
  const [decision, setDecision] = useState<Decision>(null);
  return (
    <section aria-labelledby="open-disputes" className="space-y-4">
      <h2 id="open-disputes" className="text-xl font-semibold">
        Reclamaciones abiertas
      </h2>
      {disputes.isPending ? (
        <p role="status" className="text-ink-muted">
          Cargando…
        </p>
      ) : disputes.isError ? (
        <p role="alert" className="text-danger">
          No hemos podido leer las reclamaciones. Inténtalo más tarde.
        </p>
      ) : disputes.data.length === 0 ? (
        <p className="text-ink-muted">No hay reclamaciones abiertas.</p>
      ) : (
        <ul aria-label="Reclamaciones" className="divide-y divide-line rounded-card border border-line bg-surface">
          {disputes.data.map((dispute) => (
            <li key={dispute.id} className="space-y-2 px-4 py-3">
              <p className="font-semibold">
                {dispute.campaignTitle} · {dispute.podcastTitle}
              </p>
              <p className="text-sm text-ink-muted">
                {formatDateTime(dispute.createdAt)} · precio {formatEuros(eurosToCents(dispute.price))} · al podcaster{' '}
                {formatEuros(eurosToCents(dispute.earnings))}
                {dispute.episodeUrl && isHttpUrl(dispute.episodeUrl) ? (
                  <>
                    {' · '}
                    <ExternalLink href={dispute.episodeUrl} className="text-accent-700 underline">
                      Escucha la emisión<span className="sr-only"> (se abre en otra pestaña)</span>
                    </ExternalLink>
                  </>
                ) : null}
              </p>
              <p className="break-words whitespace-pre-wrap">{dispute.reason}</p>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  onClick={() => setDecision({ dispute, outcome: 'RELEASE' })}
                >
                  {DISPUTE_OUTCOME_LABELS.RELEASE}
                </button>
                <button
                  type="button"
                  className={buttonClass('danger', 'sm')}
                  onClick={() => setDecision({ dispute, outcome: 'REFUND' })}
                >
                  {DISPUTE_OUTCOME_LABELS.REFUND}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {decision ? (
        <ConfirmDialog
          title={`¿${DISPUTE_OUTCOME_LABELS[decision.outcome]}?`}
          confirmLabel={DISPUTE_OUTCOME_LABELS[decision.outcome]}
          tone={decision.outcome === 'REFUND' ? 'danger' : 'primary'}
          busy={resolve.isPending}
          onCancel={() => setDecision(null)}
          onConfirm={() =>
            void runAndTell(
              () => resolve.mutateAsync({ id: decision.dispute.id, outcome: decision.outcome }),
              decision.outcome === 'REFUND'
                ? 'Acción devuelta al anunciante. Les hemos avisado.'
                : 'Pago liberado al podcaster. Les hemos avisado.',
            ).then(() => setDecision(null))
          }
        >
          {decision.outcome === 'REFUND'
            ? `Devolveremos al anunciante el precio de la acción con su IVA y el podcaster no la cobrará.`
            : `El podcaster cobrará la acción en el próximo pago semanal.`}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
