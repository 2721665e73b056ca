// Opening a support case, once per Idempotency-Key: the app's offline outbox may deliver the same post
// again (a lost answer, a replay from another tab or the service worker), and a repeat answers with the
// case the first one opened. Only a new case counts against the account's limit.
import type { NewSupportCaseInput } from '@callout/contracts/support';
import type { Database } from '../../infra/db/database';
import type { RateLimits } from '../accounts/auth/rate-limit';
import { findCaseIdByKey, insertCase, newCaseId } from './case-store';
import { supportRateRules } from './rate-rules';

/** 40 random bits make a second collision in a row all but impossible; the bound only guards the loop. */
const maxNumberTries = 5;

export interface CreateCaseOutcome {
  id: string;
  /** The answer repeats an earlier post with the same key; nothing new was stored. */
  replayed: boolean;
}

export async function createCase(
  db: Database,
  rateLimits: Pick<RateLimits, 'countAttempt'>,
  accountId: string,
  { value, CaseID }: NewSupportCaseInput,
  idempotencyKey: string | null,
): Promise<CreateCaseOutcome> {
  if (idempotencyKey) {
    const earlier = await findCaseIdByKey(db, accountId, idempotencyKey);
    if (earlier) return { id: earlier, replayed: true };
  }
  await rateLimits.countAttempt(db, [[supportRateRules.newCasePerAccount, accountId]]);
  // The app proposes a number for a case opened offline, so its chat can be written in meanwhile. A number
  // that is taken (another case's, whoever owns it) is replaced by one the server makes: the answer names
  // the case either way, and a collision is never refused, so it tells nothing about the other case.
  let id = CaseID ?? newCaseId();
  for (let attempt = 0; attempt < maxNumberTries; attempt += 1) {
    if (await insertCase(db, { id, accountId, subject: value, idempotencyKey }))
      return { id, replayed: false };
    // A concurrent copy of the same post may have won with this key: that one is the answer.
    const winner = idempotencyKey ? await findCaseIdByKey(db, accountId, idempotencyKey) : null;
    if (winner) return { id: winner, replayed: true };
    id = newCaseId();
  }
  throw new Error('No free support case number after several random tries');
}
