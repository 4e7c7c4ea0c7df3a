import { z } from 'zod';

/** The adjustable business clock the team may move forward for demos and tests (only with CLOCK_CONTROL). */

/** `PUT /private/backoffice/clock` (only with CLOCK_CONTROL): how many days ahead of the real time the business clock runs. */
export const setClockSchema = z.object({ offsetDays: z.number().min(0).max(3_650) }).strict();
/** What the clock reads: its offset and the business day it makes (Madrid). */
export const clockSchema = setClockSchema.extend({ today: z.string() });
export type ClockState = z.infer<typeof clockSchema>;
