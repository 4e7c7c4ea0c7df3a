import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { MESSAGES, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, type LoginMethod } from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { externalIdentities, loginFailures, loginNonces, pendingSocialLinks, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { createSession, type NewSession, type SessionMeta } from '../../lib/sessions';
import { createToken, hashToken } from '../../lib/tokens';
import { assertLoginAllowed, failureKey, recordLoginFailure } from './service';
import { socialLoginFailed, type SocialVerifier, type VerifiedIdentity } from './social-tokens';

/**
 * Social sign-in (docs/decisions/0011): accounts are keyed on (provider, subject). An e-mail that
 * already belongs to an account is never enough to get into it: linking waits for its password.
 */
export const NONCE_LIFETIME_MS = 10 * 60 * 1000;
export const LINK_LIFETIME_MS = 10 * 60 * 1000;

const noAccount = () => new AppError('SOCIAL_NO_ACCOUNT', MESSAGES.socialNoAccount);
const emailRequired = () => new AppError('SOCIAL_EMAIL_REQUIRED', MESSAGES.socialEmailRequired);
const linkExpired = () => new AppError('SOCIAL_LINK_EXPIRED', MESSAGES.socialLinkExpired);
const accountWithoutPassword = () => new AppError('EMAIL_TAKEN', MESSAGES.socialAccountExists);

export type SocialOutcome =
  | { kind: 'session'; session: NewSession; userId: string; created: boolean }
  /** The e-mail belongs to an account with a password: the ticket, single use, waits for it. */
  | { kind: 'link-needed'; ticket: string; userId: string };

/**
 * A fresh nonce for the provider to sign into its token; only its hash is stored. The hash is also
 * what the browser that asked keeps in its nonce cookie (social-routes.ts), binding the nonce to it.
 */
export async function issueLoginNonce(ctx: AppContext): Promise<{ nonce: string; nonceHash: string }> {
  const nonce = createToken();
  const nonceHash = hashToken(nonce);
  await ctx.db.delete(loginNonces).where(lt(loginNonces.expiresAt, sql`now()`));
  await ctx.db.insert(loginNonces).values({ nonceHash, expiresAt: new Date(Date.now() + NONCE_LIFETIME_MS) });
  return { nonce, nonceHash };
}

/** Whether the token's nonce is the one issued to this browser (its cookie holds the nonce's hash). */
function issuedToThisBrowser(cookieHash: string | undefined, nonce: string): boolean {
  if (!cookieHash) return false;
  const expected = Buffer.from(hashToken(nonce));
  const given = Buffer.from(cookieHash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Marks the nonce used; a conditional update, so a replayed token (or two at once) loses. */
async function consumeNonce(executor: Executor, nonce: string): Promise<boolean> {
  const used = await executor
    .update(loginNonces)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(loginNonces.nonceHash, hashToken(nonce)),
        isNull(loginNonces.usedAt),
        gt(loginNonces.expiresAt, sql`now()`),
      ),
    )
    .returning({ hash: loginNonces.nonceHash });
  return used.length > 0;
}

/** The name shown in the app: the provider's, else the e-mail's local part, within the username rules. */
function usernameFor(name: string | null, email: string): string {
  const candidate = (name ?? email.split('@')[0] ?? '').trim().slice(0, USERNAME_MAX_LENGTH).trim();
  return candidate.length >= USERNAME_MIN_LENGTH ? candidate : 'Usuario';
}

export async function signInWithProvider(
  ctx: AppContext,
  verifier: SocialVerifier,
  input: {
    provider: VerifiedIdentity['provider'];
    token: string;
    method: LoginMethod;
    name?: string | undefined;
    /** The nonce cookie of the browser sending the token: someone else's unused token is refused. */
    browserNonceHash: string | undefined;
  },
  meta: SessionMeta,
): Promise<SocialOutcome> {
  const identity = await verifier.verify(input.provider, input.token);
  if (!issuedToThisBrowser(input.browserNonceHash, identity.nonce)) {
    ctx.log.info({ provider: identity.provider, reason: 'nonce not issued to this browser' }, 'social token refused');
    throw socialLoginFailed();
  }
  if (!(await consumeNonce(ctx.db, identity.nonce))) {
    ctx.log.info({ provider: identity.provider, reason: 'nonce unknown, used or expired' }, 'social token refused');
    throw socialLoginFailed();
  }

  return ctx.db.transaction(async (tx) => {
    const [known] = await tx
      .select({ userId: externalIdentities.userId })
      .from(externalIdentities)
      .where(and(eq(externalIdentities.provider, identity.provider), eq(externalIdentities.subject, identity.subject)));
    // SIGN_UP with an identity already known signs in: the visitor only chose the wrong dialog.
    if (known)
      return {
        kind: 'session',
        session: await createSession(tx, known.userId, meta),
        userId: known.userId,
        created: false,
      };
    if (input.method === 'LOGIN') throw noAccount();
    if (!identity.email) throw emailRequired();

    const [existing] = await tx
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, identity.email))
      .limit(1);
    if (existing) {
      if (!existing.passwordHash) throw accountWithoutPassword();
      const ticket = createToken();
      await tx.delete(pendingSocialLinks).where(lt(pendingSocialLinks.expiresAt, sql`now()`));
      await tx.insert(pendingSocialLinks).values({
        ticketHash: hashToken(ticket),
        provider: identity.provider,
        subject: identity.subject,
        userId: existing.id,
        email: identity.email,
        expiresAt: new Date(Date.now() + LINK_LIFETIME_MS),
      });
      return { kind: 'link-needed', ticket, userId: existing.id };
    }

    const [user] = await tx
      .insert(users)
      .values({
        email: identity.email,
        passwordHash: null,
        username: usernameFor(identity.name ?? input.name ?? null, identity.email),
        emailVerifiedAt: identity.emailVerified ? sql`now()` : null,
        // The sign-up dialog says that continuing with a provider accepts the terms (docs/decisions/0011).
        termsAcceptedAt: sql`now()`,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    // Another sign-up took the address a moment ago: the same answer as signing up by e-mail.
    if (!user) throw new AppError('EMAIL_TAKEN', MESSAGES.emailTaken);
    await tx.insert(externalIdentities).values({
      provider: identity.provider,
      subject: identity.subject,
      userId: user.id,
      email: identity.email,
      // Unvouched (Facebook always, Google sometimes): a password reset will drop this identity.
      emailVerified: identity.emailVerified,
    });
    return { kind: 'session', session: await createSession(tx, user.id, meta), userId: user.id, created: true };
  });
}

/**
 * The second step of linking: the account's password, counted like a login's failures, then the
 * identity is stored and the user signed in. The ticket stays usable until it expires, so a typo can
 * be corrected; the failure count is what stops guessing.
 */
export async function linkWithPassword(
  ctx: AppContext,
  input: { ticket: string | undefined; password: string },
  meta: SessionMeta,
): Promise<{ session: NewSession; userId: string }> {
  if (!input.ticket) throw linkExpired();
  const ticketHash = hashToken(input.ticket);
  const [pending] = await ctx.db
    .select({ userId: pendingSocialLinks.userId, email: users.email, passwordHash: users.passwordHash })
    .from(pendingSocialLinks)
    .innerJoin(users, eq(users.id, pendingSocialLinks.userId))
    .where(
      and(
        eq(pendingSocialLinks.ticketHash, ticketHash),
        isNull(pendingSocialLinks.usedAt),
        gt(pendingSocialLinks.expiresAt, sql`now()`),
      ),
    );
  if (!pending?.passwordHash) throw linkExpired();

  const key = failureKey(pending.email, meta.ip);
  await assertLoginAllowed(ctx, key);
  if (!(await verifyPassword(input.password, pending.passwordHash))) {
    await recordLoginFailure(ctx, key);
    throw new AppError('LOGIN_FAILED', MESSAGES.wrongCurrentPassword);
  }

  return ctx.db.transaction(async (tx) => {
    const [link] = await tx
      .update(pendingSocialLinks)
      .set({ usedAt: sql`now()` })
      .where(and(eq(pendingSocialLinks.ticketHash, ticketHash), isNull(pendingSocialLinks.usedAt)))
      .returning();
    if (!link) throw linkExpired();
    // The password just proved the account: this identity survives a password reset.
    await tx
      .insert(externalIdentities)
      .values({
        provider: link.provider,
        subject: link.subject,
        userId: link.userId,
        email: link.email,
        emailVerified: true,
      })
      .onConflictDoNothing();
    await tx.delete(loginFailures).where(eq(loginFailures.key, key));
    return { session: await createSession(tx, link.userId, meta), userId: link.userId };
  });
}
