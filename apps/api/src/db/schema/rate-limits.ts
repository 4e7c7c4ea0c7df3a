import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Rate-limit counters shared by every instance on one database (lib/rate-limit-store.ts), when no Redis
 * is configured: one row per limit and caller (route and address, or route and user), counting
 * the hits of its current window. Expired rows are rewritten on the next hit or purged from time to time.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: instant('window_ends_at').notNull(),
  },
  (table) => [index('rate_limits_window_ends_at_idx').on(table.windowEndsAt)],
);
