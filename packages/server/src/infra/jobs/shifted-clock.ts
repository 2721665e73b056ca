// A clock that a demo server can move forward, so a browser journey can see what happens on a later day
// (a credential's expiry) without waiting for it. Only DEMO_MODE servers make one (app.ts); what it moves
// is the server's idea of today for credentials and their reminders, not the weekly payouts' schedule.
import type { Clock } from './clock';

export interface ShiftedClock extends Clock {
  /** Moves the clock `days` whole days ahead of its base (0 puts it back). */
  shiftDays(days: number): void;
}

const dayMs = 86_400_000;

export function shiftedClock(base: Clock): ShiftedClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    every: (ms, run) => base.every(ms, run),
    shiftDays(days) {
      offsetMs = days * dayMs;
    },
  };
}
