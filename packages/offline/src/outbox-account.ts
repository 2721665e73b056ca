// Whose posts may be sent, and with which token. A post goes with the session of now when it belongs to
// the signed-in account (a token renewed while offline must not make every replay fail), and otherwise
// only with the token it was queued with, if it still has one: never with another account's token.
// The service worker cannot read the session, so it sends with the stored tokens alone.
import { readSession } from '@callout/api-client/session-read';
import type { OutboxItem } from './outbox-db';

export interface OutboxSession {
  account: string;
  token: string;
}

/** The signed-in account of this page; null when signed out, and in the service worker. */
export function currentOutboxSession(): OutboxSession | null {
  const session = readSession();
  return session ? { account: session.account, token: session.token } : null;
}

/** The headers to send an item with, or null when it must wait for its account to sign in again. */
export function headersToSend(item: OutboxItem, session: OutboxSession | null): Headers | null {
  const headers = new Headers(item.headers);
  if (session && item.account === session.account) {
    headers.set('Authorization', `Bearer ${session.token}`);
    return headers;
  }
  return headers.has('Authorization') ? headers : null;
}

/** The stored headers without the token, for a post whose token is refused or belongs to someone away. */
export function withoutToken(headers: [string, string][]): [string, string][] {
  return headers.filter(([name]) => name.toLowerCase() !== 'authorization');
}
