import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import {
  AGENCY_INVITATION_DAYS,
  AGENCY_TEAM_MESSAGES,
  MAX_AGENCY_COLLEAGUES,
  type AgencyColleague,
  type AgencyMemberRole,
  type AgencyTeam,
  type InviteColleague,
  type PendingAgencyInvitation,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { agencyInvitations, agencyMembers, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { createToken, hashToken } from '../../lib/tokens';
import { withOutbox } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { requireAgencyAccount, requireAgencyManager } from './account';
import { agencyInvitationMail } from './mails';

const DAY_MS = 86_400_000;

const pending = and(isNull(agencyInvitations.acceptedAt), isNull(agencyInvitations.revokedAt));

type InvitationRow = typeof agencyInvitations.$inferSelect;

function toPendingInvitation(row: InvitationRow, now: Date): PendingAgencyInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
    isExpired: row.expiresAt <= now,
  };
}

async function agencyOwner(db: Executor, agencyId: string) {
  const [owner] = await db
    .select({ id: users.id, username: users.username, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, agencyId));
  return owner!;
}

/** «Equipo»: the owner first, then the colleagues in the order they joined, and the open invitations. */
export async function getTeam(db: Executor, actor: Pick<Actor, 'id'>): Promise<AgencyTeam> {
  const account = await requireAgencyAccount(db, actor.id);
  const [owner, colleagues, invitations] = await Promise.all([
    agencyOwner(db, account.agencyId),
    db
      .select({
        userId: users.id,
        username: users.username,
        email: users.email,
        role: agencyMembers.role,
        since: agencyMembers.createdAt,
      })
      .from(agencyMembers)
      .innerJoin(users, eq(users.id, agencyMembers.userId))
      .where(eq(agencyMembers.agencyId, account.agencyId))
      .orderBy(asc(agencyMembers.createdAt), asc(users.id)),
    db
      .select()
      .from(agencyInvitations)
      .where(and(eq(agencyInvitations.agencyId, account.agencyId), pending))
      .orderBy(asc(agencyInvitations.createdAt)),
  ]);
  const ownerEntry: AgencyColleague = {
    userId: owner.id,
    username: owner.username,
    email: owner.email,
    role: 'owner',
    since: owner.createdAt.toISOString(),
  };
  const now = new Date();
  return {
    agency: { id: owner.id, name: owner.username },
    role: account.role,
    members: [ownerEntry, ...colleagues.map((row) => ({ ...row, since: row.since.toISOString() }))],
    invitations: invitations.map((row) => toPendingInvitation(row, now)),
  };
}

/** Whether the address already belongs to the agency: its owner's or a colleague's. */
async function isOnTeam(db: Executor, agencyId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(agencyMembers, eq(agencyMembers.userId, users.id))
    .where(and(eq(users.email, email), sql`(${users.id} = ${agencyId} or ${agencyMembers.agencyId} = ${agencyId})`));
  return row !== undefined;
}

/**
 * How many seats of MAX_AGENCY_COLLEAGUES the agency's team takes: its colleagues, and with
 * `invitations` its invitations that can still be accepted. The agency's row is locked first, so two
 * invitations or acceptances at once count one after the other and the cap holds.
 */
export async function seatsTaken(tx: Executor, agencyId: string, options: { invitations: boolean }): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, agencyId)).for('no key update');
  const [members] = await tx.select({ total: count() }).from(agencyMembers).where(eq(agencyMembers.agencyId, agencyId));
  if (!options.invitations) return members!.total;
  const [open] = await tx
    .select({ total: count() })
    .from(agencyInvitations)
    .where(and(eq(agencyInvitations.agencyId, agencyId), pending, sql`${agencyInvitations.expiresAt} > now()`));
  return members!.total + open!.total;
}

/**
 * «Invitar»: the owner or a manager invites an address with a role. The e-mail carries a link with a
 * single-use token (only its hash is kept); inviting the same address again replaces the pending one,
 * whose link stops working. Colleagues and open invitations together stay under MAX_AGENCY_COLLEAGUES.
 */
export async function inviteColleague(
  ctx: AppContext,
  actor: Actor,
  input: InviteColleague,
): Promise<PendingAgencyInvitation> {
  const email = input.email.toLowerCase();
  return withOutbox(ctx, async (tx, queueMail) => {
    const account = await requireAgencyManager(tx, actor.id);
    if (email === actor.email) throw new AppError('CONFLICT', AGENCY_TEAM_MESSAGES.inviteYourself);
    if (await isOnTeam(tx, account.agencyId, email)) throw new AppError('CONFLICT', AGENCY_TEAM_MESSAGES.alreadyMember);
    await tx
      .update(agencyInvitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(agencyInvitations.agencyId, account.agencyId), eq(agencyInvitations.email, email), pending));
    // Counted after the address's old invitation is revoked (inviting again takes no second seat), and
    // after that row's lock, in the order an acceptance takes them.
    if ((await seatsTaken(tx, account.agencyId, { invitations: true })) >= MAX_AGENCY_COLLEAGUES) {
      throw new AppError('CONFLICT', AGENCY_TEAM_MESSAGES.teamFull);
    }
    const token = createToken();
    const [created] = await tx
      .insert(agencyInvitations)
      .values({
        agencyId: account.agencyId,
        email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: actor.id,
        expiresAt: new Date(Date.now() + AGENCY_INVITATION_DAYS * DAY_MS),
      })
      // Two invitations of the same address at once: the partial unique index keeps one.
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError('CONFLICT', AGENCY_TEAM_MESSAGES.alreadyInvited);
    const agency = await agencyOwner(tx, account.agencyId);
    await queueMail(
      email,
      agencyInvitationMail(mailContext(ctx.config), {
        inviterName: actor.username,
        agencyName: agency.username,
        role: input.role,
        token,
        days: AGENCY_INVITATION_DAYS,
      }),
    );
    return toPendingInvitation(created, new Date());
  });
}

/** «Anular»: the pending invitation's link stops working. Another agency's id is not found. */
export async function revokeInvitation(db: Executor, actor: Pick<Actor, 'id'>, invitationId: string): Promise<void> {
  const account = await requireAgencyManager(db, actor.id);
  const [revoked] = await db
    .update(agencyInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(agencyInvitations.id, invitationId), eq(agencyInvitations.agencyId, account.agencyId), pending))
    .returning({ id: agencyInvitations.id });
  if (!revoked) throw new AppError('NOT_FOUND', AGENCY_TEAM_MESSAGES.invitationNotFound);
}

/** The colleague's row in the actor's agency; the owner is never changed nor removed. */
async function colleagueCondition(db: Executor, actor: Pick<Actor, 'id'>, userId: string) {
  const account = await requireAgencyManager(db, actor.id);
  if (userId === account.agencyId) throw new AppError('FORBIDDEN', AGENCY_TEAM_MESSAGES.ownerStays);
  return and(eq(agencyMembers.agencyId, account.agencyId), eq(agencyMembers.userId, userId));
}

/**
 * The actor's own row, for «Salir de la agencia»: any colleague may leave, whatever their role. The
 * owner is the agency itself and stays (it stops being one from Mi cuenta, once the team is gone).
 */
async function ownMembershipCondition(db: Executor, actor: Pick<Actor, 'id'>) {
  const account = await requireAgencyAccount(db, actor.id);
  if (account.role === 'owner') throw new AppError('FORBIDDEN', AGENCY_TEAM_MESSAGES.ownerStays);
  return and(eq(agencyMembers.agencyId, account.agencyId), eq(agencyMembers.userId, actor.id));
}

/**
 * Removes a colleague: the owner and managers remove anyone but the owner, and every colleague may
 * leave by themselves. Their next request already acts for nobody.
 */
export async function removeColleague(db: Executor, actor: Pick<Actor, 'id'>, userId: string): Promise<void> {
  const condition =
    userId === actor.id ? await ownMembershipCondition(db, actor) : await colleagueCondition(db, actor, userId);
  const removed = await db.delete(agencyMembers).where(condition).returning({ userId: agencyMembers.userId });
  if (removed.length === 0) throw new AppError('NOT_FOUND', AGENCY_TEAM_MESSAGES.memberNotFound);
}

export async function changeColleagueRole(
  db: Executor,
  actor: Pick<Actor, 'id'>,
  userId: string,
  role: AgencyMemberRole,
): Promise<void> {
  const changed = await db
    .update(agencyMembers)
    .set({ role })
    .where(await colleagueCondition(db, actor, userId))
    .returning({ userId: agencyMembers.userId });
  if (changed.length === 0) throw new AppError('NOT_FOUND', AGENCY_TEAM_MESSAGES.memberNotFound);
}

/**
 * A deleted account's ties to agencies (users/deletion.ts): its colleagues, if it was an agency, and
 * its own place in one, go; the invitations its agency sent, or that were sent to its address, are
 * revoked. The 0030 trigger then drops every colleague's cached account and lists.
 */
export async function endAgencyTiesOf(tx: Executor, user: { id: string; email: string }): Promise<void> {
  await tx.delete(agencyMembers).where(or(eq(agencyMembers.agencyId, user.id), eq(agencyMembers.userId, user.id)));
  await tx
    .update(agencyInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        or(eq(agencyInvitations.agencyId, user.id), eq(agencyInvitations.email, user.email.toLowerCase())),
        isNull(agencyInvitations.acceptedAt),
        isNull(agencyInvitations.revokedAt),
      ),
    );
}

/**
 * `PATCH /users/me` turning the agency flag (users/service.ts): off only without colleagues or pending
 * invitations, which would otherwise outlive the agency; on only for someone who is nobody's colleague.
 */
export async function assertAgencyFlagChange(tx: Executor, userId: string, isAgency: boolean): Promise<void> {
  if (isAgency) {
    const [member] = await tx
      .select({ one: sql<number>`1` })
      .from(agencyMembers)
      .where(eq(agencyMembers.userId, userId))
      .limit(1);
    if (member) throw new AppError('CONFLICT', AGENCY_TEAM_MESSAGES.flagOnAsColleague);
    return;
  }
  const [tie] = await tx
    .select({ one: sql<number>`1` })
    .from(agencyMembers)
    .where(eq(agencyMembers.agencyId, userId))
    .union(
      tx
        .select({ one: sql<number>`1` })
        .from(agencyInvitations)
        .where(
          and(
            eq(agencyInvitations.agencyId, userId),
            isNull(agencyInvitations.acceptedAt),
            isNull(agencyInvitations.revokedAt),
            sql`${agencyInvitations.expiresAt} > now()`,
          ),
        ),
    )
    .limit(1);
  if (tie) throw new AppError('CONFLICT', AGENCY_TEAM_MESSAGES.flagOffWithTeam);
}
