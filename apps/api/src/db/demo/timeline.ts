import { addDays } from '@patrocina/domain';
import { createClock, type AdjustableClock } from '../../lib/clock';

/**
 * The demo happens on a timeline: each step (a brief written, a proposal answered, an episode
 * recorded...) at its day, counted from the day of seeding (negative: in the past), and hour. The
 * business clock is moved to each step before it runs, so every date the services write is the day
 * the step happened, as it would have been had the demo been used for months.
 */

/** The seed's business clock: the system clock, moved back to each step's day. */
export interface DemoClock extends AdjustableClock {
  /** `YYYY-MM-DD` of the day `offset` days from the day of seeding. */
  dayOf(offset: number): string;
  moveTo(day: number, hour: number): void;
}

export function createDemoClock(): DemoClock {
  const clock = createClock();
  const today = clock.today();
  return {
    ...clock,
    dayOf: (offset) => addDays(today, offset),
    moveTo(day, hour) {
      // Today's steps happen now: a later hour today would be in the future.
      if (day >= 0) return clock.setOffsetMs(0);
      // Madrid's winter offset: in summer the hour reads one later, on the same day (hours stay 6 to 20).
      const at = Date.parse(`${addDays(today, day)}T${String(hour).padStart(2, '0')}:00:00+01:00`);
      clock.setOffsetMs(at - Date.now());
    },
  };
}

export interface Timeline {
  /** Adds a step; a step may add later ones (the episodes once their dates are planned). */
  at(day: number, hour: number, run: () => Promise<unknown>): void;
  /** Runs every step in time order (steps at the same time in the order they were added), then sets the clock to now. */
  play(clock: DemoClock): Promise<void>;
}

interface Step {
  day: number;
  hour: number;
  order: number;
  run: () => Promise<unknown>;
}

export function createTimeline(): Timeline {
  const steps: Step[] = [];
  let added = 0;
  let running: Step | null = null;
  const earlier = (a: Step, b: Step) => a.day - b.day || a.hour - b.hour || a.order - b.order;
  return {
    at(day, hour, run) {
      const step = { day, hour, order: added, run };
      if (running && earlier(step, running) < 0) throw new Error(`A demo step cannot go back to day ${day}`);
      steps.push(step);
      added += 1;
    },
    async play(clock) {
      while (steps.length > 0) {
        const next = steps.reduce((first, step) => (earlier(step, first) < 0 ? step : first));
        steps.splice(steps.indexOf(next), 1);
        running = next;
        clock.moveTo(next.day, next.hour);
        await next.run();
      }
      clock.moveTo(0, 0);
    },
  };
}
