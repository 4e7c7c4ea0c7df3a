import { LISTEN_MILESTONES } from '@patrocina/domain';
import {
  DetailToggle,
  EpisodeCell,
  ListensBySource,
  MakeGoodPill,
  MilestoneCell,
  ShortDay,
} from './hired-actions-table';
import { Missing } from './report/table';
import { useHiredAction, type HiredActionProps } from './use-hired-action';

/** One action on a phone: its day, minute and episode, then its listens at each milestone, two by two. */
function ActionCard(props: HiredActionProps) {
  const { campaign, action, today, canWork } = props;
  const hired = useHiredAction(props);
  const { name, day, hasFigures, detail } = hired;
  return (
    <li aria-label={name} className="rounded-card border border-line p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h5 className="font-semibold">{name}</h5>
        {action.makeGood ? <MakeGoodPill /> : null}
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
            <EpisodeCell action={action} name={name} today={today} canWork={canWork} onRecord={hired.onRecord} />
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm font-semibold">Escuchas</p>
      <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        {LISTEN_MILESTONES.map((milestone) => {
          const report = hired.reportAt(milestone);
          return (
            <div key={milestone}>
              <dt className="text-ink-muted">A {milestone} días</dt>
              <dd className="tabular-nums">
                <MilestoneCell
                  report={report}
                  name={name}
                  canReport={campaign.canAct}
                  onReport={() => hired.onReport(report)}
                  align="start"
                />
              </dd>
            </div>
          );
        })}
      </dl>
      {hasFigures ? (
        <>
          <DetailToggle hired={hired} className="mt-3" />
          {detail.shown ? (
            <ListensBySource
              id={detail.id}
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
export function ActionCards(props: Omit<HiredActionProps, 'action'>) {
  const { campaign } = props;
  return (
    <ul aria-label={`Acciones de ${campaign.podcast.title} en ${campaign.name}`} className="space-y-3">
      {campaign.actions.map((action) => (
        <ActionCard key={action.id} {...props} action={action} />
      ))}
    </ul>
  );
}
