import type { PasswordHasher } from './auth/passwords';
import type { Answer, ReadCache } from './cache/answer-cache';
import type { ChangeBus } from './cache/change-bus';
import type { Database } from './db/database';
import type { Env } from './env';
import type { Lifecycle } from './health/lifecycle';
import type { AppMetrics } from './health/metrics';
import type { Clock } from './jobs/clock';
import type { Live } from './live/live-publish';
import type { Mailer } from './mail/mailer';

/** What the route modules need, built once in app.ts. */
export interface Services {
  env: Env;
  db: Database;
  mailer: Mailer;
  passwords: PasswordHasher;
  lifecycle: Lifecycle;
  metrics: AppMetrics;
  /** Live updates: routes publish what changed to the accounts' open streams. */
  live: Live;
  /** The changes every instance's in-memory caches must hear (a catalogue edit, sessions ended). */
  changes: ChangeBus;
  /** The public catalogue and help answers, kept in memory until the catalogue changes. */
  catalogue: ReadCache<Answer>;
  /** The server's time: what is current (a credential's expiry) and when the scheduled jobs run; tests set it. */
  clock: Clock;
}
