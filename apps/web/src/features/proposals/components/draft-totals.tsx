import { COMMISSION_RATE } from '@patrocina/domain';
import { formatEuros } from '@/lib/format';
import { Fact } from '@/components/facts';

/** The draft's live totals as the team types, in cents: the budget, the proposal, the commission and what is left. */
export function DraftTotals({ budgetCents, totalCents }: { budgetCents: number; totalCents: number }) {
  const remainingCents = budgetCents - totalCents;
  const figures = [
    { label: 'Presupuesto', cents: budgetCents },
    { label: 'Total de la propuesta', cents: totalCents },
    { label: `Comisión (${Math.round(COMMISSION_RATE * 100)} %)`, cents: Math.round(totalCents * COMMISSION_RATE) },
  ];
  return (
    <>
      <dl aria-label="Totales" className="grid gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-4">
        {figures.map(({ label, cents }) => (
          <Fact key={label} label={label} valueClassName="font-semibold">
            {formatEuros(cents)}
          </Fact>
        ))}
        <Fact label="Queda del presupuesto" valueClassName={`font-semibold ${remainingCents < 0 ? 'text-danger' : ''}`}>
          {formatEuros(remainingCents)}
        </Fact>
      </dl>
      {remainingCents < 0 ? (
        <p className="text-sm font-medium text-danger">
          El total supera el presupuesto: quita acciones o podcasts antes de guardar.
        </p>
      ) : null}
    </>
  );
}
