import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  APPROXIMATE_DATES,
  CAMPAIGN_GENDERS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_SUBSTATUSES,
  COVERAGE_ACTIONS,
  MAX_SUGGESTED_PODCASTS,
  PODCAST_TYPES,
  type AudienceFlag,
  type BrandingAction,
} from '@patrocina/domain';
import { files } from './files';
import { users } from './users';

/**
 * A campaign: the brief an advertiser or agency writes in three steps (packages/domain campaigns.ts),
 * where it is in its life cycle (DOMAIN.md), and who may see it. Money is in euro cents.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The advertiser or agency who briefed it. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The team's campaign manager (scope `agent`), set by the team, never by the owner. */
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('CONFIGURING'),
    substatus: text('substatus', { enum: CAMPAIGN_SUBSTATUSES }).notNull().default('PENDING_REVIEW'),
    /** For `/proposal/{slug}`: brand and name plus a random suffix, unique. */
    slug: text('slug').notNull(),
    /** For `/proposal/token/{token}`: a random, unguessable token. */
    publicToken: text('public_token').notNull(),

    // «Qué anunciar»
    brand: text('brand').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    briefing: text('briefing').notNull().default(''),
    briefingFileId: uuid('briefing_file_id').references(() => files.id, { onDelete: 'set null' }),

    // «A quién llegar»
    audiences: text('audiences').array().$type<AudienceFlag[]>().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    country: text('country').notNull().default('ES'),
    provinces: text('provinces').array().notNull().default(sql`'{}'::text[]`),
    gender: text('gender', { enum: CAMPAIGN_GENDERS }).notNull().default('ALL'),
    ages: integer('ages').array().$type<(0 | 25 | 45)[]>().notNull().default(sql`'{}'::integer[]`),

    // «Cómo»
    coverageAction: text('coverage_action', { enum: COVERAGE_ACTIONS }).notNull().default('ALL'),
    brandingActions: text('branding_actions').array().$type<BrandingAction[]>().notNull().default(sql`'{}'::text[]`),
    podcastType: text('podcast_type', { enum: PODCAST_TYPES }).notNull().default('PREMIUM'),
    /** Up to five podcasts the advertiser suggests (ids of `podcasts`; a podcast gone stays listed and is skipped). */
    podcastsSelected: uuid('podcasts_selected').array().notNull().default(sql`'{}'::uuid[]`),
    budgetCents: integer('budget_cents').notNull(),
    approximateDate: text('approximate_date', { enum: APPROXIMATE_DATES }).notNull(),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    spotFileId: uuid('spot_file_id').references(() => files.id, { onDelete: 'set null' }),
    prerollText: text('preroll_text').notNull().default(''),
    bannerFileId: uuid('banner_file_id').references(() => files.id, { onDelete: 'set null' }),
    bannerUrl: text('banner_url'),

    // Derived (SPEC §3), recomputed on every save from the fields above.
    generalist: boolean('generalist').notNull(),
    optimum: boolean('optimum').notNull(),

    // Pause and unpause (DOMAIN.md): a pause takes effect at once; unpausing is a request the team processes.
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pauseReason: text('pause_reason'),
    unpauseRequestedAt: timestamp('unpause_requested_at', { withTimezone: true }),

    /**
     * The `Idempotency-Key` the client sent when creating it: a second submit of the same wizard
     * (a double click, a retry after a lost answer) gets this campaign back instead of a copy.
     */
    creationKey: text('creation_key'),

    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('campaigns_slug_key').on(table.slug),
    uniqueIndex('campaigns_public_token_key').on(table.publicToken),
    uniqueIndex('campaigns_owner_creation_key_key').on(table.ownerId, table.creationKey),
    // The dashboard lists: one user's campaigns by tab, newest first.
    index('campaigns_owner_status_idx').on(table.ownerId, table.status, table.createdAt.desc()),
    index('campaigns_agent_status_idx').on(table.agentId, table.status, table.createdAt.desc()).where(sql`${table.agentId} is not null`),
    check('campaigns_podcasts_selected_max', sql`cardinality(${table.podcastsSelected}) <= ${sql.raw(String(MAX_SUGGESTED_PODCASTS))}`),
    check('campaigns_budget_positive', sql`${table.budgetCents} > 0`),
    check('campaigns_date_range', sql`${table.fromDate} is null or ${table.toDate} is null or ${table.toDate} >= ${table.fromDate}`),
  ],
);

export type CampaignRow = typeof campaigns.$inferSelect;
