import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { READ_DECISIONS, READ_SCRIPT_MAX_CHARS } from '@patrocina/domain';
import { belongsTo, id, instant } from './columns';
import { campaignPodcasts } from './campaigns';
import { files } from './files';
import { users } from './users';

/**
 * The read of a hired podcast (issue 20, docs/decisions/0023): every round its podcaster sent, the
 * script or the recorded sample, and the answer it got. Rounds are never rewritten but for their
 * answer; the newest says where the read stands. Written by the actions module.
 */
export const readRounds = pgTable(
  'read_rounds',
  {
    id: id(),
    campaignPodcastId: belongsTo('campaign_podcast_id', () => campaignPodcasts.id),
    /** 1, 2… within the hired podcast. */
    number: integer('number').notNull(),
    script: text('script'),
    sampleFileId: uuid('sample_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Null once the account is gone; the round stays. */
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: instant('submitted_at').notNull(),
    /** The last working day (Madrid) to answer; the day after, the round counts as approved. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    decision: text('decision', { enum: READ_DECISIONS }).notNull().default('PENDING'),
    /** Who answered; null while waiting, for an automatic approval, or once the account is gone. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: instant('decided_at'),
    comment: text('comment'),
  },
  (table) => [
    uniqueIndex('read_rounds_number_key').on(table.campaignPodcastId, table.number),
    // At most one round waits for an answer: a double submit is refused by the database too.
    uniqueIndex('read_rounds_one_pending_key')
      .on(table.campaignPodcastId)
      .where(sql`${table.decision} = 'PENDING'`),
    check(
      'read_rounds_script_length',
      sql`${table.script} is null or char_length(${table.script}) between 1 and ${sql.raw(String(READ_SCRIPT_MAX_CHARS))}`,
    ),
    check(
      'read_rounds_changes_commented',
      sql`${table.decision} <> 'CHANGES_REQUESTED' or coalesce(${table.comment}, '') <> ''`,
    ),
  ],
);

export type ReadRoundRow = typeof readRounds.$inferSelect;
