import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, instant, singleUseTimes, updatedAt } from './columns';

/** The social sign-in providers (SPEC §6). */
export const SOCIAL_PROVIDERS = ['google', 'apple', 'facebook'] as const;

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    /** scrypt hash with its parameters; null for accounts made through a social provider only. */
    passwordHash: text('password_hash'),
    username: text('username').notNull(),
    avatarUrl: text('avatar_url'),
    /** SPEC's ivooxUserId: the account on the hosting platform, once linked. */
    hostingUserId: text('hosting_user_id'),
    alternativeEmail: text('alternative_email'),
    phone: text('phone'),
    phonePrefix: text('phone_prefix'),
    newsletter: boolean('newsletter').notNull().default(false),
    scope: text('scope', { enum: ['user', 'agent', 'admin'] })
      .notNull()
      .default('user'),
    isAgency: boolean('is_agency').notNull().default(false),
    emailVerifiedAt: instant('email_verified_at'),
    termsAcceptedAt: instant('terms_accepted_at'),
    /** UTM parameters the visitor arrived with (DOMAIN.md, Attribution). */
    signupAttribution: jsonb('signup_attribution').$type<Record<string, string>>(),
    /**
     * Set when the user deleted the account: the row stays so that shared history (campaigns,
     * messages) keeps its references, with every personal field erased (users/deletion.ts).
     */
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
);

/** Social sign-in identities, keyed on the provider's subject, never on e-mail alone. */
export const externalIdentities = pgTable(
  'external_identities',
  {
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    subject: text('subject').notNull(),
    userId: belongsTo('user_id', () => users.id),
    email: text('email'),
    /**
     * Whether the address was vouched for when the identity was stored: by the provider
     * (`email_verified`) at sign-up, or by the account's password when linked. A password reset (the
     * inbox proved) drops the identities without it, so whoever pre-created the account loses it.
     */
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('external_identities_user_idx').on(table.userId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: belongsTo('user_id', () => users.id),
    /** Set when an admin acts as this user (`/login/impersonate`). */
    impersonatorId: uuid('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [uniqueIndex('sessions_token_hash_key').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);

/**
 * `impersonate` is not e-mailed: it is the admin's single-use link to `/login/impersonate`; its
 * `email` column holds the admin's address, checked again when the link is used.
 */
export const EMAIL_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'change_email', 'impersonate'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    userId: belongsTo('user_id', () => users.id),
    /** The address being confirmed (the account's own, or the new one for a change of e-mail). */
    email: text('email').notNull(),
    ...singleUseTimes(),
  },
  (table) => [
    uniqueIndex('email_tokens_token_hash_key').on(table.tokenHash),
    index('email_tokens_user_idx')
      .on(table.userId, table.purpose)
      .where(sql`${table.usedAt} is null`),
  ],
);

/** Failed logins per e-mail and address, so repeated guessing is slowed down on every instance. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: instant('window_started_at').notNull().defaultNow(),
});

/**
 * Nonces handed to the browser before a social sign-in; the provider signs them into its id token.
 * Only the hash is kept, and using one marks it used, so a token cannot be replayed.
 */
export const loginNonces = pgTable('login_nonces', {
  nonceHash: text('nonce_hash').primaryKey(),
  ...singleUseTimes(),
});

/**
 * A verified social identity whose e-mail already belongs to an account with a password: it is linked
 * only once the user proves that password, with this single-use ticket (never on e-mail alone).
 */
export const pendingSocialLinks = pgTable(
  'pending_social_links',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    subject: text('subject').notNull(),
    userId: belongsTo('user_id', () => users.id),
    email: text('email').notNull(),
    ...singleUseTimes(),
  },
  (table) => [index('pending_social_links_user_idx').on(table.userId)],
);
