import type { PasswordHasher } from './domain/accounts/auth/passwords';
import type { RateLimits } from './domain/accounts/auth/rate-limit';
import type { SiteLinks } from './domain/notifications/mail/site-links';
import type { ModuleHealth } from './domain/ops/releases/module-health';
import type { Env } from './env';
import type { Answer, ReadCache } from './infra/cache/answer-cache';
import type { ChangeBus } from './infra/cache/change-bus';
import type { Database } from './infra/db/database';
import type { Geocoder } from './infra/geo/geocoder';
import type { Lifecycle } from './infra/health/lifecycle';
import type { AppMetrics } from './infra/health/metrics';
import type { Clock } from './infra/jobs/clock';
import type { Live } from './infra/live/live-publish';
import type { Mailer } from './infra/mail/mailer';

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
  /** Page loads and reported problems per module version; rolls back a failing canary. */
  moduleHealth: ModuleHealth;
  /** Postcode suggestions and places: the offline gazetteer, behind the online service of GEOCODER_URL if set. */
  geocoder: Geocoder;
  /** Counts attempts against the rate rules, per-address limits times RATE_LIMIT_PER_IP_MULTIPLIER. */
  rateLimits: RateLimits;
  /** The site's pages as the links in mail write them (PUBLIC_SITE_URL). */
  siteLinks: SiteLinks;
}
