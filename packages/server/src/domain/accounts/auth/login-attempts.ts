// Login attempts count against the address, the (email, address) pair and the email, narrowest first. A
// successful login is refunded, so only failures use up the pair and the email's ceiling: wrong guesses from
// one address never keep the owner out when they log in from another.
import type { Queryable } from '../../../infra/db/database';
import { pairSubject, type RateCheck, type RateLimits, rateRules, refundAttempt } from './rate-limit';

/** Counts an attempt (or refuses it with 429); call `succeeded` once the password proved right. */
export async function countLoginAttempt(
  db: Queryable,
  rateLimits: Pick<RateLimits, 'countInTurn'>,
  emailKey: string,
  ip: string,
) {
  const failureChecks: RateCheck[] = [
    [rateRules.loginFailedPerPair, pairSubject(emailKey, ip)],
    [rateRules.loginPerEmail, emailKey],
  ];
  await rateLimits.countInTurn(db, [[rateRules.loginPerIp, ip], ...failureChecks]);
  return { succeeded: () => refundAttempt(db, failureChecks) };
}
