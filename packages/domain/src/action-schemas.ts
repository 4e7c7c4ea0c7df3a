import { z } from 'zod';
import { ACTION_MESSAGES, isListenMilestone, LISTEN_SOURCES, MAX_LISTENS, type ListenSource } from './actions';
import { calendarDaySchema } from './calendar-days';
import { httpUrlSchema, MESSAGES_FORMATS, MMSS_PATTERN, MSS_PATTERN, refineEachOnce } from './formats';

/** What the routes that run a campaign take: dates, recordings, listens, the closing, and their params. */

const daySchema = z.string({ error: ACTION_MESSAGES.dateRequired }).pipe(calendarDaySchema);

/** `PUT /private/campaigns/{id}/podcasts/{podcastId}/action-dates`: one date per action not yet recorded. */
export const planActionDatesSchema = z
  .object({
    dates: z
      .array(z.object({ actionId: z.uuid({ error: ACTION_MESSAGES.unknownAction }), plannedOn: daySchema }).strict())
      .min(1, ACTION_MESSAGES.dateRequired)
      .max(1_000),
  })
  .strict()
  .superRefine((value, context) =>
    refineEachOnce(context, { name: 'dates', items: value.dates }, 'actionId', ACTION_MESSAGES.everyActionOnce),
  );
export type PlanActionDatesInput = z.infer<typeof planActionDatesSchema>;

/**
 * The minute and second where the ad starts: SPEC §5 MSS (`4:05`) or MMSS (`104:05`), both accepted,
 * but not empty here (SPEC §5: episode and minute are required before an action is recorded).
 */
export const adStartSchema = z
  .string({ error: ACTION_MESSAGES.adStartRequired })
  .trim()
  .min(1, ACTION_MESSAGES.adStartRequired)
  .refine((value) => MSS_PATTERN.test(value) || MMSS_PATTERN.test(value), MESSAGES_FORMATS.mss);

/**
 * `POST /private/campaigns/{id}/actions/{actionId}/record`: the episode, picked from the podcast's feed
 * (`episodeId`) or pasted as a link (`episodeUrl`), and where the ad starts. Recorded once.
 */
export const recordActionSchema = z
  .object({
    episodeId: z.uuid({ error: ACTION_MESSAGES.episodeNotFound }).nullable().default(null),
    episodeUrl: z
      .union([z.literal(''), httpUrlSchema])
      .nullable()
      .default(null),
    adStart: adStartSchema,
  })
  .strict()
  .superRefine((value, context) => {
    if (value.episodeId === null && !value.episodeUrl)
      context.addIssue({ code: 'custom', path: ['episodeUrl'], message: ACTION_MESSAGES.episodeRequired });
    if (value.episodeId !== null && value.episodeUrl)
      context.addIssue({ code: 'custom', path: ['episodeUrl'], message: ACTION_MESSAGES.episodeOrLink });
  });
export type RecordActionInput = z.infer<typeof recordActionSchema>;

const listensSchema = z
  .number({ error: ACTION_MESSAGES.listensRequired })
  .int(ACTION_MESSAGES.listensWhole)
  .min(0, ACTION_MESSAGES.listensNegative)
  .max(MAX_LISTENS, ACTION_MESSAGES.listensTooMany);

/** `PUT /private/campaigns/{id}/actions/{actionId}/listens/{milestone}`: SPEC §3 "Listen stats". */
export const reportListensSchema = z
  .object(
    Object.fromEntries(LISTEN_SOURCES.map((source) => [source, listensSchema])) as Record<
      ListenSource,
      typeof listensSchema
    >,
  )
  .strict();
export type ReportListensInput = z.infer<typeof reportListensSchema>;

/** `PUT /private/backoffice/campaigns/{id}/finish`: an admin closes a campaign in progress, and says why. */
export const finishCampaignSchema = z
  .object({
    reason: z
      .string({ error: ACTION_MESSAGES.closeReasonRequired })
      .trim()
      .min(10, ACTION_MESSAGES.closeReasonRequired)
      .max(2_000),
  })
  .strict();
export type FinishCampaignInput = z.infer<typeof finishCampaignSchema>;

/** `/private/campaigns/{id}/actions/{actionId}…`: an unknown id reads as someone else's. */
export const campaignActionParamsSchema = z.object({
  id: z.uuid({ error: ACTION_MESSAGES.notYours }),
  actionId: z.uuid({ error: ACTION_MESSAGES.notYours }),
});
export const actionMilestoneParamsSchema = campaignActionParamsSchema.extend({
  milestone: z.coerce.number().refine(isListenMilestone, 'Las escuchas se indican a los 7, 15, 22 y 31 días'),
});

/** `GET /private/podcasts/{id}/episodes`: the podcast's latest feed episodes, to pick when recording an action. */
export const podcastEpisodeSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The episode's page, or its audio when the feed gives no page. */
  url: z.string().nullable(),
  publishedOn: z.string().nullable(),
});
export type PodcastEpisode = z.infer<typeof podcastEpisodeSchema>;
export const podcastEpisodeListSchema = z.array(podcastEpisodeSchema);
/** How many of the newest episodes the picker offers. */
export const EPISODE_PICKER_LIMIT = 50;
