import { useId, useState } from 'react';
import {
  actionTitle,
  LISTEN_MILESTONES,
  MAKE_GOOD_LABEL,
  type CampaignAction,
  type HiredCampaign,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ChevronDownIcon } from '@/components/icons';
import { EpisodeCell, ListensBySource, MilestoneCell, ShortDay, type HiredCardHandlers } from './hired-actions-table';
import { Missing } from './report/table';

/** One action on a phone: its day, minute and episode, then its listens at each milestone, two by two. */
function ActionCard({
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
  const [showDetail, setShowDetail] = useState(false);
  const detailId = useId();
  const name = actionTitle(action.kind, action.position);
  const hasFigures = action.listens.some((report) => report.figures !== null);
  const day = action.publishedOn ?? action.plannedOn;
  return (
    <li aria-label={name} className="rounded-card border border-line p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h5 className="font-semibold">{name}</h5>
        {action.makeGood ? (
          <span className="inline-flex items-center rounded-pill bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">
            {MAKE_GOOD_LABEL}
          </span>
        ) : null}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-ink-muted">Fecha</dt>
          <dd className="tabular-nums">{day ? <ShortDay day={day} withYear /> : <Missing />}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Minuto</dt>
          <dd className="tabular-nums">{action.adStart ?? <Missing />}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-ink-muted">Episodio</dt>
          <dd>
            <EpisodeCell
              action={action}
              name={name}
              today={today}
              canWork={canWork}
              onRecord={() => handlers.onRecord(campaign, action)}
            />
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm font-semibold">Escuchas</p>
      <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        {LISTEN_MILESTONES.map((milestone) => {
          const report = action.listens.find((entry) => entry.milestone === milestone);
          return (
            <div key={milestone}>
              <dt className="text-ink-muted">A {milestone} días</dt>
              <dd className="tabular-nums">
                <MilestoneCell
                  report={report}
                  name={name}
                  canReport={campaign.canAct}
                  onReport={() => report && handlers.onReport(campaign, action, report)}
                  align="start"
                />
              </dd>
            </div>
          );
        })}
      </dl>
      {hasFigures ? (
        <>
          <button
            type="button"
            className={`${buttonClass('ghost', 'sm')} mt-3`}
            aria-expanded={showDetail}
            aria-controls={showDetail ? detailId : undefined}
            aria-label={`Ver detalle por plataforma de ${name}`}
            onClick={() => setShowDetail((shown) => !shown)}
          >
            Ver detalle
            <ChevronDownIcon className={`size-3 transition-transform ${showDetail ? 'rotate-180' : ''}`} />
          </button>
          {showDetail ? (
            <ListensBySource
              id={detailId}
              action={action}
              name={name}
              className="mt-3 grid gap-4 rounded-control bg-surface-muted p-3"
            />
          ) : null}
        </>
      ) : null}
    </li>
  );
}

/**
 * The campaign's actions as cards, for a phone: the table's eight columns would hide the listens
 * off to the side (issue 23). Each card says the same as the table's row.
 */
export function ActionCards({
  campaign,
  today,
  canWork,
  handlers,
}: {
  campaign: HiredCampaign;
  today: string;
  canWork: boolean;
  handlers: HiredCardHandlers;
}) {
  return (
    <ul aria-label={`Acciones de ${campaign.podcast.title} en ${campaign.name}`} className="space-y-3">
      {campaign.actions.map((action) => (
        <ActionCard
          key={action.id}
          campaign={campaign}
          action={action}
          today={today}
          canWork={canWork}
          handlers={handlers}
        />
      ))}
    </ul>
  );
}
