import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  APPROXIMATE_DATES,
  CAMPAIGN_GENDERS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_SUBSTATUSES,
  COVERAGE_ACTIONS,
  MAX_SUGGESTED_PODCASTS,
  PODCAST_TYPES,
  PROPOSAL_PODCAST_STATUSES,
  PROPOSAL_STATUS_REASONS,
  type ActionRates,
  type AudienceFlag,
  type BrandingAction,
} from '@patrocina/domain';
import { belongsTo, createdAt, id, instant, updatedAt } from './columns';
import { files } from './files';
import { podcasts } from './podcasts';
import { agencyBrands } from './agency';
import { users } from './users';

/**
 * A campaign: the brief an advertiser or agency writes in three steps (packages/domain campaigns.ts),
 * where it is in its life cycle (DOMAIN.md), and who may see it. Money is in euro cents.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    /** The advertiser or agency who briefed it. */
    ownerId: belongsTo('owner_id', () => users.id),
    /** The team's campaign manager (scope `agent`), set by the team, never by the owner. */
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('CONFIGURING'),
    substatus: text('substatus', { enum: CAMPAIGN_SUBSTATUSES }).notNull().default('PENDING_REVIEW'),
    /** For `/proposal/{slug}`: brand and name plus a random suffix, unique. */
    slug: text('slug').notNull(),

    // «Qué anunciar»
    brand: text('brand').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    briefing: text('briefing').notNull().default(''),
    briefingFileId: uuid('briefing_file_id').references(() => files.id, { onDelete: 'set null' }),
    /**
     * The agency's brand it is for (issue 23): its invoices go to the brand's datos de facturación.
     * Brands are archived, never deleted: a deletion would take the invoice's recipient off the campaign.
     */
    brandId: uuid('brand_id').references(() => agencyBrands.id, { onDelete: 'restrict' }),

    // «A quién llegar»
    audiences: text('audiences')
      .array()
      .$type<AudienceFlag[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    country: text('country').notNull().default('ES'),
    provinces: text('provinces')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    gender: text('gender', { enum: CAMPAIGN_GENDERS }).notNull().default('ALL'),
    ages: integer('ages')
      .array()
      .$type<(0 | 25 | 45)[]>()
      .notNull()
      .default(sql`'{}'::integer[]`),

    // «Cómo»
    coverageAction: text('coverage_action', { enum: COVERAGE_ACTIONS }).notNull().default('ALL'),
    brandingActions: text('branding_actions')
      .array()
      .$type<BrandingAction[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    podcastType: text('podcast_type', { enum: PODCAST_TYPES }).notNull().default('PREMIUM'),
    /** Up to five podcasts the advertiser suggests (ids of `podcasts`; a podcast gone stays listed and is skipped). */
    podcastsSelected: uuid('podcasts_selected')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    budgetCents: integer('budget_cents').notNull(),
    approximateDate: text('approximate_date', { enum: APPROXIMATE_DATES }).notNull(),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    spotFileId: uuid('spot_file_id').references(() => files.id, { onDelete: 'set null' }),
    prerollText: text('preroll_text').notNull().default(''),
    bannerFileId: uuid('banner_file_id').references(() => files.id, { onDelete: 'set null' }),
    bannerUrl: text('banner_url'),
    /** «Sin aprobación previa» (issue 20): the hosts air their read without the advertiser approving it first. */
    noReadApproval: boolean('no_read_approval').notNull().default(false),

    // Derived (SPEC §3), recomputed on every save from the fields above.
    generalist: boolean('generalist').notNull(),
    optimum: boolean('optimum').notNull(),

    // Pause and unpause (DOMAIN.md): a pause takes effect at once; unpausing is a request the team processes.
    pausedAt: instant('paused_at'),
    pauseReason: text('pause_reason'),
    unpauseRequestedAt: instant('unpause_requested_at'),

    // The proposal (its podcasts are campaign_podcasts): set by the team, never by the owner.
    /** When the proposal went to the podcasters (PENDING_REVIEW → PENDING_RESPONSE); null before. */
    publishedAt: instant('published_at'),
    /** SPEC §3 proposal preroll: the pre-roll the proposal adds, its title and how many are aired. */
    prerollTitle: text('preroll_title'),
    prerollQuantity: integer('preroll_quantity'),

    // Running (issue 7, docs/decisions/0009).
    /** The days the actions must fall in, fixed when the payment is confirmed: the brief's range, or one derived from its approximate date. */
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    /** When it became FINISHED, and the admin's reason when they closed it by hand. */
    finishedAt: instant('finished_at'),
    closedReason: text('closed_reason'),

    /**
     * The `Idempotency-Key` the client sent when creating it: a second submit of the same wizard
     * (a double click, a retry after a lost answer) gets this campaign back instead of a copy.
     */
    creationKey: text('creation_key'),

    /**
     * Set when an account whose e-mail is not confirmed created it (issue 18, docs/decisions/0019): it
     * waits, out of the team's queue and the engine, until the owner confirms the address (the
     * verification link or a password reset), which sets it back to null.
     */
    emailHeldSince: instant('email_held_since'),

    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('campaigns_slug_key').on(table.slug),
    uniqueIndex('campaigns_owner_creation_key_key').on(table.ownerId, table.creationKey),
    // The dashboard lists: one user's campaigns by tab, newest first.
    index('campaigns_owner_status_idx').on(table.ownerId, table.status, table.createdAt.desc()),
    index('campaigns_agent_status_idx')
      .on(table.agentId, table.status, table.createdAt.desc())
      .where(sql`${table.agentId} is not null`),
    // The back office's queue: one substatus (pending review first), oldest first.
    index('campaigns_substatus_created_idx').on(table.substatus, table.createdAt),
    // A brand's campaigns (the lists' brand filter, the foreign key's check when a brand row goes).
    index('campaigns_brand_idx')
      .on(table.brandId)
      .where(sql`${table.brandId} is not null`),
    check(
      'campaigns_podcasts_selected_max',
      sql`cardinality(${table.podcastsSelected}) <= ${sql.raw(String(MAX_SUGGESTED_PODCASTS))}`,
    ),
    check('campaigns_budget_positive', sql`${table.budgetCents} > 0`),
    check(
      'campaigns_date_range',
      sql`${table.fromDate} is null or ${table.toDate} is null or ${table.toDate} >= ${table.fromDate}`,
    ),
    check('campaigns_preroll_quantity_positive', sql`${table.prerollQuantity} is null or ${table.prerollQuantity} > 0`),
  ],
);

export type CampaignRow = typeof campaigns.$inferSelect;

/**
 * One podcast proposed in a campaign (SPEC §3 "Proposal podcast"): what it is asked to do, what the
 * advertiser pays per action, and the podcaster's answer and progress (DOMAIN.md). The team writes the
 * counts and rates; the podcaster writes the answer columns; the advertiser's purchase sets `picked`.
 *
 * Rates are per kind of action (docs/decisions/0005): `advertiserRatesCents` maps each kind with a
 * count to what the advertiser pays for ONE such action, in cents, never below the sheet's minimum.
 */
export const campaignPodcasts = pgTable(
  'campaign_podcasts',
  {
    id: id(),
    campaignId: belongsTo('campaign_id', () => campaigns.id),
    // No cascade: a podcast with proposals (and the money attached to them) is not deleted silently.
    podcastId: uuid('podcast_id')
      .notNull()
      .references(() => podcasts.id),

    mentions: integer('mentions').notNull().default(0),
    sponsorships: integer('sponsorships').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    dedicatedShows: integer('dedicated_shows').notNull().default(0),
    spots: integer('spots').notNull().default(0),
    advertiserRatesCents: jsonb('advertiser_rates_cents').$type<ActionRates>().notNull(),
    /** SPEC §3 target: the listens range expected, as text such as `5k/10k`. */
    target: text('target'),
    /** The podcast's 30-day listens when it was proposed: the reach quoted to both sides. */
    listens30Days: integer('listens_30_days').notNull().default(0),
    /** Why the matching engine chose it, in Spanish («Audiencia tech y geek»); empty when the team added it. */
    reasons: text('reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),

    // The podcaster's side.
    status: text('status', { enum: PROPOSAL_PODCAST_STATUSES }).notNull().default('UNANSWERED'),
    statusReason: text('status_reason', { enum: PROPOSAL_STATUS_REASONS }),
    minEarningsCents: integer('min_earnings_cents'),
    contactPhonePrefix: text('contact_phone_prefix'),
    contactPhone: text('contact_phone'),
    comment: text('comment'),
    /** The podcaster left the negotiation to the team (DOMAIN.md "Podcaster answers"). */
    delegated: boolean('delegated').notNull().default(false),
    /** The advertiser chose this podcast when confirming the proposal. */
    picked: boolean('picked').notNull().default(false),
    /** The team changed the proposal after this podcast answered: the answer must be given again. */
    proposalModified: boolean('proposal_modified').notNull().default(false),
    answeredAt: instant('answered_at'),

    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('campaign_podcasts_campaign_podcast_key').on(table.campaignId, table.podcastId),
    // The podcaster's lists and badge: a user's podcasts, then their proposals.
    index('campaign_podcasts_podcast_idx').on(table.podcastId, table.status),
    check(
      'campaign_podcasts_counts_not_negative',
      sql`${table.mentions} >= 0 and ${table.sponsorships} >= 0 and ${table.reviews} >= 0 and ${table.dedicatedShows} >= 0 and ${table.spots} >= 0`,
    ),
    check(
      'campaign_podcasts_min_earnings_positive',
      sql`${table.minEarningsCents} is null or ${table.minEarningsCents} > 0`,
    ),
  ],
);

export type CampaignPodcastRow = typeof campaignPodcasts.$inferSelect;

/**
 * A note the advertiser sends the team about a campaign being configured (SPEC §7 `/suggestion`, the
 * proposal's «Sugerir un cambio»): kept, listed in the back office, and marked handled by the team.
 */
export const campaignSuggestions = pgTable(
  'campaign_suggestions',
  {
    id: id(),
    campaignId: belongsTo('campaign_id', () => campaigns.id),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
    /** When the team marked it handled, and who (docs/decisions/0021); null while it waits. */
    handledAt: instant('handled_at'),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('campaign_suggestions_campaign_idx').on(table.campaignId, table.createdAt)],
);

export type CampaignSuggestionRow = typeof campaignSuggestions.$inferSelect;

/**
 * The e-mailed links to a published proposal (`/proposal/token/{token}`): one random token per e-mail
 * sent to a podcast's contact, of which only the SHA-256 is kept, like every other e-mailed token. The
 * page is read-only, so a link works as long as its campaign exists.
 */
export const proposalLinks = pgTable(
  'proposal_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    campaignId: belongsTo('campaign_id', () => campaigns.id),
    /** Whose contact the link was sent to; null for the one link each campaign had before this table. */
    podcastId: uuid('podcast_id').references(() => podcasts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('proposal_links_campaign_idx').on(table.campaignId)],
);
