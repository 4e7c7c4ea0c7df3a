import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '@patrocina/domain';
import type { Executor } from '../db/client';
import { emailTokens, type EmailTokenPurpose } from '../db/schema';
import { AppError } from './errors';
import { createToken, hashToken } from './tokens';

const HOUR_MS = 60 * 60 * 1000;
export const TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 48 * HOUR_MS,
  reset_password: 1 * HOUR_MS,
  change_email: 24 * HOUR_MS,
  impersonate: 2 * 60 * 1000,
};

/** Creates a single-use e-mailed token; only its hash is stored. */
export async function issueEmailToken(
  executor: Executor,
  purpose: EmailTokenPurpose,
  userId: string,
  email: string,
): Promise<string> {
  const token = createToken();
  await executor.insert(emailTokens).values({
    tokenHash: hashToken(token),
    purpose,
    userId,
    email,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * Marks an e-mailed token used and returns it. Unknown tokens are invalid; used or expired ones are
 * expired. The update is conditional, so two concurrent uses cannot both succeed.
 */
export async function consumeEmailToken(executor: Executor, purpose: EmailTokenPurpose, token: string) {
  const [used] = await executor
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (used) return used;
  const [existing] = await executor
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose)));
  throw existing
    ? new AppError('EXPIRED_LINK', MESSAGES.expiredLink)
    : new AppError('INVALID_LINK', MESSAGES.invalidLink);
}
