import { and, asc, eq, gt, isNotNull, max, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CHAT_EVENT_AUTHOR,
  DELETION_MESSAGES,
  WORKROOM_PAGE_SIZE,
  type WorkroomPage,
  type WorkroomQuery,
} from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { campaignPodcasts, campaigns, chatMessages, chatReads, podcasts, users } from '../../db/schema';
import { isMemberOf, isPartyOf, selectThreads, threadIsLive } from './threads';

const lastMessage = alias(chatMessages, 'last_message');
const lastAuthor = alias(users, 'last_author');

/** The workroom: the user's threads with messages, their last message and unread count. */
export async function listWorkroom(
  db: Executor,
  userId: string,
  side: 'party' | 'agent',
  query: WorkroomQuery,
): Promise<WorkroomPage> {
  const stats = db
    .select({
      threadId: chatMessages.threadId,
      lastSeq: max(chatMessages.seq).as('last_seq'),
      unread:
        sql<number>`count(*) filter (where ${chatMessages.authorId} is distinct from ${userId} and ${chatMessages.seq} > coalesce(${chatReads.lastReadSeq}, 0))`
          .mapWith(Number)
          .as('unread'),
    })
    .from(chatMessages)
    .leftJoin(chatReads, and(eq(chatReads.threadId, chatMessages.threadId), eq(chatReads.userId, userId)))
    .groupBy(chatMessages.threadId)
    .as('stats');

  // An agent's list holds every thread they take part in, so the badge never counts one it does not show.
  const conditions: SQL[] = [threadIsLive, side === 'agent' ? isMemberOf(db, userId) : isPartyOf(db, userId)];
  if (query.state === 'active') conditions.push(ne(campaigns.status, 'FINISHED'));
  // One campaign's threads (its mail icon) are listed even before their first message: that is where it starts.
  if (query.campaignId) conditions.push(eq(campaigns.id, query.campaignId));
  else conditions.push(isNotNull(lastMessage.seq));
  if (query.show === 'pending') {
    conditions.push(
      or(
        gt(stats.unread, 0),
        and(isNotNull(lastMessage.seq), sql`${lastMessage.authorId} is distinct from ${userId}`),
      )!,
    );
  }
  const order =
    query.sort === 'campaign'
      ? [
          asc(sql`lower(${campaigns.name})`),
          asc(sql`lower(${campaigns.brand})`),
          sql`${lastMessage.seq} desc nulls last`,
        ]
      : [sql`${lastMessage.seq} desc nulls last`, asc(podcasts.title)];

  const rows = await selectThreads(db, {
    unread: stats.unread,
    last: {
      seq: lastMessage.seq,
      body: lastMessage.body,
      createdAt: lastMessage.createdAt,
      authorId: lastMessage.authorId,
      kind: lastMessage.kind,
      attachmentFileId: lastMessage.attachmentFileId,
    },
    lastAuthor: lastAuthor.username,
    total: sql<number>`count(*) over ()`.mapWith(Number),
  })
    .leftJoin(stats, eq(stats.threadId, campaignPodcasts.id))
    .leftJoin(lastMessage, eq(lastMessage.seq, stats.lastSeq))
    .leftJoin(lastAuthor, eq(lastAuthor.id, lastMessage.authorId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(WORKROOM_PAGE_SIZE)
    .offset((query.page - 1) * WORKROOM_PAGE_SIZE);

  return {
    items: rows.map((row) => {
      const last = row.last;
      const unread = row.unread ?? 0;
      const fromMe = last?.authorId === userId;
      return {
        threadId: row.thread.id,
        campaign: {
          id: row.campaign.id,
          brand: row.campaign.brand,
          name: row.campaign.name,
          status: row.campaign.status,
        },
        podcast: {
          id: row.podcast.id,
          title: row.podcast.title,
          imageUrl: row.podcast.imageUrl,
          status: row.thread.status,
        },
        lastMessage: last
          ? {
              body: last.body.slice(0, 280),
              createdAt: last.createdAt.toISOString(),
              author: last.kind === 'EVENT' ? CHAT_EVENT_AUTHOR : (row.lastAuthor ?? DELETION_MESSAGES.deletedUsername),
              fromMe,
              hasAttachment: last.attachmentFileId !== null,
            }
          : null,
        unread,
        pending: unread > 0 || (last !== null && !fromMe),
      };
    }),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: WORKROOM_PAGE_SIZE,
  };
}
