import { sql, type SQL } from 'drizzle-orm';
import { LISTEN_MILESTONES, nextMilestone } from '@patrocina/domain';
import { actionListens, campaignActions } from '../../db/schema';

/**
 * Each listens milestone beside the one after it, `(7, 15), (15, 22), (22, 31), (31, null)`, from
 * LISTEN_MILESTONES, as a row source `m(milestone, next_day)`: the SQL side of milestoneState, for the
 * header badge and the tick, which must find due reports without reading every action.
 */
export const MILESTONE_WINDOWS: SQL = sql.raw(
  `(values ${LISTEN_MILESTONES.map((milestone) => `(${milestone}, ${nextMilestone(milestone) ?? 'null'})`).join(', ')}) as m(milestone, next_day)`,
);

/** For a `campaign_actions` row and a milestone `m`: aired, its report open on `today` (Madrid) and not given. */
export function milestoneDue(today: string): SQL {
  return sql`${campaignActions.recordedAt} is not null
    and ${campaignActions.publishedOn} + m.milestone <= ${today}::date
    and (m.next_day is null or ${campaignActions.publishedOn} + m.next_day > ${today}::date)
    and not exists (select 1 from ${actionListens} where ${actionListens.actionId} = ${campaignActions.id} and ${actionListens.milestone} = m.milestone)`;
}
