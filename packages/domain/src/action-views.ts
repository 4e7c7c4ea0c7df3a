import { z } from 'zod';
import { airingProofSchema } from './airing-proof';
import { HIRED_NEXT_STEPS, LISTEN_MILESTONES, LISTEN_SOURCES } from './actions';
import { wholeNumbersSchema } from './formats';
import { CAMPAIGN_STATUSES, CAMPAIGN_SUBSTATUSES } from './campaign-lifecycle';
import { makeGoodOfferSchema, remedySchema, underDeliverySchema } from './make-goods';
import { PROPOSAL_ACTIONS, PROPOSAL_PODCAST_STATUSES, proposedPodcastNameSchema } from './proposals';
import { verifiedCostsSchema, verifiedListensSchema, verifiedTotalsSchema } from './verified-listens';

/** What the routes that run a campaign answer: each action and its listens, the hired podcasts, the report. */

const listenFiguresSchema = wholeNumbersSchema(LISTEN_SOURCES);

/** One milestone of one action, as the podcaster sees it: when it opens and closes, and what was reported. */
export const milestoneReportSchema = z.object({
  milestone: z.union(LISTEN_MILESTONES.map((milestone) => z.literal(milestone))),
  opensOn: z.string(),
  closesOn: z.string().nullable(),
  state: z.enum(['upcoming', 'open', 'closed']),
  figures: listenFiguresSchema.nullable(),
  reportedAt: z.string().nullable(),
});
export type MilestoneReport = z.infer<typeof milestoneReportSchema>;

/** What every view shows of one action: what it is, its day, and where and when it aired. */
export const actionSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(PROPOSAL_ACTIONS),
  /** 1, 2… within its kind: «Mención 2». */
  position: z.number().int(),
  plannedOn: z.string().nullable(),
  /** The day the episode came out: the listens' milestones count from it. */
  publishedOn: z.string().nullable(),
  episodeUrl: z.string().nullable(),
  episodeTitle: z.string().nullable(),
  /** Where the ad starts, `M:SS` or `MMM:SS`. */
  adStart: z.string().nullable(),
  /** A make-good («Compensación», docs/decisions/0025): an extra action at no cost to the advertiser. */
  makeGood: z.boolean(),
});
export type ActionSummary = z.infer<typeof actionSummarySchema>;

/** One action of a hired podcast (SPEC §3 "Campaign action (podcaster side)"). */
export const campaignActionSchema = actionSummarySchema.extend({
  recordedAt: z.string().nullable(),
  /** The episode can be recorded now: planned, its day has come, not recorded yet. */
  canRecord: z.boolean(),
  listens: z.array(milestoneReportSchema),
  /** What the measurement prefix counted for the episode (issue 21); null when its enclosure does not carry it. */
  verified: verifiedListensSchema.nullable(),
});
export type CampaignAction = z.infer<typeof campaignActionSchema>;

export const earningsSchema = z.object({
  /** Whole euros after the commission, for every action hired. */
  estimated: z.number().int(),
  /** Whole euros after the commission, for the actions already aired and recorded. */
  confirmed: z.number().int(),
  /** The platform's 10 % of the actions hired, whole euros. */
  commission: z.number().int(),
});
export type Earnings = z.infer<typeof earningsSchema>;

/** One hired podcast in one campaign, as whoever runs the podcast sees it on `/campaigns/hired`. */
export const hiredCampaignSchema = z.object({
  campaignId: z.uuid(),
  brand: z.string(),
  name: z.string(),
  url: z.string(),
  briefing: z.string(),
  substatus: z.enum(CAMPAIGN_SUBSTATUSES),
  status: z.enum(CAMPAIGN_STATUSES),
  paused: z.boolean(),
  podcast: z.object({ id: z.uuid(), title: z.string(), slug: z.string(), imageUrl: z.string().nullable() }),
  role: z.enum(['owner', 'representative']),
  /** A campaign manager runs the campaign: the workroom chat exists (SPEC §2). */
  managedByAgent: z.boolean(),
  /** False for the owner of a podcast a representative manages: they read, the representative acts. */
  canAct: z.boolean(),
  podcasterStatus: z.enum(PROPOSAL_PODCAST_STATUSES),
  nextStep: z.enum(HIRED_NEXT_STEPS),
  /** The days the actions must fall in (set when the campaign is paid); null before. */
  range: z.object({ startsOn: z.string(), endsOn: z.string() }).nullable(),
  /** The podcast's holidays that touch the range, for the date picker. */
  blocked: z.array(z.object({ startsOn: z.string(), endsOn: z.string() })),
  /** The link with UTM parameters to quote in the episode notes; it counts clicks for the report. */
  trackingUrl: z.string().nullable(),
  earnings: earningsSchema,
  actions: z.array(campaignActionSchema),
  /** Make-goods the team proposed, waiting for the podcaster's «Aceptar» or «Rechazar». */
  makeGoodOffers: z.array(makeGoodOfferSchema),
});
export type HiredCampaign = z.infer<typeof hiredCampaignSchema>;

/** `GET /private/campaigns/hired`: the hired podcasts, newest campaign first, today's date (Madrid) and the totals. */
export const hiredCampaignListSchema = z.object({
  campaigns: z.array(hiredCampaignSchema),
  today: z.string(),
  earnings: earningsSchema,
});
export type HiredCampaignList = z.infer<typeof hiredCampaignListSchema>;

/** One action in the advertiser's report. */
export const reportActionSchema = actionSummarySchema.extend({
  /** One entry per milestone, null where not reported (yet). */
  listens: z.array(z.object({ milestone: z.number().int(), figures: listenFiguresSchema.nullable() })),
  /** Set when its 31-day listens fell below UNDER_DELIVERY_PERCENT % of its estimate (docs/decisions/0025). */
  underDelivery: underDeliverySchema.nullable(),
  /** What the team did about it: a make-good or a credit. */
  remedy: remedySchema.nullable(),
  /** Proof of airing (issue 20): null until the action is recorded. */
  proof: airingProofSchema.nullable(),
  /** What the measurement prefix counted (issue 21), apart from `listens` (declared); null when not measured. */
  verified: verifiedListensSchema.nullable(),
  /** The action's share of the price over its verified 31-day listens; null until they are in, and for a make-good. */
  verifiedCosts: verifiedCostsSchema.nullable(),
});
export type ReportAction = z.infer<typeof reportActionSchema>;

export const milestoneTotalSchema = z.object({
  milestone: z.number().int(),
  total: z.number().int(),
  ...listenFiguresSchema.shape,
});
export type MilestoneTotal = z.infer<typeof milestoneTotalSchema>;

export const reportPodcastSchema = z.object({
  ...proposedPodcastNameSchema.shape,
  status: z.enum(PROPOSAL_PODCAST_STATUSES),
  /** Whole euros the advertiser pays for this podcast's actions. */
  cost: z.number().int(),
  /** SPEC §3 target as quoted in the proposal (`5k/10k`). */
  target: z.string().nullable(),
  /** The reach the proposal estimated for its actions. */
  estimatedReach: z.number().int(),
  /** Listens reported so far: each action's latest milestone, summed. */
  reach: z.number().int(),
  clicks: z.number().int(),
  trackingUrl: z.string().nullable(),
  actions: z.array(reportActionSchema),
  milestones: z.array(milestoneTotalSchema),
  verified: verifiedTotalsSchema,
});
export type ReportPodcast = z.infer<typeof reportPodcastSchema>;

/** `GET /private/campaigns/{id}/report`: the advertiser's (and the team's) figures of one campaign. */
export const campaignReportSchema = z.object({
  campaign: z.object({
    id: z.uuid(),
    slug: z.string(),
    brand: z.string(),
    name: z.string(),
    url: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    substatus: z.enum(CAMPAIGN_SUBSTATUSES),
    range: z.object({ startsOn: z.string(), endsOn: z.string() }).nullable(),
    finishedAt: z.string().nullable(),
    closedReason: z.string().nullable(),
  }),
  podcasts: z.array(reportPodcastSchema),
  totals: z.object({
    actions: z.number().int(),
    recorded: z.number().int(),
    cost: z.number().int(),
    estimatedReach: z.number().int(),
    reach: z.number().int(),
    clicks: z.number().int(),
    milestones: z.array(milestoneTotalSchema),
    verified: verifiedTotalsSchema,
  }),
  /** Clicks on the tracking links per day and podcast, oldest first. */
  clicksByDay: z.array(z.object({ day: z.string(), podcastId: z.uuid(), clicks: z.number().int() })),
});
export type CampaignReport = z.infer<typeof campaignReportSchema>;
