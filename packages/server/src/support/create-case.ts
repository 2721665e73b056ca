// Opening a support case, once per Idempotency-Key: the app's offline outbox may deliver the same post
// again (a lost answer, a replay from another tab or the service worker), and a repeat answers with the
// case the first one opened. Only a new case counts against the account's limit.
import type { NewSupportCaseInput } from '@callout/contracts/support';
import { countAttempt } from '../auth/rate-limit';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import { findCaseIdByKey, insertCase, newCaseId } from './case-store';
import { supportMessages } from './messages';
import { supportRateRules } from './rate-rules';

export interface CreateCaseOutcome {
  id: string;
  /** The answer repeats an earlier post with the same key; nothing new was stored. */
  replayed: boolean;
}

export async function createCase(
  db: Database,
  accountId: string,
  { value, CaseID }: NewSupportCaseInput,
  idempotencyKey: string | null,
): Promise<CreateCaseOutcome> {
  if (idempotencyKey) {
    const earlier = await findCaseIdByKey(db, accountId, idempotencyKey);
    if (earlier) return { id: earlier, replayed: true };
  }
  await countAttempt(db, [[supportRateRules.newCasePerAccount, accountId]]);
  // The app proposes a number for a case opened offline, so its chat can be written in meanwhile.
  const id = CaseID ?? newCaseId();
  if (await insertCase(db, { id, accountId, subject: value, idempotencyKey })) return { id, replayed: false };
  // A concurrent copy of the same post won, or the number is another case's (someone else's answers the same).
  const winner = idempotencyKey ? await findCaseIdByKey(db, accountId, idempotencyKey) : null;
  if (winner) return { id: winner, replayed: true };
  throw new ApiError(409, supportMessages.caseIdTaken);
}
