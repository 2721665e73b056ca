// A clock for the server's scheduled jobs (buildApp's `clock`) that only moves when a test moves it, so a
// weekly job can be run on a Monday morning of the test's choosing. Jobs registered with `every` run when
// the test says: `tick()` runs each once, all at the same moment (as two instances would), and waits.
import type { Clock } from '@callout/server/jobs/clock';

export interface TestClock extends Clock {
  /** Sets the time; nothing runs until `tick`. */
  jump(to: Date): void;
  /** Runs every registered job once, concurrently, at the current time, and waits for all of them. */
  tick(): Promise<void>;
}

export function testClock(start: Date = new Date()): TestClock {
  let now = start.getTime();
  const jobs = new Set<() => Promise<void>>();
  return {
    now: () => new Date(now),
    every(_ms, run) {
      jobs.add(run);
      return () => jobs.delete(run);
    },
    jump(to) {
      now = to.getTime();
    },
    async tick() {
      await Promise.all([...jobs].map((run) => run()));
    },
  };
}
