import { and, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import { ADMIN_MESSAGES, type AdminUser, type OutboxMail, type UserScope } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { mailOutbox, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { consumeEmailToken, issueEmailToken } from '../../lib/email-tokens';
import { AppError } from '../../lib/errors';
import { createSession, type NewSession, type SessionMeta } from '../../lib/sessions';
import { containsPattern } from '../../lib/like-pattern';
import { setUserScope } from '../users';

type UserRow = typeof users.$inferSelect;

const USER_SEARCH_LIMIT = 50;

export function requireAdmin(actor: Pick<Actor, 'scope'>): void {
  if (actor.scope !== 'admin') throw new AppError('FORBIDDEN', ADMIN_MESSAGES.adminOnly);
}

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    scope: row.scope,
    isAgency: row.isAgency,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Users whose name or e-mail contains the text (of one scope, if given), newest first; all of them (capped) for an empty search. */
export async function searchUsers(
  ctx: AppContext,
  actor: Actor,
  text: string,
  scope?: UserScope,
): Promise<AdminUser[]> {
  requireAdmin(actor);
  const pattern = containsPattern(text);
  const rows = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        // A deleted account is history, not a user: nobody can act on it or as it.
        isNull(users.deletedAt),
        text ? or(ilike(users.username, pattern), ilike(users.email, pattern)) : undefined,
        scope ? eq(users.scope, scope) : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), users.id)
    .limit(USER_SEARCH_LIMIT);
  return rows.map(toAdminUser);
}

async function loadUser(ctx: AppContext, id: string): Promise<UserRow> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
  return row;
}

/** Makes a user an agent, an admin or a plain user again. An admin cannot change their own scope (nor lock themself out). */
export async function changeScope(ctx: AppContext, actor: Actor, id: string, scope: UserScope): Promise<AdminUser> {
  requireAdmin(actor);
  if (id === actor.id) throw new AppError('CONFLICT', ADMIN_MESSAGES.ownScope);
  await loadUser(ctx, id);
  const row = await setUserScope(ctx.db, id, scope);
  return toAdminUser(row!);
}

/**
 * Step 1 of acting as a user (issue 6): an admin, never for another admin, gets a single-use link that
 * expires in two minutes. The token remembers the admin's e-mail, checked again on use.
 */
export async function createImpersonationLink(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<{ url: string; target: UserRow }> {
  requireAdmin(actor);
  if (id === actor.id) throw new AppError('CONFLICT', ADMIN_MESSAGES.notYourself);
  const target = await loadUser(ctx, id);
  if (target.scope === 'admin') throw new AppError('FORBIDDEN', ADMIN_MESSAGES.notAnotherAdmin);
  const token = await issueEmailToken(ctx.db, 'impersonate', target.id, actor.email);
  return { url: `/login/impersonate?token=${token}`, target };
}

/**
 * Step 2, from `/login/impersonate`: the link becomes a session of the user marked with the admin's
 * id (the header shows it; logging out ends it). The rules are checked again: the admin may have lost
 * the scope, or the user become an admin, in between.
 */
export async function impersonate(
  ctx: AppContext,
  token: string,
  meta: SessionMeta,
): Promise<NewSession & { adminId: string; userId: string }> {
  const used = await consumeEmailToken(ctx.db, 'impersonate', token);
  const [admin] = await ctx.db.select().from(users).where(eq(users.email, used.email));
  if (!admin || admin.scope !== 'admin') throw new AppError('FORBIDDEN', ADMIN_MESSAGES.adminOnly);
  const target = await loadUser(ctx, used.userId);
  if (target.scope === 'admin') throw new AppError('FORBIDDEN', ADMIN_MESSAGES.notAnotherAdmin);
  const session = await createSession(ctx.db, target.id, meta, admin.id);
  return { ...session, adminId: admin.id, userId: target.id };
}

const OUTBOX_LIMIT = 50;

/** A link's secret stays secret even from admins: they can act as a user, not read their reset link. */
export function hideTokens(text: string): string {
  return text.replace(/([?&]token=)[^\s&]+/g, '$1…');
}

/** The newest e-mails, optionally to one address (contains), for answering "¿me ha llegado el correo?". */
export async function readOutbox(ctx: AppContext, actor: Actor, to: string): Promise<OutboxMail[]> {
  requireAdmin(actor);
  const rows = await ctx.db
    .select()
    .from(mailOutbox)
    .where(to ? ilike(mailOutbox.toAddress, containsPattern(to)) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(OUTBOX_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: hideTokens(row.text),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
