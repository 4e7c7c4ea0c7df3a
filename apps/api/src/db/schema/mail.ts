import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** An image the HTML shows by `cid:` (the payment order's QR code), sent as an inline attachment. */
export interface InlineImage {
  cid: string;
  filename: string;
  contentType: 'image/png';
  contentBase64: string;
}

/**
 * Every e-mail is written here in the transaction that causes it, then delivered by a job.
 * Without SMTP it stays `pending` (not sent) and is readable by admins and tests.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    inlineImages: jsonb('inline_images').$type<InlineImage[]>(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    claimedAt: instant('claimed_at'),
    sentAt: instant('sent_at'),
  },
  (table) => [index('mail_outbox_status_idx').on(table.status, table.createdAt)],
);
