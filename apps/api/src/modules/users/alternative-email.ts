import { and, eq, isNull, sql } from 'drizzle-orm';
import { ALTERNATIVE_EMAIL_MESSAGES, type AlternativeEmailInput } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { emailTokens, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { issueEmailToken } from '../../lib/email-tokens';
import { AppError } from '../../lib/errors';
import { withOutbox } from '../../mail/outbox';
import { alternativeEmailMail, mailContext } from '../../mail/templates';

/**
 * Sends the confirmation link to the new alternative address (SPEC §2 My account). Nothing changes on
 * the account until the link's page is confirmed (`POST /authentication/verify-change-email`); an earlier link
 * still waiting stops working, so only the latest address asked for can be confirmed.
 */
export async function requestAlternativeEmail(
  ctx: AppContext,
  actor: Actor,
  input: AlternativeEmailInput,
): Promise<{ sentTo: string }> {
  if (input.email === actor.email) {
    throw new AppError('VALIDATION_ERROR', ALTERNATIVE_EMAIL_MESSAGES.sameAsMain, {
      fields: [{ path: 'email', message: ALTERNATIVE_EMAIL_MESSAGES.sameAsMain }],
    });
  }
  return withOutbox(ctx, async (tx, queueMail) => {
    await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(emailTokens.userId, actor.id), eq(emailTokens.purpose, 'change_email'), isNull(emailTokens.usedAt)),
      );
    const token = await issueEmailToken(tx, 'change_email', actor.id, input.email);
    await queueMail(input.email, alternativeEmailMail(mailContext(ctx.config), { username: actor.username, token }));
    return { sentTo: input.email };
  });
}

/** Removes the alternative e-mail, and any link still waiting to confirm one. */
export async function removeAlternativeEmail(ctx: AppContext, actor: Actor): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(emailTokens.userId, actor.id), eq(emailTokens.purpose, 'change_email'), isNull(emailTokens.usedAt)),
      );
    await tx
      .update(users)
      .set({ alternativeEmail: null, updatedAt: sql`now()` })
      .where(eq(users.id, actor.id));
  });
}
