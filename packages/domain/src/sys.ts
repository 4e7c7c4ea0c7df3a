import { z } from 'zod';

/** Liveness: the process answers. It says nothing of the database (that is readiness). */
export const healthSchema = z.object({
  status: z.literal('ok'),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * Readiness: this instance can serve requests, which needs the database to answer and every
 * migration of this build applied. A 503 says which of the two fails; `migrations: 'unknown'` while
 * the database has not answered since start-up.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.enum(['ok', 'unreachable']),
  migrations: z.enum(['ok', 'pending', 'unknown']),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** SPEC §7: a UI error report carries a message, the component, four stack lines and the browser. */
export const clientLogSchema = z.object({
  message: z.string().trim().min(1).max(2000),
  component: z.string().trim().max(200).optional(),
  stack: z.union([z.array(z.string().max(500)).max(4), z.string().max(2000)]).optional(),
  browser: z.string().trim().max(500).optional(),
});
export type ClientLog = z.infer<typeof clientLogSchema>;
