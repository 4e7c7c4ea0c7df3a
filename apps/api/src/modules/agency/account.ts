import { and, eq, inArray, isNull, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AGENCY_MEMBER_ROLES, AGENCY_TEAM_MESSAGES, type AgencyMemberRole, type AgencyRole } from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { agencyMembers, users } from '../../db/schema';
import { AppError } from '../../lib/errors';

export type { AgencyRole } from '@patrocina/domain';

export interface AgencyAccount {
  agencyId: string;
  role: AgencyRole;
}

const agencies = alias(users, 'agency');
/**
 * A membership counts only while its agency is one: flagged and not deleted. An owner who turns the
 * flag off or deletes the account leaves no colleague acting for a ghost agency.
 */
const liveAgency = and(
  eq(agencies.id, agencyMembers.agencyId),
  eq(agencies.isAgency, true),
  isNull(agencies.deletedAt),
);

/**
 * The agency the user acts for: their own when flagged as agency, the one they joined, or null. Read
 * from the database on every call (one indexed query, docs/decisions/0034), never kept in the session:
 * a colleague who is removed loses access on their next request, whichever instance answers it.
 */
export async function agencyAccountOf(db: Executor, userId: string): Promise<AgencyAccount | null> {
  const [row] = await db
    .select({ isAgency: users.isAgency, agencyId: agencies.id, role: agencyMembers.role })
    .from(users)
    .leftJoin(agencyMembers, eq(agencyMembers.userId, users.id))
    .leftJoin(agencies, liveAgency)
    .where(eq(users.id, userId));
  if (!row) return null;
  if (row.isAgency) return { agencyId: userId, role: 'owner' };
  return row.agencyId && row.role ? { agencyId: row.agencyId, role: row.role } : null;
}

/** The agency account of a `/private/agency/*` call; a user with none gets the 404 every such route gives. */
export async function requireAgencyAccount(db: Executor, userId: string): Promise<AgencyAccount> {
  const account = await agencyAccountOf(db, userId);
  if (!account) throw new AppError('NOT_FOUND', AGENCY_TEAM_MESSAGES.noAgency);
  return account;
}

export const viewerCannotChange = () => new AppError('FORBIDDEN', AGENCY_TEAM_MESSAGES.viewerCannotChange);

/** The agency account of a call that changes something: the owner and managers, a viewer gets 403. */
export async function requireAgencyManager(db: Executor, userId: string): Promise<AgencyAccount> {
  const account = await requireAgencyAccount(db, userId);
  if (account.role === 'viewer') throw viewerCannotChange();
  return account;
}

/**
 * The agencies whose rows (campaigns by `owner_id`) the user acts on as a colleague with one of these
 * roles, as a subquery: `inArray(campaigns.ownerId, colleagueAgencyIds(db, userId))`. The unique index
 * on `user_id` answers it, in the same round trip as the query it sits in.
 */
export function colleagueAgencyIds(
  db: Executor,
  userId: string | Placeholder,
  roles: readonly AgencyMemberRole[] = AGENCY_MEMBER_ROLES,
) {
  return db
    .select({ agencyId: agencyMembers.agencyId })
    .from(agencyMembers)
    .innerJoin(agencies, liveAgency)
    .where(and(eq(agencyMembers.userId, userId), inArray(agencyMembers.role, [...roles])));
}

/** The user's role as a colleague of this agency account, or null when they are not one. */
export async function colleagueRoleIn(
  db: Executor,
  userId: string,
  agencyId: string,
): Promise<AgencyMemberRole | null> {
  const [row] = await db
    .select({ role: agencyMembers.role })
    .from(agencyMembers)
    .innerJoin(agencies, liveAgency)
    .where(and(eq(agencyMembers.userId, userId), eq(agencyMembers.agencyId, agencyId)));
  return row?.role ?? null;
}

/** One colleague of an agency, as colleaguesOf lists them. */
export interface AgencyColleague {
  id: string;
  role: AgencyMemberRole;
  email: string;
}

const colleagueUser = alias(users, 'agency_colleague');

/**
 * The colleagues of the agency whose id is in `agencyId` (a column of the outer query, such as a
 * campaign's owner), as a json array read in the same query: empty when that user is no live agency.
 * What the workroom asks on every read, so a colleague who is removed is no longer one at once.
 */
export function colleaguesOf(db: Executor, agencyId: AnyColumn): SQL<AgencyColleague[]> {
  const list = db
    .select({
      list: sql`coalesce(json_agg(json_build_object('id', ${agencyMembers.userId}, 'role', ${agencyMembers.role}, 'email', ${colleagueUser.email})), '[]'::json)`,
    })
    .from(agencyMembers)
    .innerJoin(agencies, liveAgency)
    .innerJoin(colleagueUser, and(eq(colleagueUser.id, agencyMembers.userId), isNull(colleagueUser.deletedAt)))
    .where(eq(agencyMembers.agencyId, agencyId));
  return sql<AgencyColleague[]>`(${list})`;
}
