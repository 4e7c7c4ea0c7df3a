import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SheetAudience, SheetBranding, SheetProfile } from '@patrocina/domain';
import { belongsTo, createdAt, id, instant, updatedAt } from './columns';
import { files } from './files';
import { users } from './users';

/** PostgreSQL's full-text document; only ever written by the database (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The catalogue. A podcast is added by its feed (or, later, by the hosting partner) and belongs to
 * nobody until someone proves they own it; from then on `ownerId` is set.
 */
export const podcasts = pgTable(
  'podcasts',
  {
    id: id(),
    /** Unique, for `/{slug}` (packages/domain slugs.ts). */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Plain text: the feed's HTML is reduced to paragraphs on import. */
    description: text('description'),
    author: text('author'),
    /**
     * Issue 23: the cover as our image service serves it (never the feed's own address: no hotlinking),
     * derived from coverFileId; null when there is none yet, and the web app draws initials.
     */
    imageUrl: text('image_url').generatedAlwaysAs(sql`'/api/v1/public/images/' || cover_file_id::text`),
    /** The stored cover (a `podcast-cover` file): the feed's image, fetched once, or the demo's drawing. */
    coverFileId: uuid('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The feed image address coverFileId was fetched from: a refresh fetches again only when the feed names another. */
    coverSourceUrl: text('cover_source_url'),
    language: text('language'),
    /** Apple Podcasts categories as the feed writes them, top-level first. */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    websiteUrl: text('website_url'),
    feedUrl: text('feed_url'),
    /** `itunes:owner/itunes:email`: where an ownership code goes. Never shown to anyone. */
    feedOwnerEmail: text('feed_owner_email'),
    /** The podcast's id on the hosting platform (SPEC's ivooxId). */
    hostingId: text('hosting_id'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    ownedSince: instant('owned_since'),
    /** SPEC §3 podcastType: a campaign may ask for PREMIUM podcasts only. */
    isPremium: boolean('is_premium').notNull().default(false),
    /** Listens over the last 30 days, the reach quoted everywhere (SPEC §9). */
    listens30d: integer('listens_30d').notNull().default(0),
    feedCheckedAt: instant('feed_checked_at'),
    /**
     * Issue 21, docs/decisions/0026: the podcast's part of its measurement prefix,
     * `{PUBLIC_URL}/e/{measurementKey}/{enclosure without scheme}`. Public (it sits in the feed), random
     * so that podcasts cannot be enumerated through it.
     */
    measurementKey: text('measurement_key')
      .notNull()
      .default(sql`substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)`),
    /** When a feed refresh first found its latest enclosures carrying the prefix («Medición verificada activa»); null while they do not. */
    measuredSince: instant('measured_since'),
    /** The token of the public link to its verified monthly downloads, while the podcaster shares it. */
    downloadsShareToken: text('downloads_share_token'),
    /**
     * Issue 23, drizzle/0027: what the catalogue's text search reads, title (A), categories with their
     * Spanish names (B) and description (C), accents folded and stemmed in Spanish by the database's
     * `catalogue_document()`. Generated, so it never goes stale.
     */
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(sql`catalogue_document(title, categories, description)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('podcasts_slug_key').on(table.slug),
    uniqueIndex('podcasts_measurement_key_key').on(table.measurementKey),
    uniqueIndex('podcasts_downloads_share_token_key').on(table.downloadsShareToken),
    uniqueIndex('podcasts_feed_url_key').on(table.feedUrl),
    uniqueIndex('podcasts_hosting_id_key').on(table.hostingId),
    index('podcasts_owner_idx').on(table.ownerId),
    index('podcasts_search_document_idx').using('gin', table.searchDocument),
    index('podcasts_listens_idx')
      .on(table.listens30d.desc())
      .where(sql`${table.ownerId} is not null`),
    // The refresh job's queue: owned podcasts with a feed, least recently checked first.
    index('podcasts_feed_checked_idx')
      .on(table.feedCheckedAt.asc().nullsFirst())
      .where(sql`${table.ownerId} is not null and ${table.feedUrl} is not null`),
  ],
);

/** A podcast's episodes, from its feed: what a podcaster picks when recording a published action. */
export const episodes = pgTable(
  'episodes',
  {
    id: id(),
    podcastId: belongsTo('podcast_id', () => podcasts.id),
    /** The feed's `<guid>` (or the enclosure URL when there is none): stable across refreshes. */
    guid: text('guid').notNull(),
    title: text('title').notNull(),
    link: text('link'),
    audioUrl: text('audio_url'),
    publishedAt: instant('published_at'),
    durationSeconds: integer('duration_seconds'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('episodes_podcast_guid_key').on(table.podcastId, table.guid),
    index('episodes_podcast_published_idx').on(table.podcastId, table.publishedAt.desc()),
  ],
);

export const CLAIM_METHODS = ['email_code', 'feed_token'] as const;

/**
 * A user's attempt to prove they own a podcast: a code e-mailed to the feed's owner address, or a
 * token they place in the feed (`<podcast:txt purpose="verify">`). The code is stored hashed.
 */
export const podcastClaims = pgTable(
  'podcast_claims',
  {
    id: id(),
    podcastId: belongsTo('podcast_id', () => podcasts.id),
    userId: belongsTo('user_id', () => users.id),
    /** The token to place in the feed. Kept readable: the user sees it again, and it becomes public in the feed. */
    feedToken: text('feed_token').notNull(),
    /** SHA-256 of the latest e-mailed code, while one is outstanding. */
    codeHash: text('code_hash'),
    codeExpiresAt: instant('code_expires_at'),
    /** When the latest code was e-mailed: the next one waits CLAIM_CODE_RESEND_SECONDS after it. */
    codeSentAt: instant('code_sent_at'),
    codeAttempts: integer('code_attempts').notNull().default(0),
    codesSent: integer('codes_sent').notNull().default(0),
    verifiedAt: instant('verified_at'),
    verifiedBy: text('verified_by', { enum: CLAIM_METHODS }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('podcast_claims_open_key')
      .on(table.podcastId, table.userId)
      .where(sql`${table.verifiedAt} is null`),
    index('podcast_claims_user_idx').on(table.userId),
  ],
);

/**
 * The sponsorship sheet, one per podcast. Each step is stored as the JSON its shared schema
 * (packages/domain sponsorship.ts) validated; null until saved once.
 */
export const podcastSheets = pgTable('podcast_sheets', {
  podcastId: uuid('podcast_id')
    .primaryKey()
    .references(() => podcasts.id, { onDelete: 'cascade' }),
  profile: jsonb('profile').$type<SheetProfile>(),
  audience: jsonb('audience').$type<SheetAudience>(),
  branding: jsonb('branding').$type<Omit<SheetBranding, 'terms'>>(),
  termsAcceptedAt: instant('terms_accepted_at'),
  termsAcceptedBy: uuid('terms_accepted_by').references(() => users.id, { onDelete: 'set null' }),
  /** Set when every step is saved and the terms accepted: the podcast can then be proposed. */
  completedAt: instant('completed_at'),
  updatedAt: updatedAt(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Holidays ("vacaciones"): date ranges, inclusive, when the podcast takes no actions. */
export const podcastBlockedPeriods = pgTable(
  'podcast_blocked_periods',
  {
    id: id(),
    podcastId: belongsTo('podcast_id', () => podcasts.id),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('podcast_blocked_periods_podcast_idx').on(table.podcastId, table.startsOn)],
);

export const REPRESENTATION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;

/**
 * The owner's delegation of a podcast to a representative (DOMAIN.md "Representation"), addressed
 * to an e-mail. Accept and reject links carry single-use, expiring tokens, stored hashed. The rights
 * go to `managerId`, the account that accepted, never to whoever holds the address string: an account
 * can be made with any address, confirmed or not (docs/decisions/0013).
 */
export const representations = pgTable(
  'representations',
  {
    id: id(),
    podcastId: belongsTo('podcast_id', () => podcasts.id),
    ownerId: belongsTo('owner_id', () => users.id),
    /** The invited address; shown to the owner and written to. */
    managerEmail: text('manager_email').notNull(),
    /**
     * The representative: set on acceptance to the signed-in account whose confirmed address is the
     * invited one. Every right of the representative is read from here.
     */
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REPRESENTATION_STATUSES }).notNull().default('PENDING'),
    /**
     * The owner's choice (issue 19): the podcast's earnings go to the representative instead of the
     * owner while this representation is accepted. Read when a campaign is paid, so earnings already
     * cut keep their payee.
     */
    paysRepresentative: boolean('pays_representative').notNull().default(false),
    tokenHash: text('token_hash').notNull(),
    tokenExpiresAt: instant('token_expires_at').notNull(),
    createdAt: createdAt(),
    respondedAt: instant('responded_at'),
    endedAt: instant('ended_at'),
  },
  (table) => [
    uniqueIndex('representations_token_hash_key').on(table.tokenHash),
    // One live delegation per podcast: a pending request or an accepted representation.
    uniqueIndex('representations_live_key')
      .on(table.podcastId)
      .where(sql`${table.status} in ('PENDING', 'ACCEPTED')`),
    index('representations_manager_idx')
      .on(table.managerId)
      .where(sql`${table.status} = 'ACCEPTED'`),
    check('representations_accepted_has_manager', sql`${table.status} <> 'ACCEPTED' or ${table.managerId} is not null`),
  ],
);
