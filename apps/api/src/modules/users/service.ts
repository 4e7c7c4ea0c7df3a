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
