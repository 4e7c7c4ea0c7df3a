import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  AIRING_DETECTIONS,
  AIRING_FAILURES,
  AIRING_PROOF_STATUSES,
  PROPOSAL_ACTIONS,
  REMEDY_KINDS,
  REMEDY_STATUSES,
} from '@patrocina/domain';
import { belongsTo, createdAt, id, instant, updatedAt } from './columns';
import { campaignPodcasts, campaigns } from './campaigns';
import { files } from './files';
import { episodes, podcasts } from './podcasts';
import { users } from './users';

/**
 * One action a picked podcast owes its campaign (SPEC §3 "Campaign action"): created when the payment
 * is confirmed, one row per count of the proposal, then planned, aired and recorded by whoever runs
 * the podcast (issue 7, docs/decisions/0009).
 */
export const campaignActions = pgTable(
  'campaign_actions',
  {
    id: id(),
    campaignId: belongsTo('campaign_id', () => campaigns.id),
    campaignPodcastId: belongsTo('campaign_podcast_id', () => campaignPodcasts.id),
    podcastId: uuid('podcast_id')
      .notNull()
      .references(() => podcasts.id),
    kind: text('kind', { enum: PROPOSAL_ACTIONS }).notNull(),
    /** 1, 2… within its kind and podcast: «Mención 2». */
    position: integer('position').notNull(),
    plannedOn: date('planned_on', { mode: 'string' }),
    /** The day the episode came out (the feed's, or the planned day for a pasted link): listens count from it. */
    publishedOn: date('published_on', { mode: 'string' }),
    /** The feed's episode when picked from it; the link and title are copied so a refreshed feed changes nothing. */
    episodeId: uuid('episode_id').references(() => episodes.id, { onDelete: 'set null' }),
    episodeUrl: text('episode_url'),
    episodeTitle: text('episode_title'),
    adStartSeconds: integer('ad_start_seconds'),
    recordedAt: instant('recorded_at'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the podcaster was told its day passed without the episode (EXPIRED_ACTION): once. */
    expiryNoticeAt: instant('expiry_notice_at'),
    /**
     * Set on a make-good («Compensación», docs/decisions/0025): the under-delivered action it makes up
     * for. It is free for the advertiser: no invoice line, no earnings.
     */
    makeGoodOf: uuid('make_good_of').references((): AnyPgColumn => campaignActions.id, { onDelete: 'cascade' }),
    /**
     * Proof of airing (issue 20, docs/decisions/0024): null until recorded, then pending until the
     * episode's clip is kept (ready) or the fetch fails (failed, retried until the attempts run out).
     */
    proofStatus: text('proof_status', { enum: AIRING_PROOF_STATUSES }),
    proofAttempts: integer('proof_attempts').notNull().default(0),
    proofFailure: text('proof_failure', { enum: AIRING_FAILURES }),
    /** When the job should try (again); null once ready or failed for good. */
    proofNextAttemptAt: instant('proof_next_attempt_at'),
    proofFileId: uuid('proof_file_id').references(() => files.id, { onDelete: 'set null' }),
    proofClipStartSeconds: integer('proof_clip_start_seconds'),
    proofDetection: text('proof_detection', { enum: AIRING_DETECTIONS }),
    proofDetectedSeconds: integer('proof_detected_seconds'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('campaign_actions_podcast_kind_position_key').on(table.campaignPodcastId, table.kind, table.position),
    index('campaign_actions_campaign_idx').on(table.campaignId),
    // The tick: planned actions not recorded yet, by day.
    index('campaign_actions_unrecorded_idx')
      .on(table.plannedOn)
      .where(sql`${table.recordedAt} is null`),
    check(
      'campaign_actions_recorded_complete',
      sql`${table.recordedAt} is null or (${table.episodeUrl} is not null and ${table.adStartSeconds} is not null and ${table.publishedOn} is not null)`,
    ),
    check(
      'campaign_actions_ad_start_not_negative',
      sql`${table.adStartSeconds} is null or ${table.adStartSeconds} >= 0`,
    ),
    check('campaign_actions_position_positive', sql`${table.position} > 0`),
    // The proof job: actions whose proof is due.
    index('campaign_actions_proof_due_idx')
      .on(table.proofNextAttemptAt)
      .where(sql`${table.proofNextAttemptAt} is not null`),
    check(
      'campaign_actions_kind',
      sql`${table.kind} in (${sql.raw(PROPOSAL_ACTIONS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
  ],
);

export type CampaignActionRow = typeof campaignActions.$inferSelect;

/**
 * What the team did about one under-delivered action (issue 20, docs/decisions/0025): a make-good the
 * podcaster is asked to agree to, or a credit to the advertiser. One per action (its primary key), so a
 * second remedy, or a double submit, finds it there.
 */
export const actionRemedies = pgTable(
  'action_remedies',
  {
    id: id(),
    actionId: belongsTo('action_id', () => campaignActions.id),
    campaignId: belongsTo('campaign_id', () => campaigns.id),
    kind: text('kind', { enum: REMEDY_KINDS }).notNull(),
    status: text('status', { enum: REMEDY_STATUSES }).notNull(),
    /** The flag when the team decided: listens at 31 days and the estimate. */
    listens: integer('listens').notNull(),
    estimated: integer('estimated').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: instant('answered_at'),
    makeGoodActionId: uuid('make_good_action_id').references(() => campaignActions.id, { onDelete: 'set null' }),
    creditNoteCode: text('credit_note_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('action_remedies_action_key').on(table.actionId),
    index('action_remedies_campaign_idx').on(table.campaignId),
    check(
      'action_remedies_kind_status',
      sql`(${table.kind} = 'CREDIT' and ${table.status} = 'CREDITED' and ${table.creditNoteCode} is not null) or (${table.kind} = 'MAKE_GOOD' and ${table.status} in ('PROPOSED', 'ACCEPTED', 'DECLINED'))`,
    ),
  ],
);

export type ActionRemedyRow = typeof actionRemedies.$inferSelect;

/** SPEC §3 "Listen stats" of one action at one milestone (7, 15, 22, 31 days), as its podcaster reported them. */
export const actionListens = pgTable(
  'action_listens',
  {
    actionId: belongsTo('action_id', () => campaignActions.id),
    milestone: integer('milestone').notNull(),
    ivooxListens: integer('ivoox_listens').notNull(),
    notInIvooxListens: integer('not_in_ivoox_listens').notNull(),
    spotifyListens: integer('spotify_listens').notNull(),
    youtubeViews: integer('youtube_views').notNull(),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reportedAt: instant('reported_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.actionId, table.milestone] }),
    check('action_listens_milestone', sql`${table.milestone} in (7, 15, 22, 31)`),
    check(
      'action_listens_not_negative',
      sql`${table.ivooxListens} >= 0 and ${table.notInIvooxListens} >= 0 and ${table.spotifyListens} >= 0 and ${table.youtubeViews} >= 0`,
    ),
  ],
);

/** A reminder e-mailed for one action's milestone: the primary key makes it once, whatever the job does. */
export const actionReminders = pgTable(
  'action_reminders',
  {
    actionId: belongsTo('action_id', () => campaignActions.id),
    milestone: integer('milestone').notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.actionId, table.milestone] })],
);

/**
 * The tracking link of one hired podcast (issue 7): `/t/{slug}` redirects to the campaign's own URL
 * with UTM parameters, and counts the clicks.
 */
export const trackingLinks = pgTable(
  'tracking_links',
  {
    id: id(),
    campaignPodcastId: belongsTo('campaign_podcast_id', () => campaignPodcasts.id),
    /** SPEC §9: at most 100 characters. */
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('tracking_links_slug_key').on(table.slug),
    uniqueIndex('tracking_links_campaign_podcast_key').on(table.campaignPodcastId),
    check('tracking_links_slug_length', sql`char_length(${table.slug}) <= 100`),
  ],
);

/** Clicks on one tracking link, per day in Madrid. */
export const trackingClicks = pgTable(
  'tracking_clicks',
  {
    linkId: belongsTo('link_id', () => trackingLinks.id),
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.linkId, table.day] })],
);
