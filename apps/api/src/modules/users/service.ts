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
 * SPEC §3 User for its owner. The badge counts are 0 until the workroom and campaign actions exist;
 * those issues fill them in here.
 */
export function toMe(user: UserRow, impersonatorId: string | null): Me {
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
    campaignActionStats: { pending: 0 },
  };
}

export function getMe(auth: RequestAuth): Me {
  return toMe(auth.user, auth.impersonatorId);
}

/** Changes only the fields `updateMeSchema` lets through (the agency flag, the newsletter). */
export async function updateMe(ctx: AppContext, auth: RequestAuth, input: UpdateMe): Promise<Me> {
  const [user] = await ctx.db
    .update(users)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(users.id, auth.user.id))
    .returning();
  if (!user) throw notFound();
  return toMe(user, auth.impersonatorId);
}

/** Sends a new verification link; an already verified account gets nothing and the same answer. */
export async function resendVerification(ctx: AppContext, auth: RequestAuth): Promise<void> {
  if (auth.user.emailVerifiedAt) return;
  await withOutbox(ctx, async (tx, queueMail) => {
    const token = await issueEmailToken(tx, 'verify_email', auth.user.id, auth.user.email);
    await queueMail(auth.user.email, verificationMail(mailContext(ctx.config), { username: auth.user.username, token }));
  });
}
