import { COMMISSION_RATE } from '@patrocina/domain';
import { formatEuros } from '@/lib/format';

/** The draft's live totals as the team types: the budget, the proposal, the commission and what is left. */
export function DraftTotals({ budget, total }: { budget: number; total: number }) {
  const remaining = budget - total;
  return (
    <>
      <dl aria-label="Totales" className="grid gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-4">
        <div>
          <dt className="text-sm text-ink-muted">Presupuesto</dt>
          <dd className="font-semibold">{formatEuros(budget * 100)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Total de la propuesta</dt>
          <dd className="font-semibold">{formatEuros(total * 100)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Comisión ({Math.round(COMMISSION_RATE * 100)} %)</dt>
          <dd className="font-semibold">{formatEuros(Math.round(total * COMMISSION_RATE * 100))}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Queda del presupuesto</dt>
          <dd className={`font-semibold ${remaining < 0 ? 'text-danger' : ''}`}>{formatEuros(remaining * 100)}</dd>
        </div>
      </dl>
      {remaining < 0 ? (
        <p className="text-sm font-medium text-danger">
          El total supera el presupuesto: quita acciones o podcasts antes de guardar.
        </p>
      ) : null}
    </>
  );
}
