import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, instant, invoicedPartyColumns, updatedAt } from './columns';
import { users } from './users';

/**
 * A brand (client) of an agency account (issue 23, docs/decisions/0033): its name and the datos de
 * facturación its campaigns are invoiced to, the same fields as an advertiser's billing profile.
 * Archiving keeps the row, so the campaigns that name it still do; only live names are unique.
 */
export const agencyBrands = pgTable(
  'agency_brands',
  {
    id: id(),
    /** The agency account: the user flagged `is_agency`. */
    agencyId: belongsTo('agency_id', () => users.id),
    name: text('name').notNull(),
    /** The datos de facturación the brand's invoices go to. */
    ...invoicedPartyColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the agency archived it: gone from its lists and the wizard, still on its campaigns. */
    archivedAt: instant('archived_at'),
  },
  (table) => [
    uniqueIndex('agency_brands_live_name_key')
      .on(table.agencyId, sql`lower(${table.name})`)
      .where(sql`${table.archivedAt} is null`),
  ],
);

export type AgencyBrandRow = typeof agencyBrands.$inferSelect;

/** What a colleague may do in the agency account (the owner, `users.is_agency`, counts as a manager). */
export const AGENCY_MEMBER_ROLES = ['viewer', 'manager'] as const;

/**
 * The colleagues of an agency account (issue 23): users who act for the agency, whose id is its owner's.
 * A user belongs to one agency at most; access is read from here on every request that needs it
 * (modules/agency/account.ts, docs/decisions/0034), so deleting the row ends it at once.
 */
export const agencyMembers = pgTable(
  'agency_members',
  {
    agencyId: belongsTo('agency_id', () => users.id),
    userId: belongsTo('user_id', () => users.id),
    role: text('role', { enum: AGENCY_MEMBER_ROLES }).notNull(),
    /** Who sent the invitation this membership came from; kept if they leave. */
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('agency_members_user_key').on(table.userId),
    index('agency_members_agency_idx').on(table.agencyId),
    check('agency_members_role', sql`${table.role} in ('viewer', 'manager')`),
    check('agency_members_not_self', sql`${table.agencyId} <> ${table.userId}`),
  ],
);

/**
 * An invitation by e-mail to join an agency account. The link carries a random token; only its hash
 * is kept. Pending while none of accepted, revoked or expired; one pending per agency and address.
 */
export const agencyInvitations = pgTable(
  'agency_invitations',
  {
    id: id(),
    agencyId: belongsTo('agency_id', () => users.id),
    /** Stored lower-cased and trimmed, as users.email. */
    email: text('email').notNull(),
    role: text('role', { enum: AGENCY_MEMBER_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    uniqueIndex('agency_invitations_token_hash_key').on(table.tokenHash),
    // Re-inviting an address revokes its pending invitation first; this keeps it to one.
    uniqueIndex('agency_invitations_pending_key')
      .on(table.agencyId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    check('agency_invitations_role', sql`${table.role} in ('viewer', 'manager')`),
    check('agency_invitations_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);

export type AgencyMemberRole = (typeof AGENCY_MEMBER_ROLES)[number];
