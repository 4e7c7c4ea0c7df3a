import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { FILE_KINDS } from '@patrocina/domain';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * Every uploaded file, checked by its content before this row exists (modules/files). The bytes live
 * in the file store (src/storage) under `storageKey`, a generated name; the user's own file name is
 * kept, cleaned, only to show it back.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    /** Who uploaded it. Null for the platform's own files (the demo images), or once the account is gone. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    /** The type found in the content (file-type), never the one the browser sent. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** Hex SHA-256 of the bytes. */
    sha256: text('sha256').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('files_storage_key_key').on(table.storageKey),
    index('files_owner_idx').on(table.ownerId, table.createdAt.desc()),
  ],
);
