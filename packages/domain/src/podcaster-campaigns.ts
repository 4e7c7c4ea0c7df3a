import { z } from 'zod';
import {
  CAMPAIGN_STATUSES,
  inGroup,
  STATUS_OF_SUBSTATUS,
  type CampaignStatus,
  type CampaignSubstatus,
} from './campaign-lifecycle';
import {
  campaignDatesSchema,
  campaignListQuerySchema,
  campaignPitchSchema,
  campaignTabCountsSchema,
} from './campaign-views';
import {
  actionCountsSchema,
  answerDetailsSchema,
  DECLINED_STATUSES,
  PROPOSAL_PODCAST_STATUSES,
  PROPOSAL_STATUS_REASONS,
  type ProposalPodcastStatus,
} from './proposals';

/**
 * The podcaster's side of the dashboard (SPEC §3 "Podcaster-side proposal view", §7
 * `/private/podcaster-campaigns` and `/private/podcaster-or-manager-campaigns`): one row per campaign
 * and podcast of theirs in its published proposal. Nothing of the advertiser's: no budget, no owner,
 * no other podcasts, no prices but their own earnings.
 */

/**
 * The dashboard tab a podcaster sees a proposal under. A podcast that was not picked, or that said no,
 * is over for its podcaster once the advertiser has chosen, even while the campaign goes on;
 * otherwise the tab follows the campaign.
 */
export function podcasterTabOf(campaign: CampaignSubstatus, podcast: ProposalPodcastStatus): CampaignStatus {
  if (inGroup('hired', campaign) && (podcast === 'EXPIRED' || DECLINED_STATUSES.includes(podcast))) return 'FINISHED';
  return STATUS_OF_SUBSTATUS[campaign];
}

/** The tab filter of the podcaster's lists (agencies' brand filter means nothing here). */
export const podcasterCampaignListQuerySchema = campaignListQuerySchema.omit({ brand: true, brandId: true });

export const podcasterCampaignSchema = z
  .object({
    /** The campaign. */
    id: z.uuid(),
    ...campaignPitchSchema.shape,
    status: z.enum(CAMPAIGN_STATUSES),
    /** The tab this row belongs under (podcasterTabOf). */
    tab: z.enum(CAMPAIGN_STATUSES),
    ...campaignDatesSchema.shape,
    podcast: z.object({ id: z.uuid(), title: z.string(), slug: z.string(), imageUrl: z.string().nullable() }),
    /** Whether the viewer owns the podcast or represents it. */
    role: z.enum(['owner', 'representative']),
    /**
     * Whether the viewer answers this proposal (DOMAIN.md "Representation"): the representative while
     * the podcast is managed, otherwise its owner. An owner whose podcast is managed only reads it.
     */
    canAnswer: z.boolean(),
    /** Who answers for a managed podcast (their username), shown to its owner; null when nobody represents it. */
    representativeName: z.string().nullable(),
    /** A campaign manager runs the campaign: the workroom chat exists (SPEC §2). */
    managedByAgent: z.boolean(),
    /** The podcast's status in this proposal (PODCASTER_STATUS_TEXTS has its label and text). */
    podcasterStatus: z.enum(PROPOSAL_PODCAST_STATUSES),
    statusReason: z.enum(PROPOSAL_STATUS_REASONS).nullable(),
    /** The team changed the proposal after the answer: show PROPOSAL_MODIFIED_LABEL. */
    proposalModified: z.boolean(),
    counts: actionCountsSchema,
    /** Listens over 30 days when the proposal was made. */
    reach: z.number().int(),
    /** Whole euros, after the platform's commission. */
    estimatedEarnings: z.number().int(),
    /** The podcaster's own answer, as they gave it. */
    ...answerDetailsSchema.shape,
    answeredAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .strict();
export type PodcasterCampaign = z.infer<typeof podcasterCampaignSchema>;

export const podcasterCampaignListSchema = z.object({
  campaigns: z.array(podcasterCampaignSchema),
  counts: campaignTabCountsSchema,
});
export type PodcasterCampaignList = z.infer<typeof podcasterCampaignListSchema>;
