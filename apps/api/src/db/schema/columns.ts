import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column builders the tables share, so that a kind of column is written (and documented) once.

/** A moment in time: every timestamp the schema keeps carries its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** The row's own id, a random uuid. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** When the row last changed; the services set it on every update. */
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** A reference to the row this one is part of: always set, and deleted with it. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** A single-use secret's life: issued, good until it expires, spent once used. */
export const singleUseTimes = () => ({
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
});
