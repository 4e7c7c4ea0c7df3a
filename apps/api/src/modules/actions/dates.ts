import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  ACTION_MESSAGES,
  plannedDateProblem,
  planningRange,
  type HiredCampaign,
  type PlanActionDatesInput,
} from '@patrocina/domain';
import { campaignActions } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { extendRunTo } from '../campaigns';
import { changeHired } from './change-hired';
import type { RunDeps } from './hired';
import { blockedPeriodsOf } from './progress';

/**
 * Plans the date of every action of the podcast not yet recorded (issue 7): each inside the
 * campaign's days, not before today and not on the podcast's holidays. Dates can be moved until the
 * action is recorded. When every picked podcast has planned, the campaign is IN_PROGRESS.
 */
export async function planActionDates(
  deps: RunDeps,
  actor: Actor,
  campaignId: string,
  podcastId: string,
  input: PlanActionDatesInput,
): Promise<HiredCampaign> {
  return changeHired(
    deps,
    actor,
    { campaignId, podcastId },
    'planDates',
    async ({ tx, hired, range: campaignDays, today }) => {
      const range = planningRange(campaignDays, today);
      const actions = await tx
        .select()
        .from(campaignActions)
        .where(eq(campaignActions.campaignPodcastId, hired.entry.id));
      const byId = new Map(actions.map((action) => [action.id, action]));
      const blocked = (await blockedPeriodsOf(tx, [podcastId], today)).get(podcastId)!;
      const fields: { path: string; message: string }[] = [];
      input.dates.forEach((entry, index) => {
        const action = byId.get(entry.actionId);
        if (!action) fields.push({ path: `dates.${index}.actionId`, message: ACTION_MESSAGES.unknownAction });
        else if (action.recordedAt)
          fields.push({ path: `dates.${index}.plannedOn`, message: ACTION_MESSAGES.recordedCannotMove });
        // A date that stays as it was needs no new check (it may be an aired action not yet recorded).
        else if (entry.plannedOn !== action.plannedOn) {
          const problem = plannedDateProblem(entry.plannedOn, { today, range, blocked });
          if (problem) fields.push({ path: `dates.${index}.plannedOn`, message: problem });
        }
      });
      const given = new Set(input.dates.map((entry) => entry.actionId));
      if (actions.some((action) => !action.recordedAt && !given.has(action.id)))
        fields.push({ path: 'dates', message: ACTION_MESSAGES.dateRequired });
      if (fields.length > 0) throw new AppError('VALIDATION_ERROR', fields[0]!.message, { fields: fields });

      for (const entry of input.dates) {
        if (entry.plannedOn === byId.get(entry.actionId)!.plannedOn) continue;
        await tx
          .update(campaignActions)
          .set({ plannedOn: entry.plannedOn, expiryNoticeAt: null, updatedAt: sql`now()` })
          .where(and(eq(campaignActions.id, entry.actionId), isNull(campaignActions.recordedAt)));
      }
      // Days over with actions still to plan: the campaign runs on for the days the podcaster was offered.
      if (range.endsOn !== hired.campaign.endsOn) await extendRunTo(tx, campaignId, range.endsOn);
    },
  );
}
