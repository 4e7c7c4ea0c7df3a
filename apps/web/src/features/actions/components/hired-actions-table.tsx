import { Fragment } from 'react';
import {
  MAKE_GOOD_LABEL,
  isHttpUrl,
  LISTEN_MILESTONES,
  LISTEN_SOURCE_LABELS,
  LISTEN_SOURCES,
  recordNotYetMessage,
  spanishDay,
  totalListens,
  type CampaignAction,
  type MilestoneReport,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { formatCount } from '@/lib/format';
import { formatDayMonth, formatShortDay } from '../lib/report';
import { ActionColumnsHead, CELL, Missing, ScrollingTable } from './report/table';
import { ChevronDownIcon } from '@/components/icons';
import { ExternalLink } from '@/components/facts';
import { useHiredAction, type HiredAction, type HiredActionProps } from './use-hired-action';

/** «3 dic» on screen, «3 de diciembre de 2026» read out: an abbreviated month is hard to hear. */
export function ShortDay({ day, prefix = '', withYear = false }: { day: string; prefix?: string; withYear?: boolean }) {
  return (
    <>
      <span aria-hidden="true">{`${prefix}${withYear ? formatShortDay(day) : formatDayMonth(day)}`}</span>
      <span className="sr-only">{`${prefix}${spanishDay(day)}`}</span>
    </>
  );
}

/** The first column stays in view while the figures scroll sideways on a narrow screen. */
const STICKY = 'sticky left-0 z-10 bg-surface shadow-[1px_0_0_var(--color-line)]';

/** One milestone of one action: its total if reported, else when it opens or what can be done now. */
export function MilestoneCell({
  report,
  name,
  canReport,
  onReport,
  align = 'end',
}: {
  report: MilestoneReport | undefined;
  name: string;
  canReport: boolean;
  onReport: () => void;
  /** Figures line up on the right in a table's column, on the left in a card. */
  align?: 'start' | 'end';
}) {
  if (!report) return <Missing />;
  const open = report.state === 'open';
  const label = `a ${report.milestone} días de ${name}`;
  if (report.figures) {
    return (
      <div className={`flex flex-col gap-1 ${align === 'end' ? 'items-end' : 'items-start'}`}>
        <span className="text-base font-semibold">{formatCount(totalListens(report.figures))}</span>
        {open && canReport ? (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={onReport}
            aria-label={`Corregir escuchas ${label}`}
          >
            Corregir
          </button>
        ) : null}
      </div>
    );
  }
  if (report.state === 'upcoming') {
    return (
      <span className="text-ink-muted">
        <ShortDay day={report.opensOn} prefix="abre el " />
      </span>
    );
  }
  if (open && canReport) {
    return (
      <button
        type="button"
        className={buttonClass('primary', 'sm')}
        onClick={onReport}
        aria-label={`Indicar escuchas ${label}`}
      >
        Indicar
      </button>
    );
  }
  return open ? <span className="text-ink-muted">Por indicar</span> : <Missing />;
}

/** Where the episode is, or what stands between the action and its recording. */
export function EpisodeCell({
  action,
  name,
  today,
  canWork,
  onRecord,
}: {
  action: CampaignAction;
  name: string;
  today: string;
  canWork: boolean;
  onRecord: () => void;
}) {
  if (action.recordedAt !== null) {
    return action.episodeUrl && isHttpUrl(action.episodeUrl) ? (
      <ExternalLink href={action.episodeUrl} className="block max-w-56 whitespace-normal text-accent-700 underline">
        {action.episodeTitle ?? 'Ver el episodio'}
        <span className="sr-only"> (se abre en otra pestaña)</span>
      </ExternalLink>
    ) : (
      <span className="block max-w-56 whitespace-normal">{action.episodeTitle ?? 'Registrado'}</span>
    );
  }
  if (canWork && action.canRecord) {
    return (
      <button
        type="button"
        className={buttonClass('primary', 'sm')}
        onClick={onRecord}
        aria-label={`Registrar emisión de ${name}`}
      >
        Registrar emisión
      </button>
    );
  }
  if (action.plannedOn && action.plannedOn > today) {
    return (
      <span className="block w-56 whitespace-normal text-ink-muted">{recordNotYetMessage(action.plannedOn)}.</span>
    );
  }
  return <span className="text-ink-muted">{action.plannedOn ? 'Sin registrar' : 'Sin fecha todavía'}</span>;
}

/** The four sources behind each reported total of one action, one small list per milestone. */
export function ListensBySource({
  id,
  action,
  name,
  className,
}: {
  id?: string;
  action: CampaignAction;
  name: string;
  className: string;
}) {
  const reported = action.listens.filter((report) => report.figures !== null);
  return (
    <div id={id} role="group" aria-label={`Escuchas de ${name} por plataforma`} className={className}>
      {reported.map(({ milestone, figures }) =>
        figures ? (
          <dl key={milestone} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 text-sm">
            <dt className="font-semibold">A {milestone} días</dt>
            <dd className="text-right font-semibold tabular-nums">{formatCount(totalListens(figures))}</dd>
            {LISTEN_SOURCES.map((source) => (
              <Fragment key={source}>
                <dt className="text-ink-muted">{LISTEN_SOURCE_LABELS[source]}</dt>
                <dd className="text-right tabular-nums">{formatCount(figures[source])}</dd>
              </Fragment>
            ))}
          </dl>
        ) : null,
      )}
    </div>
  );
}

/** The sources in a row under the action, kept within the visible width while the table scrolls. */
function ListensDetail({ id, action, name }: { id: string; action: CampaignAction; name: string }) {
  return (
    <tr id={id} className="border-t border-line bg-surface-muted">
      <td colSpan={4 + LISTEN_MILESTONES.length} className="px-3 py-3">
        <ListensBySource
          action={action}
          name={name}
          className="sticky left-3 grid w-[calc(100cqw-1.5rem)] gap-4 @lg:grid-cols-2 @4xl:grid-cols-4"
        />
      </td>
    </tr>
  );
}

/** «Compensación»: an action the podcaster owes as a make-good. */
export function MakeGoodPill() {
  return (
    <span className="inline-flex items-center rounded-pill bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">
      {MAKE_GOOD_LABEL}
    </span>
  );
}

/** «Ver detalle»: opens and closes the action's listens by platform. */
export function DetailToggle({ hired, className = '' }: { hired: HiredAction; className?: string }) {
  const { detail, name } = hired;
  return (
    <button
      type="button"
      className={`${buttonClass('ghost', 'sm')} ${className}`.trim()}
      aria-expanded={detail.shown}
      aria-controls={detail.shown ? detail.id : undefined}
      aria-label={`Ver detalle por plataforma de ${name}`}
      onClick={detail.toggle}
    >
      Ver detalle
      <ChevronDownIcon className={`size-3 transition-transform ${detail.shown ? 'rotate-180' : ''}`} />
    </button>
  );
}

function ActionRow(props: HiredActionProps) {
  const { campaign, action, today, canWork } = props;
  const hired = useHiredAction(props);
  const { name, day, hasFigures, detail } = hired;
  return (
    <>
      <tr className="border-t border-line">
        <th scope="row" className={`${CELL} ${STICKY} text-left`}>
          <span className="block font-semibold">{name}</span>
          {action.makeGood ? <MakeGoodPill /> : null}
          {hasFigures ? <DetailToggle hired={hired} /> : null}
        </th>
        <td className={CELL}>{day ? <ShortDay day={day} withYear /> : <Missing />}</td>
        <td className={CELL}>
          <EpisodeCell action={action} name={name} today={today} canWork={canWork} onRecord={hired.onRecord} />
        </td>
        <td className={CELL}>{action.adStart ?? <Missing />}</td>
        {LISTEN_MILESTONES.map((milestone) => {
          const report = hired.reportAt(milestone);
          return (
            <td key={milestone} className={`${CELL} text-right`}>
              <MilestoneCell
                report={report}
                name={name}
                canReport={campaign.canAct}
                onReport={() => hired.onReport(report)}
              />
            </td>
          );
        })}
      </tr>
      {hasFigures && detail.shown ? <ListensDetail id={detail.id} action={action} name={name} /> : null}
    </>
  );
}

/** Every action of the campaign in one row, so twelve mentions fit on one screen and their figures line up. */
export function ActionsTable(props: Omit<HiredActionProps, 'action'>) {
  const { campaign } = props;
  return (
    <ScrollingTable caption={`Acciones de ${campaign.podcast.title} en ${campaign.name}`}>
      <ActionColumnsHead dateLabel="Fecha" firstCellClass={STICKY} />
      <tbody>
        {campaign.actions.map((action) => (
          <ActionRow key={action.id} {...props} action={action} />
        ))}
      </tbody>
    </ScrollingTable>
  );
}
