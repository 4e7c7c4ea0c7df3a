import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AGENCY_TEAM_MESSAGES, MAX_AGENCY_COLLEAGUES, MESSAGES, type AgencyInvitationView } from '@patrocina/domain';
import type { Executor, Transaction } from '../../db/client';
import { agencyInvitations, agencyMembers, campaigns, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { seatsTaken } from './team';

const agencies = alias(users, 'agency');
const inviters = alias(users, 'inviter');

/** An invitation by its link's token, whatever its state, with the names its page shows. */
async function findInvitation(db: Executor, token: string, options: { lock: boolean }) {
  const query = db
    .select({ invitation: agencyInvitations, agencyName: agencies.username, inviterName: inviters.username })
    .from(agencyInvitations)
    // An agency that turned its flag off or was deleted has no invitations left to answer.
    .innerJoin(
      agencies,
      and(eq(agencies.id, agencyInvitations.agencyId), eq(agencies.isAgency, true), isNull(agencies.deletedAt)),
    )
    .leftJoin(inviters, eq(inviters.id, agencyInvitations.invitedBy))
    .where(eq(agencyInvitations.tokenHash, hashToken(token)));
  const [found] = options.lock ? await query.for('update', { of: agencyInvitations }) : await query;
  if (!found) throw new AppError('INVALID_LINK', MESSAGES.invalidLink);
  return found;
}

type FoundInvitation = Awaited<ReturnType<typeof findInvitation>>;

/** Answered, revoked (replaced by a newer one) or out of time: SPEC §8's expired link. */
function assertOpen({ invitation }: FoundInvitation): void {
  const open = !invitation.acceptedAt && !invitation.revokedAt && invitation.expiresAt > new Date();
  if (!open) throw new AppError('EXPIRED_LINK', MESSAGES.expiredLink);
}

async function hasAccount(db: Executor, email: string): Promise<boolean> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return account !== undefined;
}

function toView(found: FoundInvitation, invitedHasAccount: boolean): AgencyInvitationView {
  return {
    agencyName: found.agencyName,
    invitedBy: found.inviterName ?? found.agencyName,
    role: found.invitation.role,
    email: found.invitation.email,
    hasAccount: invitedHasAccount,
  };
}

/** What the invitation page shows; opening the link changes nothing (mail scanners open links). */
export async function readAgencyInvitation(db: Executor, token: string): Promise<AgencyInvitationView> {
  const found = await findInvitation(db, token, { lock: false });
  assertOpen(found);
  return toView(found, await hasAccount(db, found.invitation.email));
}

/**
 * Whether the account may become someone's colleague: not while it is a colleague elsewhere, nor an
 * agency account with campaigns or colleagues of its own. An agency account with neither (a flag set
 * by mistake, or to look around) becomes a colleague and drops its flag, so that it acts for one agency.
 */
async function makeJoinable(tx: Transaction, actor: Actor, agencyId: string): Promise<void> {
  const [membership] = await tx
    .select({ agencyId: agencyMembers.agencyId })
    .from(agencyMembers)
    .where(eq(agencyMembers.userId, actor.id));
  if (membership) throw new AppError('CONFLICT', AGENCY_TEAM_MESSAGES.inOtherAgency);
  if (actor.id === agencyId) throw new AppError('CONFLICT', AGENCY_TEAM_MESSAGES.inviteYourself);
  const [account] = await tx.select({ isAgency: users.isAgency }).from(users).where(eq(users.id, actor.id));
  if (!account?.isAgency) return;
  const [[campaign], [colleague]] = await Promise.all([
    tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.ownerId, actor.id)).limit(1),
    tx.select({ id: agencyMembers.userId }).from(agencyMembers).where(eq(agencyMembers.agencyId, actor.id)).limit(1),
  ]);
  if (campaign || colleague) throw new AppError('CONFLICT', AGENCY_TEAM_MESSAGES.ownAgencyInUse);
  await tx
    .update(users)
    .set({ isAgency: false, updatedAt: sql`now()` })
    .where(eq(users.id, actor.id));
}

/**
 * «Aceptar invitación», on the click only. As with representations (docs/decisions/0013), the signed-in
 * account must be the invited address's, confirmed: the link proves whoever opened it reads the inbox,
 * the session proves who they are. A second click (or a double submit) answers what the first did.
 */
export async function acceptAgencyInvitation(db: Executor, actor: Actor, token: string): Promise<AgencyInvitationView> {
  return db.transaction(async (tx) => {
    const found = await findInvitation(tx, token, { lock: true });
    const { invitation } = found;
    if (invitation.acceptedBy === actor.id) return toView(found, true);
    assertOpen(found);
    if (actor.email !== invitation.email) throw new AppError('WRONG_ACCOUNT', AGENCY_TEAM_MESSAGES.wrongAccount);
    if (!actor.emailVerified) throw new AppError('EMAIL_NOT_CONFIRMED', AGENCY_TEAM_MESSAGES.emailUnconfirmed);
    await makeJoinable(tx, actor, invitation.agencyId);
    // The invitation took a seat when sent, but older ones (sent before the cap) may outnumber the seats.
    if ((await seatsTaken(tx, invitation.agencyId, { invitations: false })) >= MAX_AGENCY_COLLEAGUES) {
      throw new AppError('CONFLICT', AGENCY_TEAM_MESSAGES.agencyFull);
    }
    const [joined] = await tx
      .insert(agencyMembers)
      .values({
        agencyId: invitation.agencyId,
        userId: actor.id,
        role: invitation.role,
        invitedBy: invitation.invitedBy,
      })
      // Two agencies' invitations accepted at once: each passed makeJoinable before the other joined,
      // and the unique index on user_id keeps the first. The second waits for it and joins nothing.
      .onConflictDoNothing({ target: agencyMembers.userId })
      .returning({ userId: agencyMembers.userId });
    if (!joined) throw new AppError('CONFLICT', AGENCY_TEAM_MESSAGES.inOtherAgency);
    await tx
      .update(agencyInvitations)
      .set({ acceptedAt: sql`now()`, acceptedBy: actor.id })
      .where(eq(agencyInvitations.id, invitation.id));
    return toView(found, true);
  });
}
