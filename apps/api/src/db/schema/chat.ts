import { bigint, check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { CHAT_MESSAGE_KINDS, CHAT_ROLES, CHAT_MAX_CHARS } from '@patrocina/domain';
import { belongsTo, createdAt, id, updatedAt } from './columns';
import { campaignPodcasts } from './campaigns';
import { files } from './files';
import { users } from './users';

/**
 * The workroom chat (issue 8, docs/decisions/0010). A thread is one podcast in one campaign, the
 * `campaign_podcasts` row; its members are worked out from the campaign and the podcast each time
 * (an agent assigned later, or a representative accepted later, takes part from then on).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    /**
     * Grows with every message: the live stream's event id, the read pointer and the catch-up after a
     * lost connection all count in it. Never shown, never in a URL.
     */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    threadId: belongsTo('thread_id', () => campaignPodcasts.id),
    /** Null once the account is gone; the message stays for the others (DOMAIN.md). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A person's message, or an event the app writes (the read's rounds, issue 20): an event has no
     * author and no role, and is shown apart.
     */
    kind: text('kind', { enum: CHAT_MESSAGE_KINDS }).notNull().default('MESSAGE'),
    /** The part the author played when writing: kept, since roles can change later. Null for an event. */
    authorRole: text('author_role', { enum: CHAT_ROLES }),
    body: text('body').notNull(),
    attachmentFileId: uuid('attachment_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The sender's id for this send: a retry with the same one is stored once. */
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('chat_messages_seq_key').on(table.seq),
    uniqueIndex('chat_messages_author_client_key').on(table.authorId, table.clientId),
    index('chat_messages_thread_seq_idx').on(table.threadId, table.seq),
    check('chat_messages_message_has_role', sql`${table.kind} <> 'MESSAGE' or ${table.authorRole} is not null`),
    check(
      'chat_messages_body_length',
      sql`char_length(${table.body}) between 1 and ${sql.raw(String(CHAT_MAX_CHARS))}`,
    ),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** How far each member has read a thread, and how far the unread e-mail has told them about it. */
export const chatReads = pgTable(
  'chat_reads',
  {
    threadId: belongsTo('thread_id', () => campaignPodcasts.id),
    userId: belongsTo('user_id', () => users.id),
    /** The seq of the newest message the member has seen; 0 before any. */
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    /** The newest seq the last unread e-mail covered; a new e-mail waits until the member reads past it. */
    notifiedSeq: bigint('notified_seq', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.threadId, table.userId] }), index('chat_reads_user_idx').on(table.userId)],
);
