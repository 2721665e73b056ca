// Fixed-window counters kept in the database, so a limit holds however many API instances share it.
import type { Queryable } from '../db/database';
import { ApiError } from '../errors';
import { messages } from '../messages';

export interface RateRule {
  /** Prefix of the counter key, e.g. 'login:email'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

const minutes = (n: number) => n * 60;

export const rateRules = {
  loginPerEmail: { name: 'login:email', limit: 10, windowSeconds: minutes(15) },
  loginPerIp: { name: 'login:ip', limit: 50, windowSeconds: minutes(15) },
  registerPerIp: { name: 'register:ip', limit: 20, windowSeconds: minutes(60) },
  codeSendPerEmail: { name: 'code-send:email', limit: 5, windowSeconds: minutes(30) },
  codeSendPerIp: { name: 'code-send:ip', limit: 20, windowSeconds: minutes(60) },
  codeCheckPerAccount: { name: 'code-check:account', limit: 10, windowSeconds: minutes(15) },
  codeCheckPerIp: { name: 'code-check:ip', limit: 50, windowSeconds: minutes(15) },
  // Per account, far above what a real customer or provider does in an hour: they stop scripted floods of
  // orders (each one announced to providers), of reviews and of cancellations.
  requestServicePerAccount: { name: 'request-service:account', limit: 30, windowSeconds: minutes(60) },
  reviewPerAccount: { name: 'review:account', limit: 30, windowSeconds: minutes(60) },
  cancelPerAccount: { name: 'cancel:account', limit: 20, windowSeconds: minutes(60) },
} satisfies Record<string, RateRule>;

/**
 * Per-address limits are multiplied by this. Browser test suites run every account from one loopback
 * address, so they raise it (RATE_LIMIT_PER_IP_MULTIPLIER); per-email and per-account limits never change.
 */
let perIpMultiplier = 1;
export function setPerIpMultiplier(multiplier: number): void {
  perIpMultiplier = Math.max(1, Math.floor(multiplier));
}

const limitOf = (rule: RateRule) => (rule.name.endsWith(':ip') ? rule.limit * perIpMultiplier : rule.limit);

interface Counter {
  hits: number;
  retry_after: number;
}

/** Counts one attempt against each rule and refuses with 429 once any of them is over its limit. */
export async function countAttempt(db: Queryable, checks: Array<[RateRule, string]>): Promise<void> {
  let retryAfter = 0;
  for (const [rule, subject] of checks) {
    const [counter] = await db.query<Counter>(
      `INSERT INTO rate_limits AS r (key, window_started_at, hits) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         window_started_at = CASE WHEN r.window_started_at <= now() - make_interval(secs => $2)
                                  THEN now() ELSE r.window_started_at END,
         hits = CASE WHEN r.window_started_at <= now() - make_interval(secs => $2)
                     THEN 1 ELSE r.hits + 1 END
       RETURNING hits,
         GREATEST(1, ceil(extract(epoch FROM window_started_at + make_interval(secs => $2) - now())))::int
           AS retry_after`,
      [`${rule.name}:${subject}`, rule.windowSeconds],
    );
    if (counter && counter.hits > limitOf(rule)) retryAfter = Math.max(retryAfter, counter.retry_after);
  }
  if (retryAfter > 0) {
    throw new ApiError(429, messages.tooManyAttempts, { 'Retry-After': String(retryAfter) });
  }
}

/** Counters whose window ended long ago carry no information; dropping them keeps the table small. */
export async function pruneRateLimits(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM rate_limits WHERE window_started_at < now() - interval '1 day'`);
}
