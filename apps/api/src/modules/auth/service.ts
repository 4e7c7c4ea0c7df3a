import { and, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES, type LoginMethod } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { emailTokens, externalIdentities, loginFailures, users } from '../../db/schema';
import { AppError, tooManyRequests } from '../../lib/errors';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  type NewSession,
  type SessionMeta,
} from '../../lib/sessions';
import { consumeEmailToken, issueEmailToken } from '../../lib/email-tokens';
import { withOutbox } from '../../mail/outbox';
import { releaseEmailHold } from '../campaigns';
import { mailContext, passwordChangedMail, passwordResetMail, verificationMail } from '../../mail/templates';

const emailTaken = () => new AppError('EMAIL_TAKEN', MESSAGES.emailTaken);
const loginFailed = () => new AppError('LOGIN_FAILED', MESSAGES.loginFailed);
const invalidLink = () => new AppError('INVALID_LINK', MESSAGES.invalidLink);

export interface SignupInput {
  email: string;
  password: string;
  username: string;
  phone?: string | undefined;
  prefix?: string | undefined;
  newsletter: boolean;
}

export async function signUp(ctx: AppContext, input: SignupInput): Promise<{ email: string }> {
  const passwordHash = await hashPassword(input.password, ctx.config.PASSWORD_SCRYPT_LOG_N);
  return withOutbox(ctx, async (tx, queueMail) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        username: input.username,
        phone: input.phone ?? null,
        phonePrefix: input.prefix ?? null,
        newsletter: input.newsletter,
        termsAcceptedAt: sql`now()`,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) throw emailTaken();
    const token = await issueEmailToken(tx, 'verify_email', user.id, user.email);
    await queueMail(user.email, verificationMail(mailContext(ctx.config), { username: user.username, token }));
    return { email: user.email };
  });
}

export async function isEmailTaken(ctx: AppContext, email: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

/**
 * Confirms the address with the e-mailed link and, as a rule, signs the user in. Not when the account
 * has a social identity whose provider never vouched for that address: whoever made the account
 * through it may not be the one reading this inbox, and a session here would hand the inbox's owner an
 * account someone else can still enter (docs/decisions/0011). The address is confirmed all the same;
 * the answer carries no session, and the password reset is what drops such an identity.
 */
export async function verifyEmail(ctx: AppContext, token: string, meta: SessionMeta): Promise<NewSession | null> {
  return ctx.db.transaction(async (tx) => {
    const used = await consumeEmailToken(tx, 'verify_email', token);
    const [confirmed] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(and(eq(users.id, used.userId), eq(users.email, used.email)))
      .returning({ id: users.id });
    // The campaigns created before the confirmation wait no more (docs/decisions/0019).
    if (confirmed) await releaseEmailHold(tx, confirmed.id);
    const [unvouched] = await tx
      .select({ subject: externalIdentities.subject })
      .from(externalIdentities)
      .where(and(eq(externalIdentities.userId, used.userId), eq(externalIdentities.emailVerified, false)))
      .limit(1);
    if (unvouched) return null;
    return createSession(tx, used.userId, meta);
  });
}

/**
 * Confirms the alternative e-mail from the link sent to it (`PUT /private/users/me/alternative-email`).
 * The link works without a session: opening it proves the user reads that inbox. The main e-mail,
 * the one used to log in, never changes here.
 */
export async function verifyChangeEmail(ctx: AppContext, token: string): Promise<{ alternativeEmail: string }> {
  return ctx.db.transaction(async (tx) => {
    const used = await consumeEmailToken(tx, 'change_email', token);
    const [user] = await tx
      .update(users)
      .set({ alternativeEmail: used.email, updatedAt: sql`now()` })
      .where(and(eq(users.id, used.userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!user) throw invalidLink();
    return { alternativeEmail: used.email };
  });
}

export function failureKey(email: string, ip: string | undefined): string {
  return `${email}|${ip ?? ''}`;
}

export async function assertLoginAllowed(ctx: AppContext, key: string): Promise<void> {
  const [row] = await ctx.db.select().from(loginFailures).where(eq(loginFailures.key, key));
  if (!row) return;
  const windowMs = ctx.config.LOGIN_FAILURE_WINDOW_MINUTES * 60 * 1000;
  const inWindow = Date.now() - row.windowStartedAt.getTime() < windowMs;
  if (inWindow && row.count >= ctx.config.LOGIN_MAX_FAILURES) throw tooManyRequests();
}

export async function recordLoginFailure(ctx: AppContext, key: string): Promise<void> {
  const windowMinutes = ctx.config.LOGIN_FAILURE_WINDOW_MINUTES;
  await ctx.db
    .insert(loginFailures)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        // A new window starts when the old one has passed.
        count: sql`case when ${loginFailures.windowStartedAt} < now() - make_interval(mins => ${windowMinutes}) then 1 else ${loginFailures.count} + 1 end`,
        windowStartedAt: sql`case when ${loginFailures.windowStartedAt} < now() - make_interval(mins => ${windowMinutes}) then now() else ${loginFailures.windowStartedAt} end`,
      },
    });
}

export interface LoginInput {
  email: string;
  password: string;
  method: LoginMethod;
}

/**
 * E-mail and password login. A wrong e-mail and a wrong password give the same answer after the
 * same work (a decoy hash is checked when there is no user).
 */
export async function logIn(
  ctx: AppContext,
  input: LoginInput,
  meta: SessionMeta,
): Promise<NewSession & { userId: string }> {
  const key = failureKey(input.email, meta.ip);
  await assertLoginAllowed(ctx, key);
  const [user] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  const hash = user?.passwordHash ?? (await decoyHash(ctx.config.PASSWORD_SCRYPT_LOG_N));
  const matches = await verifyPassword(input.password, hash);
  if (!user || !user.passwordHash || !matches) {
    await recordLoginFailure(ctx, key);
    throw loginFailed();
  }
  await ctx.db.delete(loginFailures).where(eq(loginFailures.key, key));
  const session = await createSession(ctx.db, user.id, meta);
  return { ...session, userId: user.id };
}

export async function logOut(ctx: AppContext, sessionId: string): Promise<void> {
  await deleteSession(ctx.db, sessionId);
}

/** Always answers the same; only an existing account gets the e-mail. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  await withOutbox(ctx, async (tx, queueMail) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    if (!user) return;
    const token = await issueEmailToken(tx, 'reset_password', user.id, user.email);
    await queueMail(user.email, passwordResetMail(mailContext(ctx.config), { username: user.username, token }));
  });
}

/**
 * Sets a new password from a reset link: every earlier session ends, the link cannot be used again,
 * and the user is signed in on this device with a new session. The link proves the inbox as the
 * verification link does, so the address counts as confirmed from then on: whoever takes back an
 * account someone else made with their address needs no second link to accept an invitation.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { token: string; password: string },
  meta: SessionMeta,
): Promise<NewSession> {
  const passwordHash = await hashPassword(input.password, ctx.config.PASSWORD_SCRYPT_LOG_N);
  return withOutbox(ctx, async (tx, queueMail) => {
    const used = await consumeEmailToken(tx, 'reset_password', input.token);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(and(eq(users.id, used.userId), eq(users.email, used.email)))
      .returning();
    if (!user) throw invalidLink();
    // The reset confirmed the address: campaigns held for it go to the team (docs/decisions/0019).
    await releaseEmailHold(tx, user.id);
    await deleteUserSessions(tx, user.id);
    // The link proved the inbox: a social identity whose address nobody vouched for may belong to
    // whoever pre-created the account with it, so it goes (docs/decisions/0011).
    await tx
      .delete(externalIdentities)
      .where(and(eq(externalIdentities.userId, user.id), eq(externalIdentities.emailVerified, false)));
    // Any other reset link still pending for this account is no longer needed.
    await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'reset_password'), isNull(emailTokens.usedAt)),
      );
    await queueMail(user.email, passwordChangedMail(mailContext(ctx.config), { username: user.username }));
    return createSession(tx, user.id, meta);
  });
}
