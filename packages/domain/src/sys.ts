import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
});
export type Health = z.infer<typeof healthSchema>;

/** SPEC §7: a UI error report carries a message, the component, four stack lines and the browser. */
export const clientLogSchema = z.object({
  message: z.string().trim().min(1).max(2000),
  component: z.string().trim().max(200).optional(),
  stack: z.union([z.array(z.string().max(500)).max(4), z.string().max(2000)]).optional(),
  browser: z.string().trim().max(500).optional(),
});
export type ClientLog = z.infer<typeof clientLogSchema>;
