import { and, asc, count, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CHAT_HISTORY_LIMIT,
  CHAT_MESSAGES,
  DELETION_MESSAGES,
  type ChatCount,
  type ChatMessage,
  type ChatRole,
  type ChatSend,
  type ChatThread,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Database, Executor } from '../../db/client';
import {
  campaignPodcasts,
  campaigns,
  chatMessages,
  chatReads,
  files,
  podcasts,
  representations,
  users,
} from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/errors';
import { viewerCannotChange } from '../agency';
import { acceptedRepresentation } from '../podcasts';
import {
  accessOf,
  isMemberOf,
  loadThread,
  managerUser,
  memberIds,
  podcasterName,
  selectThreads,
  threadIsLive,
  type ThreadAccess,
  type ThreadAddress,
} from './threads';

/** The channel the API instances LISTEN on: each message and each read, so every instance can push it. */
export const CHAT_CHANNEL = 'patrocina_chat';

/** What a notification on CHAT_CHANNEL says: a new message (its seq and members) or changed counts. */
export type ChatNotice = { t: 'm'; seq: number; members: string[] } | { t: 'c'; users: string[] };

/** Stores a checked attachment (the files module does it; app.ts passes it in). */
export type AttachmentStore = (userId: string, name: string, bytes: Buffer) => Promise<{ id: string }>;

const authorUser = alias(users, 'chat_author');

/** A message with what every view of it needs: thread, author, attachment and the thread's members. */
export function selectMessages(db: Executor) {
  return selectThreads(db, {
    message: {
      id: chatMessages.id,
      seq: chatMessages.seq,
      body: chatMessages.body,
      createdAt: chatMessages.createdAt,
      authorId: chatMessages.authorId,
      authorRole: chatMessages.authorRole,
      kind: chatMessages.kind,
      clientId: chatMessages.clientId,
    },
    authorName: authorUser.username,
    attachment: { id: files.id, name: files.originalName },
  })
    .innerJoin(chatMessages, eq(chatMessages.threadId, campaignPodcasts.id))
    .leftJoin(authorUser, eq(authorUser.id, chatMessages.authorId))
    .leftJoin(files, eq(files.id, chatMessages.attachmentFileId));
}

export type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['execute']>>[number];

export function attachmentUrl(messageId: string): string {
  return `/api/v1/private/campaigns/messages/${messageId}/attachment`;
}

/** SPEC §3 Workroom message as `viewerId` sees it. */
export function toChatMessage(row: MessageRow, viewerId: string): ChatMessage {
  const { message } = row;
  return {
    id: message.id,
    seq: message.seq,
    threadId: row.thread.id,
    body: message.body,
    attachment: row.attachment ? { url: attachmentUrl(message.id), name: row.attachment.name } : null,
    createdAt: message.createdAt.toISOString(),
    kind: message.kind,
    isRecipientUser: message.authorId !== viewerId,
    author:
      message.kind === 'EVENT' || message.authorRole === null
        ? null
        : {
            id: message.authorId,
            username: row.authorName ?? DELETION_MESSAGES.deletedUsername,
            role: message.authorRole,
          },
    campaign: { id: row.campaign.id, brand: row.campaign.brand, name: row.campaign.name },
    podcastId: row.podcast.id,
    clientId: message.clientId,
  };
}

async function lastReadSeq(db: Executor, threadId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ seq: chatReads.lastReadSeq })
    .from(chatReads)
    .where(and(eq(chatReads.threadId, threadId), eq(chatReads.userId, userId)));
  return row?.seq ?? 0;
}

/** The thread's messages the user has not read: others' messages after the last one they read. */
async function countUnreadIn(db: Executor, threadId: string, userId: string): Promise<number> {
  const readSeq = await lastReadSeq(db, threadId, userId);
  const [unread] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.threadId, threadId),
        gt(chatMessages.seq, readSeq),
        sql`${chatMessages.authorId} is distinct from ${userId}`,
      ),
    );
  return unread?.n ?? 0;
}

/** `GET …/messages`: who takes part, whether the viewer may send, and the newest messages, oldest first. */
export async function getThread(
  db: Executor,
  viewer: Pick<Actor, 'id' | 'scope'>,
  address: ThreadAddress,
): Promise<ChatThread> {
  const userId = viewer.id;
  const access = await loadThread(db, viewer, address);
  const { row } = access;
  const [messages, unread] = await Promise.all([
    selectMessages(db)
      .where(eq(chatMessages.threadId, row.thread.id))
      .orderBy(desc(chatMessages.seq))
      .limit(CHAT_HISTORY_LIMIT),
    countUnreadIn(db, row.thread.id, userId),
  ]);
  return {
    threadId: row.thread.id,
    campaign: { id: row.campaign.id, brand: row.campaign.brand, name: row.campaign.name, status: row.campaign.status },
    podcast: { id: row.podcast.id, title: row.podcast.title },
    parties: { advertiser: row.advertiser.username, podcaster: podcasterName(row), agent: row.agent?.username ?? '' },
    viewerRole: access.role,
    canSend: access.disabledReason === null,
    disabledReason: access.disabledReason,
    unread,
    messages: messages.reverse().map((message) => toChatMessage(message, userId)),
  };
}

/** `GET …/messages/count`: the thread's messages and the viewer's unread among them. */
export async function countThread(
  db: Executor,
  viewer: Pick<Actor, 'id' | 'scope'>,
  address: ThreadAddress,
): Promise<ChatCount> {
  const userId = viewer.id;
  const { row } = await loadThread(db, viewer, address);
  const [[total], unread] = await Promise.all([
    db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.threadId, row.thread.id)),
    countUnreadIn(db, row.thread.id, userId),
  ]);
  return { total: total?.n ?? 0, unread };
}

/**
 * The header badge's query, prepared once per database: it runs on every `/users/me` (every page
 * load) and for every live count, so neither building nor planning it is paid each time.
 */
function prepareUnreadCount(db: Database) {
  const userId = sql.placeholder('userId');
  return db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(campaignPodcasts, eq(campaignPodcasts.id, chatMessages.threadId))
    .innerJoin(campaigns, eq(campaigns.id, campaignPodcasts.campaignId))
    .innerJoin(podcasts, eq(podcasts.id, campaignPodcasts.podcastId))
    .leftJoin(representations, acceptedRepresentation)
    .leftJoin(managerUser, eq(managerUser.id, representations.managerId))
    .leftJoin(chatReads, and(eq(chatReads.threadId, chatMessages.threadId), eq(chatReads.userId, userId)))
    .where(
      and(
        threadIsLive,
        isMemberOf(db, userId),
        sql`${chatMessages.authorId} is distinct from ${userId}`,
        sql`${chatMessages.seq} > coalesce(${chatReads.lastReadSeq}, 0)`,
      ),
    )
    .prepare('chat_unread_count');
}

const unreadCounts = new WeakMap<Database, ReturnType<typeof prepareUnreadCount>>();

/** The header badge: messages others wrote in the user's threads after what the user has read. */
export async function countUnread(db: Database, userId: string): Promise<number> {
  let statement = unreadCounts.get(db);
  if (!statement) {
    statement = prepareUnreadCount(db);
    unreadCounts.set(db, statement);
  }
  const [row] = await statement.execute({ userId });
  return row?.n ?? 0;
}

/** Marks everything in the thread as read for the viewer; answers their unread total afterwards. An admin reading leaves no trace. */
export async function markThreadRead(
  db: Executor,
  viewer: Pick<Actor, 'id' | 'scope'>,
  address: ThreadAddress,
): Promise<number> {
  const userId = viewer.id;
  const { row, role } = await loadThread(db, viewer, address);
  if (role === 'admin') return countUnread(db, userId);
  const [newest] = await db
    .select({ seq: max(chatMessages.seq) })
    .from(chatMessages)
    .where(eq(chatMessages.threadId, row.thread.id));
  await advanceRead(db, row.thread.id, userId, newest?.seq ?? 0);
  await notify(db, { t: 'c', users: [userId] });
  return countUnread(db, userId);
}

async function advanceRead(db: Executor, threadId: string, userId: string, seq: number): Promise<void> {
  await db
    .insert(chatReads)
    .values({ threadId, userId, lastReadSeq: seq })
    .onConflictDoUpdate({
      target: [chatReads.threadId, chatReads.userId],
      set: { lastReadSeq: sql`greatest(${chatReads.lastReadSeq}, excluded.last_read_seq)`, updatedAt: sql`now()` },
    });
}

/** The users whose unread count a notice moves: a message's thread members, or who read. */
export function usersNamedIn(payload: string): string[] {
  try {
    const notice = JSON.parse(payload) as Partial<{ t: string; members: unknown; users: unknown }>;
    const named = notice.t === 'm' ? notice.members : notice.users;
    // A notice from elsewhere (psql, another version during a deploy) names no one rather than failing.
    return Array.isArray(named) ? named.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Tells every API instance (its own included) once the transaction commits; nothing if it rolls back. */
export async function notify(db: Executor, notice: ChatNotice): Promise<void> {
  await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(notice)})`);
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The attachment's bytes from its base64 text (a `data:` prefix is allowed); refused when it is not base64. */
export function decodeAttachment(text: string): Buffer {
  const content = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (content.length === 0 || content.length % 4 !== 0 || !BASE64.test(content)) {
    throw new AppError('VALIDATION_ERROR', CHAT_MESSAGES.attachmentUnreadable, {
      fields: [{ path: 'attachment', message: CHAT_MESSAGES.attachmentUnreadable }],
    });
  }
  return Buffer.from(content, 'base64');
}

export interface SendDeps {
  ctx: AppContext;
  storeAttachment: AttachmentStore;
}

async function findByClientId(
  db: Executor,
  userId: string,
  clientId: string,
  threadId: string,
): Promise<MessageRow | null> {
  const [row] = await selectMessages(db).where(
    and(eq(chatMessages.authorId, userId), eq(chatMessages.clientId, clientId)),
  );
  if (!row) return null;
  // The same id for another thread is a client bug, not a retry.
  if (row.thread.id !== threadId) throw new AppError('CONFLICT', CHAT_MESSAGES.clientIdReused);
  return row;
}

/**
 * `POST …/messages`: stores the message (and its attachment, checked by content) before answering,
 * and tells every instance once it is committed. A retry with the same `clientId` gets the stored
 * message back (`created: false`) and stores nothing.
 */
export async function sendMessage(
  deps: SendDeps,
  viewer: Pick<Actor, 'id' | 'scope'>,
  address: ThreadAddress,
  input: ChatSend,
): Promise<{ message: ChatMessage; created: boolean }> {
  const { ctx } = deps;
  const userId = viewer.id;
  const access = await loadThread(ctx.db, viewer, address);
  const threadId = access.row.thread.id;
  if (input.clientId) {
    const earlier = await findByClientId(ctx.db, userId, input.clientId, threadId);
    if (earlier) return { message: toChatMessage(earlier, userId), created: false };
  }
  const authorRole = senderRoleOf(access);

  const attachment = input.attachment
    ? await deps.storeAttachment(userId, input.attachmentName ?? '', decodeAttachment(input.attachment))
    : null;
  const stored = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(chatMessages)
      .values({
        threadId,
        authorId: userId,
        authorRole,
        body: input.body,
        attachmentFileId: attachment?.id ?? null,
        clientId: input.clientId ?? null,
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing({ target: [chatMessages.authorId, chatMessages.clientId] })
      .returning({ seq: chatMessages.seq });
    // A concurrent retry stored it first: answer with that one.
    if (!inserted) return null;
    await advanceRead(tx, threadId, userId, inserted.seq);
    await notify(tx, { t: 'm', seq: inserted.seq, members: access.members });
    return inserted.seq;
  });
  if (stored === null) {
    const earlier = await findByClientId(ctx.db, userId, input.clientId!, threadId);
    if (!earlier) throw notFound();
    return { message: toChatMessage(earlier, userId), created: false };
  }
  const [row] = await selectMessages(ctx.db).where(eq(chatMessages.seq, stored));
  return { message: toChatMessage(row!, userId), created: true };
}

/**
 * Writes an event in a hired podcast's thread (the read's rounds, issue 20), in the caller's
 * transaction: no author, shown to every member, delivered by the live stream like a message once the
 * transaction commits. The thread need not be open yet: its members see it when it is.
 */
export async function postThreadEvent(
  tx: Executor,
  threadId: string,
  body: string,
  at: Date,
  actorId: string | null,
): Promise<void> {
  const [row] = await selectThreads(tx, {}).where(eq(campaignPodcasts.id, threadId)).limit(1);
  if (!row) return;
  // The member whose step it is (none for the clock's) is its author: not unread for them. It has no
  // role, and shows as the platform's line, not as their message.
  const [inserted] = await tx
    .insert(chatMessages)
    .values({ threadId, kind: 'EVENT', authorId: actorId, authorRole: null, body, createdAt: at })
    .returning({ seq: chatMessages.seq });
  await notify(tx, { t: 'm', seq: inserted!.seq, members: memberIds(row) });
}

/** The role the viewer writes with; refused (409) while sending is off for them, as it always is for an admin who only reads. */
function senderRoleOf(access: ThreadAccess): ChatRole {
  // A «Puede ver» colleague is refused as in every other change to the agency's campaigns.
  if (access.disabledReason === 'AGENCY_VIEWER') throw viewerCannotChange();
  if (access.disabledReason) throw new AppError('CHAT_DISABLED', CHAT_MESSAGES.disabled[access.disabledReason]);
  if (access.role === 'admin') throw new AppError('CHAT_DISABLED', CHAT_MESSAGES.disabled.READ_ONLY);
  return access.role;
}

/** The attachment of one message, for the thread's members only. */
export async function loadAttachment(db: Executor, viewer: Pick<Actor, 'id' | 'scope'>, messageId: string) {
  const [row] = await selectMessages(db)
    .where(and(eq(chatMessages.id, messageId), threadIsLive))
    .limit(1);
  if (!row?.attachment) throw notFound();
  accessOf(row, viewer);
  const [file] = await db.select().from(files).where(eq(files.id, row.attachment.id));
  if (!file) throw notFound();
  return file;
}

/** Messages for the live stream: by seq, optionally only those of one member's threads. */
export function messagesAfter(db: Executor, afterSeq: number, limit: number, memberId?: string) {
  return selectMessages(db)
    .where(and(gt(chatMessages.seq, afterSeq), threadIsLive, memberId ? isMemberOf(db, memberId) : undefined))
    .orderBy(asc(chatMessages.seq))
    .limit(limit);
}

export function messagesBySeq(db: Executor, seqs: number[]) {
  return selectMessages(db)
    .where(and(inArray(chatMessages.seq, seqs), threadIsLive))
    .orderBy(asc(chatMessages.seq));
}
