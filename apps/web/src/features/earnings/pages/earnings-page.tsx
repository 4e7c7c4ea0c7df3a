import { Link } from 'react-router';
import { eurosToCents, spanishDay, type MyEarnings } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Fact } from '@/components/facts';
import { LoadFailed } from '@/components/load-failed';
import { PageTitleBar } from '@/components/page-title-bar';
import { formatEurosWithCents } from '@/lib/format';
import { invoicePdfUrl, useMyEarnings } from '../api/get-my-earnings';
import { EarningsStatusLine } from '../components/earnings-status';

/**
 * Money first (DESIGN.md): what is on its way and what is already paid, large and side by side. With
 * cents, like each action's row: an action's earnings are cut to the cent, so whole euros would not
 * add up.
 */
function Totals({ earnings }: { earnings: MyEarnings }) {
  const sum = (statuses: string[]) =>
    earnings.items
      .filter((item) => statuses.includes(item.status))
      .reduce((total, item) => total + eurosToCents(item.earnings), 0);
  return (
    <dl className="grid gap-4 rounded-card border border-line bg-surface p-5 sm:grid-cols-3">
      <Fact label="Por cobrar" valueClassName="text-3xl font-bold tracking-tight tabular-nums text-accent-800">
        {formatEurosWithCents(sum(['HELD', 'RELEASED']))}
      </Fact>
      <Fact label="En revisión" valueClassName="text-2xl font-bold tracking-tight tabular-nums">
        {formatEurosWithCents(sum(['DISPUTED']))}
      </Fact>
      <Fact label="Cobrado" valueClassName="text-2xl font-bold tracking-tight tabular-nums">
        {formatEurosWithCents(sum(['PAID']))}
      </Fact>
    </dl>
  );
}

/** The columns of a row on a wide screen; on a phone each action is a card, with nothing to scroll sideways. */
const ROW = 'sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_10rem_minmax(0,1.6fr)] sm:items-start sm:gap-4';

function ActionsList({ earnings }: { earnings: MyEarnings }) {
  return (
    <div className="rounded-card border border-line bg-surface">
      <div aria-hidden="true" className={`hidden bg-surface-muted px-4 py-2 text-sm text-ink-muted ${ROW}`}>
        <span>Campaña</span>
        <span>Podcast</span>
        <span className="text-right">
          Importe <span className="font-normal">(sin impuestos)</span>
        </span>
        <span>Estado</span>
      </div>
      <ul aria-label="Tus cobros por acción" className="divide-y divide-line">
        {earnings.items.map((item) => (
          <li key={item.id} className={`space-y-2 px-4 py-3 text-sm sm:space-y-0 ${ROW}`}>
            <p className="font-semibold">
              {item.campaignTitle}
              <span className="block font-normal text-ink-muted">{item.actionTitle}</span>
            </p>
            <p>
              <span className="sr-only">Podcast: </span>
              {item.podcastTitle}
            </p>
            <p className="text-base font-semibold tabular-nums sm:text-right sm:text-sm">
              <span className="sr-only">Importe sin impuestos: </span>
              {formatEurosWithCents(eurosToCents(item.earnings))}
            </p>
            <EarningsStatusLine item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Invoices({ earnings }: { earnings: MyEarnings }) {
  if (earnings.invoices.length === 0)
    return <p className="text-ink-muted">Cuando te paguemos, aquí tendrás la autofactura de cada pago.</p>;
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-surface">
      {earnings.invoices.map((invoice) => (
        <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div>
            <p className="font-semibold">Autofactura {invoice.code}</p>
            <p className="text-sm text-ink-muted">
              {spanishDay(invoice.issuedOn)} · base imponible {formatEurosWithCents(eurosToCents(invoice.base))}
              {invoice.vat > 0 ? ` · IVA ${formatEurosWithCents(eurosToCents(invoice.vat))}` : ''}
              {invoice.irpf > 0 ? ` · retención de IRPF ${formatEurosWithCents(eurosToCents(invoice.irpf))}` : ''}
            </p>
            <p className="text-sm font-semibold tabular-nums">
              Transferido: {formatEurosWithCents(eurosToCents(invoice.net))}
            </p>
          </div>
          <a href={invoicePdfUrl(invoice.id)} className={buttonClass('secondary', 'sm')} download>
            Descargar PDF<span className="sr-only"> de la autofactura {invoice.code}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function EarningsSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Cargando tus cobros" className="space-y-4">
      <div className="h-24 animate-pulse rounded-card bg-line" />
      <div className="h-48 animate-pulse rounded-card bg-line" />
    </div>
  );
}

/**
 * `/earnings` «Mis cobros» (issue 19): each aired or planned action's money (retenido, liberado, en
 * revisión, pagado, devuelto) with the day it is paid, and the autofacturas of the payouts.
 */
export function EarningsPage() {
  const earnings = useMyEarnings();
  return (
    <>
      <PageTitleBar title="Mis cobros" />
      <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6">
        {earnings.isPending ? (
          <EarningsSkeleton />
        ) : earnings.isError ? (
          <LoadFailed title="No hemos podido cargar tus cobros." onRetry={() => void earnings.refetch()}>
            Comprueba tu conexión y vuelve a intentarlo.
          </LoadFailed>
        ) : earnings.data.items.length === 0 ? (
          <EmptyState
            title="Aún no tienes cobros"
            action={
              <Link to="/campaigns/hired" className={buttonClass('primary')}>
                Ver campañas contratadas
              </Link>
            }
          >
            Cuando un anunciante pague una campaña en la que participas, verás aquí lo que cobrarás por cada acción y
            cuándo.
          </EmptyState>
        ) : (
          <>
            <Totals earnings={earnings.data} />
            <p className="text-sm text-ink-muted">
              <strong className="font-semibold text-ink">Impuestos no incluidos.</strong> Al pagarte, sumamos el IVA si
              lo repercutes y restamos la retención de IRPF: lo verás en cada autofactura.
            </p>
            <p className="text-sm text-ink-muted">
              Pagamos cada semana, por transferencia, lo de las acciones emitidas una vez pasado el plazo de revisión
              del anunciante. Necesitas tener completos tus datos de facturación.
            </p>
            <section aria-labelledby="earnings-actions" className="space-y-3">
              <h2 id="earnings-actions" className="text-xl font-semibold">
                Acciones
              </h2>
              <ActionsList earnings={earnings.data} />
            </section>
            <section aria-labelledby="earnings-invoices" className="space-y-3">
              <h2 id="earnings-invoices" className="text-xl font-semibold">
                Autofacturas
              </h2>
              <Invoices earnings={earnings.data} />
            </section>
          </>
        )}
      </div>
    </>
  );
}
