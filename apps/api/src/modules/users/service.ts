import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, MESSAGES, type AccountSession, type ChangeOwnPassword, type Me, type UpdateMe } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { sessions, users } from '../../db/schema';
import { issueEmailToken } from '../../lib/email-tokens';
import { AppError, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { deleteUserSessions } from '../../lib/sessions';
import { withOutbox } from '../../mail/outbox';
import { mailContext, passwordChangedMail, verificationMail } from '../../mail/templates';
import type { RequestAuth } from '../../plugins/session';
import { describeDevice } from './device';

type UserRow = typeof users.$inferSelect;

/** The header's badges: unread workroom messages and campaigns waiting for the user. */
export interface Badges {
  unread: number;
  pending: number;
}

/** SPEC §3 User for its owner, with the header's badge counts. */
export function toMe(user: UserRow, impersonatorId: string | null, badges: Badges = { unread: 0, pending: 0 }): Me {
  return {
    id: user.id,
    username: user.username,
    avatar: user.avatarUrl,
    ivooxUserId: user.hostingUserId,
    email: user.email,
    alternativeEmail: user.alternativeEmail,
    phone: user.phone,
    prefix: user.phonePrefix,
    newsletter: user.newsletter,
    scope: user.scope,
    isAgency: user.isAgency,
    emailVerified: user.emailVerifiedAt !== null,
    impersonatedBy: impersonatorId,
    messageStats: { unread: badges.unread },
    campaignActionStats: { pending: badges.pending },
  };
}

/** The badges of a user: the campaigns and workroom modules count them (app.ts passes this in). */
export type BadgeCounter = (userId: string) => Promise<Badges>;

export async function getMe(auth: RequestAuth, countBadges: BadgeCounter): Promise<Me> {
  return toMe(auth.user, auth.impersonatorId, await countBadges(auth.user.id));
}

/** Changes only the fields `updateMeSchema` lets through (the agency flag, the newsletter). */
export async function updateMe(ctx: AppContext, auth: RequestAuth, input: UpdateMe, countBadges: BadgeCounter): Promise<Me> {
  const [user] = await ctx.db
    .update(users)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(users.id, auth.user.id))
    .returning();
  if (!user) throw notFound();
  return toMe(user, auth.impersonatorId, await countBadges(user.id));
}

/** Sends a new verification link; an already verified account gets nothing and the same answer. */
export async function resendVerification(ctx: AppContext, auth: RequestAuth): Promise<void> {
  if (auth.user.emailVerifiedAt) return;
  await withOutbox(ctx, async (tx, queueMail) => {
    const token = await issueEmailToken(tx, 'verify_email', auth.user.id, auth.user.email);
    await queueMail(auth.user.email, verificationMail(mailContext(ctx.config), { username: auth.user.username, token }));
  });
}

/**
 * Changes the password of the signed-in user: the current one must be right (SPEC §8 «Contraseña
 * incorrecta» on its field). Every other session ends, and an e-mail says so, in one transaction.
 */
export async function changeOwnPassword(ctx: AppContext, auth: RequestAuth, input: ChangeOwnPassword): Promise<void> {
  const stored = auth.user.passwordHash;
  if (!stored || !(await verifyPassword(input.currentPassword, stored))) {
    throw new AppError('VALIDATION_ERROR', 400, MESSAGES.wrongCurrentPassword, [{ path: 'currentPassword', message: MESSAGES.wrongCurrentPassword }]);
  }
  const passwordHash = await hashPassword(input.newPassword, ctx.config.PASSWORD_SCRYPT_LOG_N);
  await withOutbox(ctx, async (tx, queueMail) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, auth.user.id));
    await deleteUserSessions(tx, auth.user.id, auth.sessionId);
    await queueMail(auth.user.email, passwordChangedMail(mailContext(ctx.config), { username: auth.user.username }));
  });
}

/** The user's open sessions, the most recently used first. */
export async function listOwnSessions(ctx: AppContext, auth: RequestAuth): Promise<AccountSession[]> {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, auth.user.id), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent, ACCOUNT_MESSAGES.unknownDevice),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === auth.sessionId,
  }));
}

/** «Cerrar las demás sesiones»: every session but this one; says how many. */
export async function closeOtherSessions(ctx: AppContext, auth: RequestAuth): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [others] = await tx
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, auth.user.id), ne(sessions.id, auth.sessionId)));
    await deleteUserSessions(tx, auth.user.id, auth.sessionId);
    return others?.n ?? 0;
  });
}
