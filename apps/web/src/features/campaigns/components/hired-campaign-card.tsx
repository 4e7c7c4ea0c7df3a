import {
  ACTION_MESSAGES,
  actionTitle,
  HIRED_NEXT_STEP_TEXTS,
  isHttpUrl,
  LISTEN_SOURCE_LABELS,
  LISTEN_SOURCES,
  recordNotYetMessage,
  SELF_REPORTED_NOTE,
  totalListens,
  type CampaignAction,
  type HiredCampaign,
  type MilestoneReport,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { PodcastCover } from '@/components/podcast-cover';
import { formatCount, formatDate, formatEuros } from '@/lib/format';
import { toast } from '@/lib/toast';
import { periodLabel } from '../lib/labels';
import { PodcasterStatusBadge } from './podcaster-campaign-card';
import { PAUSED_TONE, Pill } from './substatus-pill';

export interface HiredCardHandlers {
  onPlan: (campaign: HiredCampaign) => void;
  onRecord: (campaign: HiredCampaign, action: CampaignAction) => void;
  onReport: (campaign: HiredCampaign, action: CampaignAction, report: MilestoneReport) => void;
}

function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function TrackingLink({ url }: { url: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Enlace copiado');
    } catch {
      toast.error('No hemos podido copiarlo: selecciónalo y cópialo a mano.');
    }
  }
  return (
    <div className="mt-4 rounded-control bg-surface-muted p-4">
      <p className="text-sm font-semibold">Enlace de seguimiento</p>
      <p className="mt-1 text-sm break-all">{url}</p>
      <p className="mt-1 text-sm text-ink-muted">Pégalo en las notas del episodio: así el anunciante ve las visitas que llegan desde tu podcast.</p>
      <button type="button" className={`${buttonClass('secondary', 'sm')} mt-3`} onClick={() => void copy()}>
        Copiar enlace
      </button>
    </div>
  );
}

function Milestone({ report, name, canReport, onReport }: { report: MilestoneReport; name: string; canReport: boolean; onReport: () => void }) {
  const open = report.state === 'open' && canReport;
  const figures = report.figures;
  return (
    <li className="flex flex-col gap-1 border-t border-line py-2 first:border-t-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <span className="text-sm font-semibold">A {report.milestone} días</span>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 sm:justify-end">
        {figures ? (
          <>
            <span className="font-semibold tabular-nums">{formatCount(totalListens(figures))} escuchas</span>
            <span className="text-sm text-ink-muted tabular-nums">
              {LISTEN_SOURCES.map((source) => `${LISTEN_SOURCE_LABELS[source]}: ${formatCount(figures[source])}`).join(' · ')}
            </span>
          </>
        ) : report.state === 'upcoming' ? (
          <span className="text-sm text-ink-muted">Se abre el {formatDate(report.opensOn)}</span>
        ) : report.state === 'closed' ? (
          <span className="text-sm text-ink-muted">Sin indicar</span>
        ) : open ? null : (
          <span className="text-sm text-ink-muted">Por indicar</span>
        )}
        {open ? (
          <button
            type="button"
            className={buttonClass(report.figures ? 'secondary' : 'primary', 'sm')}
            onClick={onReport}
            aria-label={`${report.figures ? 'Corregir' : 'Indicar escuchas'} a ${report.milestone} días de ${name}`}
          >
            {report.figures ? 'Corregir' : 'Indicar escuchas'}
          </button>
        ) : null}
      </div>
    </li>
  );
}

function ActionItem({
  campaign,
  action,
  today,
  canWork,
  handlers,
}: {
  campaign: HiredCampaign;
  action: CampaignAction;
  today: string;
  canWork: boolean;
  handlers: HiredCardHandlers;
}) {
  const name = actionTitle(action.kind, action.position);
  const recorded = action.recordedAt !== null;
  const episodeName = action.episodeTitle ?? 'Escuchar el episodio';
  return (
    <li className="rounded-control border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h5 className="font-semibold">{name}</h5>
        <p className="text-sm text-ink-muted">{action.plannedOn ? `Prevista el ${formatDate(action.plannedOn)}` : 'Sin fecha todavía'}</p>
      </div>
      {recorded ? (
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-ink-muted">Episodio</dt>
          <dd className="min-w-0 break-words">
            {action.episodeUrl && isHttpUrl(action.episodeUrl) ? (
              <a href={action.episodeUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-accent-700 underline">
                {episodeName}
                <span className="sr-only">, se abre en otra pestaña</span>
              </a>
            ) : (
              <span className="font-medium">{action.episodeTitle ?? 'Registrado'}</span>
            )}
            {action.publishedOn ? <span className="text-ink-muted">{`, emitido el ${formatDate(action.publishedOn)}`}</span> : null}
          </dd>
          <dt className="text-ink-muted">Minuto del anuncio</dt>
          <dd className="font-medium tabular-nums">{action.adStart}</dd>
        </dl>
      ) : canWork && action.canRecord ? (
        <button type="button" className={`${buttonClass('primary', 'sm')} mt-3`} onClick={() => handlers.onRecord(campaign, action)} aria-label={`Registrar emisión de ${name}`}>
          Registrar emisión
        </button>
      ) : action.plannedOn && action.plannedOn > today ? (
        <p className="mt-2 text-sm text-ink-muted">{recordNotYetMessage(action.plannedOn)}.</p>
      ) : null}
      {recorded && action.listens.length > 0 ? (
        <div className="mt-3">
          <h6 className="text-sm font-semibold text-ink-muted">Escuchas</h6>
          <ul className="mt-1">
            {action.listens.map((report) => (
              <Milestone key={report.milestone} report={report} name={name} canReport={canWork} onReport={() => handlers.onReport(campaign, action, report)} />
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/** One hired podcast of one campaign on `/campaigns/hired`: where it stands, what it needs now, and its actions. */
export function HiredCampaignCard({ campaign, today, handlers }: { campaign: HiredCampaign; today: string; handlers: HiredCardHandlers }) {
  const headingId = `hired-${campaign.campaignId}-${campaign.podcast.id}`;
  const finished = campaign.status === 'FINISHED';
  // The server refuses these anyway; the buttons are hidden so nobody fills a form that cannot be saved.
  const canWork = campaign.canAct && !campaign.paused && !finished;
  const unrecorded = campaign.actions.filter((action) => action.recordedAt === null);
  const canPlan = canWork && campaign.range !== null && unrecorded.length > 0;
  const hasFigures = campaign.actions.some((action) => action.listens.some((report) => report.figures !== null));
  return (
    <article aria-labelledby={headingId} className="rounded-card border border-line bg-surface p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <PodcastCover title={campaign.podcast.title} imageUrl={campaign.podcast.imageUrl} className="size-12" initialsClassName="text-base" />
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{campaign.brand}</p>
            <h3 id={headingId} className="text-lg font-semibold break-words">
              {campaign.name}
            </h3>
            <p className="text-sm text-ink-muted">
              Para {campaign.podcast.title}
              {campaign.role === 'representative' ? ' (lo representas)' : ''}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PodcasterStatusBadge status={campaign.podcasterStatus} />
          {campaign.paused ? <Pill tone={PAUSED_TONE}>Pausada</Pill> : null}
        </div>
      </div>

      <p className="mt-2 font-medium">{HIRED_NEXT_STEP_TEXTS[campaign.nextStep]}</p>
      {!campaign.canAct ? (
        <p className="mt-2 rounded-control border border-line bg-surface-muted p-3 text-sm">{ACTION_MESSAGES.managedByRepresentative}</p>
      ) : campaign.paused ? (
        <p className="mt-2 rounded-control border border-line bg-surface-muted p-3 text-sm">{ACTION_MESSAGES.paused}</p>
      ) : campaign.range === null && !finished ? (
        <p className="mt-2 rounded-control border border-line bg-surface-muted p-3 text-sm">{ACTION_MESSAGES.notPaid}</p>
      ) : null}

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-muted">Fechas de la campaña</dt>
          <dd className="font-medium">{campaign.range ? capitalized(periodLabel(campaign.range)) : 'Por confirmar'}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Ganancia estimada</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatEuros(campaign.earnings.estimated * 100)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Ganancia confirmada</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatEuros(campaign.earnings.confirmed * 100)}</dd>
        </div>
      </dl>

      {campaign.trackingUrl ? <TrackingLink url={campaign.trackingUrl} /> : null}

      <section aria-labelledby={`${headingId}-actions`} className="mt-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h4 id={`${headingId}-actions`} className="font-semibold">
            Acciones
          </h4>
          {canPlan ? (
            <button
              type="button"
              className={buttonClass(campaign.nextStep === 'PLAN_DATES' ? 'primary' : 'secondary', 'sm')}
              onClick={() => handlers.onPlan(campaign)}
            >
              {unrecorded.some((action) => action.plannedOn === null) ? 'Planificar fechas' : 'Cambiar fechas'}
            </button>
          ) : null}
        </div>
        <ul className="mt-3 space-y-3">
          {campaign.actions.map((action) => (
            <ActionItem key={action.id} campaign={campaign} action={action} today={today} canWork={canWork} handlers={handlers} />
          ))}
        </ul>
        {hasFigures ? <p className="mt-3 text-sm text-ink-muted">{SELF_REPORTED_NOTE}</p> : null}
      </section>
    </article>
  );
}
