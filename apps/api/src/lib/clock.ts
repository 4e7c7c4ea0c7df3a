import { todayInMadrid } from '@patrocina/domain';

/**
 * What time it is for the business rules (action dates, listens milestones, reminders). The system
 * clock, shifted by an offset that only a server started with CLOCK_CONTROL may change: the browser
 * journeys move a campaign through a month in seconds (docs/decisions/0009).
 */
export interface Clock {
  now(): Date;
  /** `YYYY-MM-DD` in Madrid. */
  today(): string;
}

export interface AdjustableClock extends Clock {
  offsetMs(): number;
  setOffsetMs(offset: number): void;
}

export function createClock(): AdjustableClock {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  return {
    now,
    today: () => todayInMadrid(now()),
    offsetMs: () => offset,
    setOffsetMs: (value) => {
      offset = value;
    },
  };
}
