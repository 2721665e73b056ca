// The page's one live updates stream (issue 22): the shell owns it and the modules' queries follow it through
// @callout/query (useLiveOr switches their polling off while it is healthy). A ticket is asked for with the
// session token (POST /events/ticket, under /provider for providers), so the token never goes in a URL.
import { parseJson } from '@callout/api-client/client';
import { readSession, sessionChangeEvent } from '@callout/api-client/session-storage';
import { eventsTicketResponseSchema } from '@callout/contracts/live-events';
import { type LiveMessage, type QueryClient, type QueryKey, startLiveUpdates } from '@callout/query';
import { config } from '../../config/app-config';
import { api } from '../../lib/api';

/** The queries each event makes stale: the ones the pages already use for what changed. */
export function liveQueryKeys({ type, data }: LiveMessage): QueryKey[] {
  const text = (name: string) => (typeof data[name] === 'string' ? (data[name] as string) : '');
  const orderId = text('orderId');
  switch (type) {
    case 'chat':
      return [['chat', text('category'), text('chatId')]];
    case 'bids':
      return [['bids', orderId], ['bid-opportunities'], ['dashboard']];
    case 'order':
      return [
        ['order'],
        ['orders'],
        // The order chat closes with the order.
        ['chat', 'ORDER', orderId],
        ['bids', orderId],
        ['bid-opportunities'],
        ['live-location', orderId],
        ['cancel-cost', orderId],
        ['receipt', orderId],
        ['dashboard'],
        ['provider-notifications'],
      ];
    case 'location':
      return [
        ['live-location', orderId],
        ['provider-location', orderId],
      ];
    case 'support':
      return [['support-cases'], ['chat', 'SUPPORT', text('caseId')]];
    case 'notification':
      return [['provider-notifications'], ['dashboard']];
    default:
      return [];
  }
}

/** The first parts of the keys above: after a gap in the stream only these are asked for again. */
const liveKeyHeads = new Set([
  'chat',
  'bids',
  'bid-opportunities',
  'dashboard',
  'order',
  'orders',
  'live-location',
  'provider-location',
  'cancel-cost',
  'receipt',
  'provider-notifications',
  'support-cases',
]);
export const isLiveQuery = (queryKey: QueryKey): boolean => liveKeyHeads.has(String(queryKey[0]));

async function streamUrl(lastEventId: string | null): Promise<string | null> {
  const session = readSession();
  // Operators' console polls as before: the stream is for customers and providers.
  if (!session || session.accountType === 'operator') return null;
  const path = session.accountType === 'provider' ? 'provider/events/ticket' : 'events/ticket';
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
