import { Link } from 'react-router';
import { LEDGER_KIND_LABELS, type LedgerSummary } from '@patrocina/domain';
import { Fact } from '@/components/facts';
import { LoadFailed } from '@/components/load-failed';
import { PageTitleBar } from '@/components/page-title-bar';
import { formatDateTime, formatEurosWithCents } from '@/lib/format';
import { useLedger } from '../api/ledger';

const BIG = 'text-2xl font-semibold tabular-nums';

/**
 * `/backoffice/ledger`, «Contabilidad» (issue 19 "The ledger"): the money received against where it
 * went (payouts, refunds, commission, taxes) and what the company still holds for others (escrow), the
 * check that they balance, and the latest movements. Admins only; the books are exact to the cent.
 */
export function LedgerPage() {
  const ledger = useLedger();
  return (
    <>
      <PageTitleBar title="Contabilidad" />
      <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6">
        <p>
          <Link to="/backoffice" className="text-accent-700 underline">
            Volver al back office
          </Link>
        </p>
        {ledger.isPending ? (
          <p role="status" className="text-ink-muted">
            Cargando…
          </p>
        ) : ledger.isError ? (
          <LoadFailed title="No hemos podido leer la contabilidad." onRetry={() => void ledger.refetch()} />
        ) : (
          <Books books={ledger.data} />
        )}
      </div>
    </>
  );
}

function Books({ books }: { books: LedgerSummary }) {
  const taxes = books.vatCents + books.irpfCents;
  return (
    <>
      <section aria-labelledby="books-check" className="rounded-card border border-line bg-surface p-6">
        <h2 id="books-check" className="text-lg font-semibold">
          {books.balanced ? 'Las cuentas cuadran' : 'Las cuentas no cuadran'}
        </h2>
        <p
          className={books.balanced ? 'mt-1 text-ink-muted' : 'mt-1 text-danger'}
          role={books.balanced ? undefined : 'alert'}
        >
          Dinero recibido = pagos a podcasters + devoluciones + comisión + impuestos retenidos + depósito.
        </p>
        <p className="mt-3 tabular-nums">
          {formatEurosWithCents(books.receivedCents)} = {formatEurosWithCents(books.paidOutCents)} +{' '}
          {formatEurosWithCents(books.refundedCents)} + {formatEurosWithCents(books.commissionCents)} +{' '}
          {formatEurosWithCents(taxes)} + {formatEurosWithCents(books.escrow.totalCents)}
        </p>
      </section>

      <dl className="grid gap-6 sm:grid-cols-3">
        <Fact label="Dinero recibido" valueClassName={BIG}>
          {formatEurosWithCents(books.receivedCents)}
        </Fact>
        <Fact label="Pagado a podcasters" valueClassName={BIG}>
          {formatEurosWithCents(books.paidOutCents)}
        </Fact>
        <Fact label="Devuelto a anunciantes" valueClassName={BIG}>
          {formatEurosWithCents(books.refundedCents)}
        </Fact>
        <Fact label="Comisión" valueClassName={BIG}>
          {formatEurosWithCents(books.commissionCents)}
        </Fact>
        <Fact label="Impuestos retenidos" valueClassName={BIG}>
          {formatEurosWithCents(taxes)}
          <span className="block text-sm font-normal text-ink-muted">
            IVA {formatEurosWithCents(books.vatCents)} · IRPF {formatEurosWithCents(books.irpfCents)}
          </span>
        </Fact>
        <Fact label="En depósito" valueClassName={BIG}>
          {formatEurosWithCents(books.escrow.totalCents)}
          <span className="block text-sm font-normal text-ink-muted">
            Retenido {formatEurosWithCents(books.escrow.heldCents)} · Liberado{' '}
            {formatEurosWithCents(books.escrow.releasedCents)} · Sin aplicar{' '}
            {formatEurosWithCents(books.escrow.unappliedCents)}
          </span>
        </Fact>
      </dl>
      <p className="text-ink-muted">
        Saldo que debe tener la cuenta del banco:{' '}
        <strong className="text-ink">{formatEurosWithCents(books.bankCents)}</strong>
      </p>

      <section aria-labelledby="books-recent">
        <h2 id="books-recent" className="text-lg font-semibold">
          Últimos movimientos
        </h2>
        {books.recent.length === 0 ? (
          <p className="mt-2 text-ink-muted">Todavía no hay movimientos.</p>
        ) : (
          <div className="mt-3 overflow-x-auto rounded-card border border-line bg-surface">
            <table className="w-full text-left text-sm">
              <thead className="text-ink-muted">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Fecha
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Movimiento
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Campaña
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-medium">
                    Importe
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {books.recent.map((posting) => (
                  <tr key={posting.postingId}>
                    <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(posting.occurredAt)}</td>
                    <th scope="row" className="px-4 py-2 text-left font-normal">
                      {LEDGER_KIND_LABELS[posting.kind]}
                      {posting.memo ? <span className="block text-ink-muted">{posting.memo}</span> : null}
                    </th>
                    <td className="px-4 py-2">
                      {posting.campaignId ? (
                        <Link to={`/backoffice/campaigns/${posting.campaignId}`} className="text-accent-700 underline">
                          Ver campaña
                        </Link>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="px-4 py-2 text-right whitespace-nowrap tabular-nums">
                      {formatEurosWithCents(posting.amountCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
