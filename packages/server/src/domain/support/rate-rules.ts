// Limits on what one account can create, counted in the shared rate_limits table.
import type { RateRule } from '../accounts/auth/rate-limit';

export const supportRateRules = {
  /** A person rarely needs more than a few cases an hour; this stops a script filling the queue. */
  newCasePerAccount: { name: 'support-case:account', limit: 10, windowSeconds: 60 * 60 },
  /** Generous enough for an offline queue to flush dozens of messages at once. */
  chatMessagePerAccount: { name: 'chat-message:account', limit: 120, windowSeconds: 60 },
} satisfies Record<string, RateRule>;
