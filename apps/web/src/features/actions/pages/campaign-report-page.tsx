import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import {
  DEFAULT_PRODUCT_NAME,
  formatList,
  isFinished,
  LISTEN_MILESTONES,
  SELF_REPORTED_NOTE,
  spanishDay,
  NOT_MEASURED_LABEL,
  VERIFIED_LABEL,
  VERIFIED_NOTE,
  type CampaignReport,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { CampaignInvoices } from '@/components/campaign-invoices';
import { EmptyState } from '@/components/empty-state';
import { NotFoundPage } from '@/components/not-found-page';
import { PageTitleBar } from '@/components/page-title-bar';
import { ApiError } from '@/lib/api-client';
import { formatCount, formatDate, formatWholeEuros } from '@/lib/format';
import { campaignReportCsvUrl, useCampaignReport } from '../api/get-campaign-report';
import { ClicksTable } from '../components/report/clicks-table';
import { ListensChart, ListensTable } from '../components/report/listens-chart';
import { ReadReviewSection } from '../components/read-review';
import { PodcastReport } from '../components/report/podcast-report';
import { formatCpm, formatPerListen } from '../components/report/verified-table';
import { SubstatusPill } from '@/components/status-pills';
import { hasReportedListens, isMeasured, shareOfEstimate } from '../lib/report';

const TITLE = 'Informe de la campaña';
const [FIRST_MILESTONE, ...LATER_MILESTONES] = LISTEN_MILESTONES;

/** DESIGN.md: money and reach are what people come for, so they read large and side by side. */
function KeyFigure({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div className="rounded-card border border-line bg-surface p-4 sm:p-5">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="mt-1">
        <span className="block text-3xl font-bold tracking-tight tabular-nums sm:text-4xl">{value}</span>
        {children ? <span className="mt-1 block text-sm text-ink-muted">{children}</span> : null}
      </dd>
    </div>
  );
}

function ReachFigure({ reach, estimatedReach }: { reach: number; estimatedReach: number }) {
  const share = shareOfEstimate(reach, estimatedReach);
  return (
    <KeyFigure label="Alcance hasta ahora" value={formatCount(reach)}>
      {share === null
        ? 'La propuesta no estimó un alcance.'
        : `${share}\u00a0% de las ${formatCount(estimatedReach)} escuchas estimadas`}
      {share === null ? null : (
        <span aria-hidden="true" className="mt-2 block h-2 overflow-hidden rounded-pill bg-line">
          <span className="block h-full rounded-pill bg-accent-600" style={{ width: `${Math.min(100, share)}%` }} />
        </span>
      )}
    </KeyFigure>
  );
}

function CampaignHeader({ report }: { report: CampaignReport }) {
  const { campaign } = report;
  return (
    <section
      aria-labelledby="report-campaign"
      className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 space-y-2">
        <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{campaign.brand}</p>
        <h2 id="report-campaign" className="text-2xl font-bold tracking-tight break-words">
          {campaign.name}
        </h2>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <SubstatusPill substatus={campaign.substatus} />
          {campaign.range ? (
            <span className="text-sm text-ink-muted">
              Del {spanishDay(campaign.range.startsOn)} al {spanishDay(campaign.range.endsOn)}
            </span>
          ) : null}
        </div>
        {isFinished(campaign.substatus) && campaign.finishedAt ? (
          <p className="text-sm">Terminó el {formatDate(campaign.finishedAt)}.</p>
        ) : null}
        {campaign.closedReason ? (
          <p className="text-sm whitespace-pre-line">
            La cerró el equipo de {DEFAULT_PRODUCT_NAME}: «{campaign.closedReason}»
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">
        <a href={campaignReportCsvUrl(campaign.id)} download className={buttonClass('secondary', 'sm')}>
          Descargar CSV
        </a>
        <CampaignInvoices campaignId={campaign.id} compact />
      </div>
    </section>
  );
}

/**
 * What the measurement prefix counted for the whole campaign, apart from the declared listens: the
 * verified 31-day listens of the actions measured, their cost per listen and CPM.
 */
function VerifiedSection({ report }: { report: CampaignReport }) {
  const { verified } = report.totals;
  return (
    <section
      aria-labelledby="report-verified"
      className="space-y-4 rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <div>
        <h2 id="report-verified" className="text-xl font-semibold">
          {VERIFIED_LABEL}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{VERIFIED_NOTE}</p>
      </div>
      {isMeasured(report) ? (
        <dl className="grid gap-3 sm:grid-cols-3">
          <KeyFigure label="Escuchas verificadas a 31 días" value={formatCount(verified.listens)}>
            {verified.actions === 1 ? 'De 1 acción medida' : `De ${formatCount(verified.actions)} acciones medidas`}
          </KeyFigure>
          <KeyFigure label="Coste por escucha verificada" value={formatPerListen(verified.costs) ?? '—'}>
            {`Por ${formatWholeEuros(verified.cost)}, el precio de esas acciones`}
          </KeyFigure>
          <KeyFigure label="CPM verificado" value={formatCpm(verified.costs) ?? '—'}>
            Coste por cada mil escuchas verificadas
          </KeyFigure>
        </dl>
      ) : (
        <p className="text-sm">
          {NOT_MEASURED_LABEL}: ningún episodio emitido en la campaña lleva aún el prefijo de analítica.
        </p>
      )}
    </section>
  );
}

function ListensSection({ report }: { report: CampaignReport }) {
  return (
    <section
      aria-labelledby="report-listens"
      className="space-y-4 rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <div>
        <h2 id="report-listens" className="text-xl font-semibold">
          Escuchas declaradas por hito
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {SELF_REPORTED_NOTE} Cada acción suma sus escuchas a {formatList(LISTEN_MILESTONES.map(String))} días de
          publicar el episodio.
        </p>
      </div>
      {hasReportedListens(report) ? (
        <>
          <ListensChart milestones={report.totals.milestones} />
          <ListensTable milestones={report.totals.milestones} caption="Escuchas de la campaña por hito y plataforma" />
        </>
      ) : (
        <EmptyState title="Aún no hay escuchas">
          Cada podcaster indica las escuchas de su episodio {FIRST_MILESTONE} días después de publicarlo, y de nuevo a
          los {formatList(LATER_MILESTONES.map(String))} días. Las verás aquí en cuanto lleguen.
        </EmptyState>
      )}
    </section>
  );
}

function ReportView({ report }: { report: CampaignReport }) {
  const { totals } = report;
  // Before the payment there are no hired podcasts yet: nothing to report, and it says so.
  if (report.podcasts.length === 0) {
    return (
      <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6">
        <CampaignHeader report={report} />
        <EmptyState title="Aún no hay nada que informar">
          El informe se llena cuando la campaña está pagada y los podcasters publican sus episodios: verás aquí cada
          acción, sus escuchas y los clics.
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6">
      <CampaignHeader report={report} />
      <section aria-labelledby="report-totals">
        <h2 id="report-totals" className="sr-only">
          Resumen
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <KeyFigure
            label="Acciones emitidas"
            value={`${formatCount(totals.recorded)} de ${formatCount(totals.actions)}`}
          />
          <KeyFigure label="Coste" value={formatWholeEuros(totals.cost)}>
            Impuestos no incluidos
          </KeyFigure>
          <ReachFigure reach={totals.reach} estimatedReach={totals.estimatedReach} />
          <KeyFigure label="Clics" value={formatCount(totals.clicks)}>
            En los enlaces de seguimiento
          </KeyFigure>
        </dl>
      </section>
      <ReadReviewSection campaignId={report.campaign.id} />
      <VerifiedSection report={report} />
      <ListensSection report={report} />
      <section aria-labelledby="report-podcasts" className="space-y-4">
        <h2 id="report-podcasts" className="text-xl font-semibold">
          Podcasts
        </h2>
        {report.podcasts.map((podcast) => (
          <PodcastReport key={podcast.podcastId} podcast={podcast} campaignId={report.campaign.id} />
        ))}
      </section>
      <section aria-labelledby="report-clicks" className="space-y-4">
        <h2 id="report-clicks" className="text-xl font-semibold">
          Clics por día
        </h2>
        <ClicksTable report={report} />
      </section>
    </div>
  );
}

/** DESIGN.md: loading shows the report's own shape: the campaign, four figures, the chart, a podcast. */
function ReportSkeleton() {
  const block = 'animate-pulse rounded-card bg-line';
  return (
    <div
      className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6"
      role="status"
      aria-busy="true"
      aria-label="Cargando el informe"
    >
      <div className="space-y-3">
        <div className="h-4 w-24 animate-pulse rounded-control bg-line" />
        <div className="h-8 w-2/3 animate-pulse rounded-control bg-line" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className={`h-28 ${block}`} />
        ))}
      </div>
      <div className={`h-72 ${block}`} />
      <div className={`h-48 ${block}`} />
    </div>
  );
}

/** `/campaigns/{id}/report`: the advertiser's (and the team's) figures of one campaign. */
export function CampaignReportPage() {
  const { id = '' } = useParams();
  const query = useCampaignReport(id);
  let content: ReactNode;
  if (query.isPending) content = <ReportSkeleton />;
  else if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
      return <NotFoundPage />;
    throw query.error;
  } else content = <ReportView report={query.data} />;
  return (
    <>
      <PageTitleBar title={TITLE} back="/dashboard" />
      {content}
    </>
  );
}
