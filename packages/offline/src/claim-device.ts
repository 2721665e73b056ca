// What stays on the device when an account signs in on it: that account's drafts, saved lists and queued
// posts. Other accounts' drafts and saved lists go; their queued posts stay for them (the spec prefers
// losing nothing) but lose their token, so they leave only when their own account signs in again.
import type { StoredSession } from '@callout/api-client/session-read';
import { forgetOtherAccounts } from '@callout/db/forget-other-accounts';
import { withoutToken } from './outbox-account';
import { outboxDb } from './outbox-db';

const bearerOf = (headers: [string, string][]) =>
  headers.find(([name]) => name.toLowerCase() === 'authorization')?.[1];

/** Posts of other accounts keep no token; posts queued before they were stamped go to their session's account. */
export async function claimOutbox({ account, token }: Pick<StoredSession, 'account' | 'token'>) {
  await outboxDb.outbox.toCollection().modify((item) => {
    if (item.account === account) return;
    if (item.account === undefined && bearerOf(item.headers) === `Bearer ${token}`) {
      item.account = account;
      return;
    }
    if (bearerOf(item.headers) !== undefined) item.headers = withoutToken(item.headers);
  });
}

/** Run whenever the page finds a session: at start, and when this tab or another signs in. */
export async function claimDevice(session: Pick<StoredSession, 'account' | 'token'>): Promise<void> {
  await Promise.all([forgetOtherAccounts(session.account), claimOutbox(session)]);
}
