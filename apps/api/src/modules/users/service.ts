import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  type AgencyRole,
  MESSAGES,
  type AccountSession,
  type ChangeOwnPassword,
  type Me,
  type UpdateMe,
  type UserScope,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { issueEmailToken } from '../../lib/email-tokens';
import { AppError, notFound, unauthenticated } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { deleteUserSessions, sessionIsLive } from '../../lib/sessions';
import { withOutbox } from '../../mail/outbox';
import { mailContext, passwordChangedMail, verificationMail } from '../../mail/templates';
import { agencyAccountOf, assertAgencyFlagChange } from '../agency';
import { describeDevice } from './device';

type UserRow = typeof users.$inferSelect;

/** The header's badges: unread workroom messages and campaigns waiting for the user. */
export interface Badges {
  unread: number;
  pending: number;
}

/** The account as `/users/me` shows it: its row and how it acts for an agency (issue 23). */
export interface Account {
  user: UserRow;
  agencyRole: AgencyRole | null;
}

/** SPEC §3 User for its owner, with the header's badge counts. */
export function toMe(
  { user, agencyRole }: Account,
  impersonatorId: string | null,
  badges: Badges = { unread: 0, pending: 0 },
): Me {
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
    agencyRole,
    emailVerified: user.emailVerifiedAt !== null,
    impersonatedBy: impersonatorId,
    messageStats: { unread: badges.unread },
    campaignActionStats: { pending: badges.pending },
  };
}

/** The badges of a user: the campaigns and workroom modules count them (app.ts passes this in). */
export type BadgeCounter = (userId: string) => Promise<Badges>;

/**
 * The signed-in user's row, for what the actor does not carry (the profile, the password hash); read
 * fresh, so the password is checked against the one stored now.
 */
export async function readAccount(db: Executor, userId: string): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw unauthenticated();
  return user;
}

/**
 * The row and the agency role, kept together in the read caches: a membership that starts, changes or
 * ends notifies `u:<user id>` (migration 0030), as a change of the row does.
 */
async function readAccountWithAgency(db: Executor, userId: string): Promise<Account> {
  return withAgencyRole(db, await readAccount(db, userId));
}

async function withAgencyRole(db: Executor, user: UserRow): Promise<Account> {
  const agency = await agencyAccountOf(db, user.id);
  return { user, agencyRole: agency?.role ?? null };
}

/** `GET /users/me`, on every page load: the account from the read caches while it has not changed. */
export async function getMe(
  ctx: Pick<AppContext, 'db' | 'caches'>,
  actor: Actor,
  countBadges: BadgeCounter,
): Promise<Me> {
  const [account, badges] = await Promise.all([
    ctx.caches.account(actor.id, () => readAccountWithAgency(ctx.db, actor.id)),
    countBadges(actor.id),
  ]);
  return toMe(account, actor.impersonatorId, badges);
}

/**
 * Changes only the fields `updateMeSchema` lets through (the agency flag, the newsletter, the
 * username, the phone with its prefix), each named here, so nothing else of the row can be set.
 * Usernames are not unique (sign-up does not ask them to be): they are what people are called.
 */
export async function updateMe(ctx: AppContext, actor: Actor, input: UpdateMe, countBadges: BadgeCounter): Promise<Me> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.isAgency !== undefined) {
    await assertAgencyFlagChange(ctx.db, actor.id, input.isAgency);
    changes.isAgency = input.isAgency;
  }
  if (input.newsletter !== undefined) changes.newsletter = input.newsletter;
  if (input.username !== undefined) changes.username = input.username;
  if (input.phone !== undefined) changes.phone = input.phone;
  if (input.prefix !== undefined) changes.phonePrefix = input.prefix;
  const [user] = await ctx.db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    // A save in flight when the account was deleted must not write its data back.
    .where(and(eq(users.id, actor.id), isNull(users.deletedAt)))
    .returning();
  if (!user) throw notFound();
  return toMe(await withAgencyRole(ctx.db, user), actor.impersonatorId, await countBadges(user.id));
}

/** The avatar files, kept by the files module (app.ts passes these in, so modules stay apart). */
export interface AvatarFiles {
  /** Checks the upload by content, squares and re-encodes it, stores it: its file id and served URL. */
  store(userId: string, name: string, bytes: Buffer): Promise<{ fileId: string; url: string }>;
  /** Removes one of the user's avatar files; anything else is left alone. */
  remove(userId: string, fileId: string): Promise<void>;
}

const AVATAR_URL = /^\/api\/v1\/public\/images\/([0-9a-f-]{36})$/;

/** The stored file behind an avatar URL this module set, if it is one. */
export function avatarFileIdOf(url: string | null): string | undefined {
  return url ? AVATAR_URL.exec(url)?.[1] : undefined;
}

/**
 * Sets (or, with null, removes) the user's avatar URL, reading the old one under a row lock so two
 * uploads at once still leave exactly one file in use. The previous avatar's file goes afterwards;
 * failing to remove it only leaves an unreferenced file, so it is logged, not thrown.
 */
async function replaceAvatar(
  ctx: AppContext,
  actor: Actor,
  avatars: AvatarFiles,
  url: string | null,
): Promise<UserRow> {
  const { user, previous } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ avatarUrl: users.avatarUrl })
      .from(users)
      .where(eq(users.id, actor.id))
      .for('update');
    const [updated] = await tx
      .update(users)
      .set({ avatarUrl: url, updatedAt: sql`now()` })
      .where(eq(users.id, actor.id))
      .returning();
    if (!updated) throw notFound();
    return { user: updated, previous: current?.avatarUrl ?? null };
  });
  const previousId = previous !== url ? avatarFileIdOf(previous) : undefined;
  if (previousId) {
    await avatars
      .remove(actor.id, previousId)
      .catch((error: unknown) => ctx.log.warn({ err: error, fileId: previousId }, 'previous avatar not removed'));
  }
  return user;
}

/** `PUT /me/avatar`: the uploaded image becomes the user's avatar, squared and re-encoded. */
export async function setAvatar(
  ctx: AppContext,
  actor: Actor,
  avatars: AvatarFiles,
  upload: { name: string; bytes: Buffer },
  countBadges: BadgeCounter,
): Promise<Me> {
  const stored = await avatars.store(actor.id, upload.name, upload.bytes);
  let user: UserRow;
  try {
    user = await replaceAvatar(ctx, actor, avatars, stored.url);
  } catch (error) {
    await avatars.remove(actor.id, stored.fileId).catch(() => undefined);
    throw error;
  }
  return toMe(await withAgencyRole(ctx.db, user), actor.impersonatorId, await countBadges(user.id));
}

/** `DELETE /me/avatar`: back to the fallback image; the file goes too. */
export async function removeAvatar(
  ctx: AppContext,
  actor: Actor,
  avatars: AvatarFiles,
  countBadges: BadgeCounter,
): Promise<Me> {
  const user = await replaceAvatar(ctx, actor, avatars, null);
  return toMe(await withAgencyRole(ctx.db, user), actor.impersonatorId, await countBadges(user.id));
}

/** Sends a new verification link; an already verified account gets nothing and the same answer. */
export async function resendVerification(ctx: AppContext, actor: Actor): Promise<void> {
  if (actor.emailVerified) return;
  await withOutbox(ctx, async (tx, queueMail) => {
    const token = await issueEmailToken(tx, 'verify_email', actor.id, actor.email);
    await queueMail(actor.email, verificationMail(mailContext(ctx.config), { username: actor.username, token }));
  });
}

/**
 * Changes the password of the signed-in user: the current one must be right (SPEC §8 «Contraseña
 * incorrecta» on its field). Every other session ends, and an e-mail says so, in one transaction.
 */
export async function changeOwnPassword(ctx: AppContext, actor: Actor, input: ChangeOwnPassword): Promise<void> {
  const { passwordHash: stored } = await readAccount(ctx.db, actor.id);
  if (!stored || !(await verifyPassword(input.currentPassword, stored))) {
    throw new AppError('VALIDATION_ERROR', MESSAGES.wrongCurrentPassword, {
      fields: [{ path: 'currentPassword', message: MESSAGES.wrongCurrentPassword }],
    });
  }
  const passwordHash = await hashPassword(input.newPassword, ctx.config.PASSWORD_SCRYPT_LOG_N);
  await withOutbox(ctx, async (tx, queueMail) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, actor.id));
    await deleteUserSessions(tx, actor.id, actor.sessionId);
    await queueMail(actor.email, passwordChangedMail(mailContext(ctx.config), { username: actor.username }));
  });
}

/** The user's open sessions, the most recently used first. */
export async function listOwnSessions(ctx: AppContext, actor: Actor): Promise<AccountSession[]> {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, actor.id), sessionIsLive))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent, ACCOUNT_MESSAGES.unknownDevice),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === actor.sessionId,
  }));
}

/** «Cerrar las demás sesiones»: every session but this one; says how many. */
export async function closeOtherSessions(ctx: AppContext, actor: Actor): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [others] = await tx
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, actor.id), ne(sessions.id, actor.sessionId)));
    await deleteUserSessions(tx, actor.id, actor.sessionId);
    return others?.n ?? 0;
  });
}

/** An admin changes what a user may do (the admin module checks who may): answers the row as stored. */
export async function setUserScope(db: Executor, id: string, scope: UserScope): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ scope }).where(eq(users.id, id)).returning();
  return row;
}
