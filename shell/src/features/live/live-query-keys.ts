// Which queries each live event makes stale: the keys the modules' pages already use for what
// changed. The shell imports no module, so the keys are written here as each module writes them.
import type { LiveMessage, QueryKey } from '@callout/query';

/** mf-ops' support queue (`caseQueueKey`: ops, cases, status) and a case (`caseKey`: ops, case, id). */
const opsCaseQueueKey = ['ops', 'cases'];
const opsCaseKey = (caseId: string) => ['ops', 'case', caseId];
/** mf-orders' dispute on an order (`order-dispute`, account type, order id) and mf-ops' disputes. */
const opsDisputesKey = ['ops', 'disputes'];

export function liveQueryKeys({ type, data }: LiveMessage): QueryKey[] {
  const text = (name: string) => (typeof data[name] === 'string' ? (data[name] as string) : '');
  const orderId = text('orderId');
  switch (type) {
    case 'chat':
      return text('category') === 'SUPPORT'
        ? // The console's queue and case show how many messages a case has and when the last one came.
          [['chat', 'SUPPORT', text('chatId')], opsCaseQueueKey, opsCaseKey(text('chatId'))]
        : [['chat', text('category'), text('chatId')]];
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
      return [
        ['support-cases'],
        ['chat', 'SUPPORT', text('caseId')],
        opsCaseQueueKey,
        opsCaseKey(text('caseId')),
      ];
    case 'dispute':
      // A message, an offer, an answer or a decision: the order page's dispute (either side) and the
      // console's list and dispute.
      return [['order-dispute', 'user', orderId], ['order-dispute', 'provider', orderId], opsDisputesKey];
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
  'order-dispute',
]);
/** Of the console's queries (['ops', …]), the support queue, the cases and the disputes. */
const liveOpsKeys = new Set(['cases', 'case', 'disputes']);

export const isLiveQuery = ([head, next]: QueryKey): boolean =>
  liveKeyHeads.has(String(head)) || (head === 'ops' && liveOpsKeys.has(String(next)));
