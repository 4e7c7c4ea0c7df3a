import { eq, sql } from 'drizzle-orm';
import type { Me, UpdateMe } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { issueEmailToken } from '../../lib/email-tokens';
import { notFound } from '../../lib/errors';
import { withOutbox } from '../../mail/outbox';
import { mailContext, verificationMail } from '../../mail/templates';
import type { RequestAuth } from '../../plugins/session';

type UserRow = typeof users.$inferSelect;

/**
 * SPEC §3 User for its owner, with the header's badge counts. The unread count is 0 until the
 * workroom exists; that issue fills it in here.
 */
export function toMe(user: UserRow, impersonatorId: string | null, pendingActions = 0): Me {
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
    messageStats: { unread: 0 },
    campaignActionStats: { pending: pendingActions },
  };
}

/** How many campaigns wait for the user: the campaigns module counts them (app.ts passes it in). */
export type PendingActionsCounter = (userId: string) => Promise<number>;

export async function getMe(auth: RequestAuth, countPending: PendingActionsCounter): Promise<Me> {
  return toMe(auth.user, auth.impersonatorId, await countPending(auth.user.id));
}

/** Changes only the fields `updateMeSchema` lets through (the agency flag, the newsletter). */
export async function updateMe(ctx: AppContext, auth: RequestAuth, input: UpdateMe, countPending: PendingActionsCounter): Promise<Me> {
  const [user] = await ctx.db
    .update(users)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(users.id, auth.user.id))
    .returning();
  if (!user) throw notFound();
  return toMe(user, auth.impersonatorId, await countPending(user.id));
}

/** Sends a new verification link; an already verified account gets nothing and the same answer. */
export async function resendVerification(ctx: AppContext, auth: RequestAuth): Promise<void> {
  if (auth.user.emailVerifiedAt) return;
  await withOutbox(ctx, async (tx, queueMail) => {
    const token = await issueEmailToken(tx, 'verify_email', auth.user.id, auth.user.email);
    await queueMail(auth.user.email, verificationMail(mailContext(ctx.config), { username: auth.user.username, token }));
  });
}
