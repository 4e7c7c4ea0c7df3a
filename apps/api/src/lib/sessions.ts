import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { SESSION_IDLE_DAYS, SESSION_LIFETIME_DAYS } from '@patrocina/domain';
import type { Database, Executor } from '../db/client';
import { sessions, users } from '../db/schema';
import { createToken, hashToken } from './tokens';

export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export interface NewSession {
  id: string;
  token: string;
  expiresAt: Date;
}

export async function createSession(
  executor: Executor,
  userId: string,
  meta: SessionMeta,
  impersonatorId: string | null = null,
): Promise<NewSession> {
  const token = createToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await executor
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      impersonatorId,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      ip: meta.ip ?? null,
      expiresAt,
    })
    .returning({ id: sessions.id });
  return { id: row!.id, token, expiresAt };
}

export async function deleteSession(executor: Executor, sessionId: string): Promise<void> {
  await executor.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user, except `keepSessionId` when given. */
export async function deleteUserSessions(executor: Executor, userId: string, keepSessionId?: string): Promise<void> {
  await executor
    .delete(sessions)
    .where(
      keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
    );
}

/**
 * A session still counts: within its lifetime, and used within the idle window (every use renews it,
 * see touchSession). Sliding renewal inside SPEC §9's 365 days.
 */
export const sessionIsLive = and(
  gt(sessions.expiresAt, sql`now()`),
  gt(sessions.lastUsedAt, sql`now() - ${sql.raw(`interval '${SESSION_IDLE_DAYS} days'`)}`),
)!;

/**
 * The session and what the actor needs of its user in one round trip, as a prepared statement: this
 * runs on every private request the read caches cannot answer (plugins/session.ts).
 */
export function prepareSessionLookup(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      impersonatorId: sessions.impersonatorId,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      username: users.username,
      scope: users.scope,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), sessionIsLive, isNull(users.deletedAt)))
    .limit(1)
    .prepare('session_lookup');
}

export type SessionLookup = NonNullable<
  Awaited<ReturnType<ReturnType<typeof prepareSessionLookup>['execute']>>[number]
>;

/** A session looked up a while ago is still within its lifetime and its idle window (sessionIsLive, in memory). */
export function stillLive(session: Pick<SessionLookup, 'expiresAt' | 'lastUsedAt'>, now: number): boolean {
  return session.expiresAt.getTime() > now && session.lastUsedAt.getTime() > now - SESSION_IDLE_DAYS * 86_400_000;
}

export async function touchSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}
