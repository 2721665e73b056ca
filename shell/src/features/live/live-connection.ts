// The page's one live updates stream: the shell owns it and the modules' queries follow it through
// @callout/query (useLiveOr switches their polling off while it is healthy). A ticket is asked for with the
// session token (POST /events/ticket, under /provider for providers and /operator for the operators'
// console), so the token never goes in a URL.
import { parseJson } from '@callout/api-client/client';
import { readSession, sessionChangeEvent } from '@callout/api-client/session-storage';
import { eventsTicketResponseSchema } from '@callout/contracts/live-events';
import { type QueryClient, startLiveUpdates } from '@callout/query';
import { config } from '../../config/app-config';
import { api } from '../../lib/api';
import { isLiveQuery, liveQueryKeys } from './live-query-keys';

/** Where each account type asks for its ticket. */
const ticketPaths = {
  user: 'events/ticket',
  provider: 'provider/events/ticket',
  operator: 'operator/events/ticket',
} as const;

async function streamUrl(lastEventId: string | null): Promise<string | null> {
  const session = readSession();
  if (!session) return null;
  const path = ticketPaths[session.accountType];
  const answer = await parseJson(eventsTicketResponseSchema, api.post(path), `/${path}`);
  const ticket = answer.data?.ticket;
  if (!answer.success || !ticket) throw new Error(answer.message);
  const base = config.apiBaseUrl.replace(/\/$/, '');
  const query = new URLSearchParams({ ticket, ...(lastEventId ? { lastEventId } : {}) });
  return `${base}/events?${query}`;
}

/** Keeps the stream for whoever is signed in in this tab, starting again when the session changes. */
export function keepLiveUpdates(client: QueryClient): void {
  let account = readSession()?.token ?? null;
  let stop = startLiveUpdates(client, { streamUrl, keysFor: liveQueryKeys, isLive: isLiveQuery });
  const restart = () => {
    const now = readSession()?.token ?? null;
    if (now === account) return;
    account = now;
    stop();
    stop = startLiveUpdates(client, { streamUrl, keysFor: liveQueryKeys, isLive: isLiveQuery });
  };
  window.addEventListener(sessionChangeEvent, restart);
  window.addEventListener('storage', restart);
}
