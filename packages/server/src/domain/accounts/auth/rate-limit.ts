// Fixed-window counters kept in the database (rate-limit-store.ts), so a limit holds however many API
// instances share it.

import { ApiError } from '../../../errors';
import type { Queryable } from '../../../infra/db/database';
import { messages } from '../../../messages';
import { addHit, takeBackHit } from './rate-limit-store';

export interface RateRule {
  /** Prefix of the counter key, e.g. 'login:email'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

const minutes = (n: number) => n * 60;

// Attempts about one email (or account) are limited per (email, address) pair, so someone hammering it from
// one address never locks its owner out elsewhere; the per-email ceilings, much higher, stop guessing spread
// over many addresses. Pair rules' names end in '-ip', not ':ip', so the per-address multiplier leaves them.
export const rateRules = {
  /** Ceiling of failed logins of one email from all addresses (a successful login is refunded). */
  loginPerEmail: { name: 'login:email', limit: 100, windowSeconds: minutes(60) },
  loginFailedPerPair: { name: 'login:email-ip', limit: 10, windowSeconds: minutes(15) },
  loginPerIp: { name: 'login:ip', limit: 50, windowSeconds: minutes(15) },
  registerPerIp: { name: 'register:ip', limit: 20, windowSeconds: minutes(60) },
  /** Problems of modules a browser reports (a page reports a few at most). */
  moduleHealthPerIp: { name: 'module-health:ip', limit: 60, windowSeconds: minutes(10) },
  /** "Someone tried to register with your address" mails; over it the mail is skipped, the answer unchanged. */
  registerNoticePerEmail: { name: 'register-notice:email', limit: 3, windowSeconds: minutes(60) },
  codeSendPerEmail: { name: 'code-send:email', limit: 30, windowSeconds: minutes(60) },
  codeSendPerPair: { name: 'code-send:email-ip', limit: 5, windowSeconds: minutes(30) },
  codeSendPerIp: { name: 'code-send:ip', limit: 20, windowSeconds: minutes(60) },
  codeCheckPerAccount: { name: 'code-check:account', limit: 50, windowSeconds: minutes(15) },
  codeCheckPerPair: { name: 'code-check:account-ip', limit: 10, windowSeconds: minutes(15) },
  codeCheckPerIp: { name: 'code-check:ip', limit: 50, windowSeconds: minutes(15) },
  // Per account, far above what a real customer or provider does in an hour: they stop scripted floods of
  // orders (each one announced to providers), of reviews and of cancellations.
  requestServicePerAccount: { name: 'request-service:account', limit: 30, windowSeconds: minutes(60) },
  seriesPerAccount: { name: 'series:account', limit: 30, windowSeconds: minutes(60) },
  reviewPerAccount: { name: 'review:account', limit: 30, windowSeconds: minutes(60) },
  cancelPerAccount: { name: 'cancel:account', limit: 20, windowSeconds: minutes(60) },
} satisfies Record<string, RateRule>;

/** The subject of a pair rule: what is attempted (an email or account) and from which address. */
export const pairSubject = (subject: string, ip: string) => `${subject}@${ip}`;

export type RateCheck = [RateRule, string];

/** The counter's key in rate_limits. */
export const counterKey = ([rule, subject]: RateCheck) => `${rule.name}:${subject}`;

export const tooMany = (retryAfter: number) =>
  new ApiError(429, messages.tooManyAttempts, { 'Retry-After': String(retryAfter) });

/** The limits of one server, which counts attempts against them (`services.rateLimits`). */
export interface RateLimits {
  /** The rule's limit on this server: a per-address rule's times the per-address multiplier. */
  limitOf(rule: RateRule): number;
  /** Counts one attempt against each rule and refuses with 429 once any of them is over its limit. */
  countAttempt(db: Queryable, checks: RateCheck[]): Promise<void>;
  /**
   * Counts the attempt rule by rule, narrowest first, and refuses at the first rule over its limit without
   * counting the rest: attempts refused at an (email, address) pair never use up the email's wider ceiling.
   */
  countInTurn(db: Queryable, checks: RateCheck[]): Promise<void>;
  /** Counts one use and says whether it is within the limit, for work that is skipped silently beyond it. */
  withinLimit(db: Queryable, check: RateCheck): Promise<boolean>;
}

/**
 * Per-address limits are multiplied by `perIpMultiplier` (RATE_LIMIT_PER_IP_MULTIPLIER): browser test suites
 * run every account from one loopback address, so they raise it. Per-email and per-account limits never change.
 */
export function createRateLimits(perIpMultiplier: number): RateLimits {
  const multiplier = Math.max(1, Math.floor(perIpMultiplier));
  const limitOf = (rule: RateRule) => (rule.name.endsWith(':ip') ? rule.limit * multiplier : rule.limit);

  /** Adds one hit to the rule's counter; the seconds until its window ends when it is now over the limit. */
  async function bump(db: Queryable, check: RateCheck): Promise<number> {
    const counter = await addHit(db, counterKey(check), check[0].windowSeconds);
    return counter && counter.hits > limitOf(check[0]) ? counter.retry_after : 0;
  }

  return {
    limitOf,
    async countAttempt(db, checks) {
      let retryAfter = 0;
      for (const check of checks) retryAfter = Math.max(retryAfter, await bump(db, check));
      if (retryAfter > 0) throw tooMany(retryAfter);
    },
    async countInTurn(db, checks) {
      for (const check of checks) {
        const retryAfter = await bump(db, check);
        if (retryAfter > 0) throw tooMany(retryAfter);
      }
    },
    async withinLimit(db, check) {
      return (await bump(db, check)) === 0;
    },
  };
}

/** Takes back an attempt that turned out fine (a successful login), so only failures use up a limit. */
export async function refundAttempt(db: Queryable, checks: RateCheck[]): Promise<void> {
  for (const [rule, subject] of checks) {
    await takeBackHit(db, `${rule.name}:${subject}`);
  }
}
