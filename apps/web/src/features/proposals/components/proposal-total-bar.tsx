import { withVat } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { formatEurosWithCents } from '@/lib/format';

/** Base imponible, IVA and total a pagar of an amount in cents (DESIGN.md's words). */
export function TaxLines({ baseCents, emphasis = true }: { baseCents: number; emphasis?: boolean }) {
  const taxed = withVat(baseCents);
  return (
    <dl className="grid grid-cols-3 gap-x-4 gap-y-1 text-sm">
      <div>
        <dt className="text-ink-muted">Base imponible</dt>
        <dd className="font-medium tabular-nums">{formatEurosWithCents(taxed.baseCents)}</dd>
      </div>
      <div>
        <dt className="text-ink-muted">IVA ({taxed.vatPercent} %)</dt>
        <dd className="font-medium tabular-nums">{formatEurosWithCents(taxed.vatCents)}</dd>
      </div>
      <div>
        <dt className="text-ink-muted">Total a pagar</dt>
        <dd className={`tabular-nums ${emphasis ? 'text-lg font-bold' : 'font-semibold'}`}>
          {formatEurosWithCents(taxed.totalCents)}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The proposal page's foot, stuck to the bottom of the screen while the list scrolls: how many podcasts
 * are chosen, the base, the IVA and the total to pay, «Seleccionar todas las aceptadas» and «Confirmar
 * propuesta». `error` is the last refusal, said where the button is.
 */
export function ProposalTotalBar({
  pickedCount,
  baseCents,
  acceptedCount,
  allAcceptedPicked,
  busy,
  error,
  onSelectAccepted,
  onConfirm,
}: {
  pickedCount: number;
  baseCents: number;
  acceptedCount: number;
  allAcceptedPicked: boolean;
  busy: boolean;
  error: string | null;
  onSelectAccepted: () => void;
  onConfirm: () => void;
}) {
  return (
    <section
      aria-label="Total de tu elección"
      className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-surface/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur sm:mx-0 sm:rounded-t-card sm:border-x"
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="space-y-1">
          <p className="text-sm font-semibold" aria-live="polite">
            {pickedCount === 0
              ? 'Aún no has elegido ningún podcast'
              : `${pickedCount} ${pickedCount === 1 ? 'podcast elegido' : 'podcasts elegidos'}`}
          </p>
          <TaxLines baseCents={baseCents} />
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={onSelectAccepted}
            disabled={acceptedCount === 0 || allAcceptedPicked}
          >
            Seleccionar todas las aceptadas
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={onConfirm}
            disabled={pickedCount === 0 || busy}
          >
            Confirmar propuesta
          </button>
        </div>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {error} Tu elección sigue aquí: puedes intentarlo de nuevo.
        </p>
      ) : null}
    </section>
  );
}
