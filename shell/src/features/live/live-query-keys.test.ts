import { type LiveMessage, QueryClient, type QueryKey } from '@callout/query';
import { describe, expect, it } from 'vitest';
import { isLiveQuery, liveQueryKeys } from './live-query-keys';

/** The queries a page of each kind holds, as mf-ops, mf-support and mf-orders key them. */
const shown: QueryKey[] = [
  ['ops', 'cases', 'open'],
  ['ops', 'cases', 'all'],
  ['ops', 'case', 'CS-AAAA0001'],
  ['ops', 'case', 'CS-BBBB0002'],
  ['ops', 'accounts', 'list', 'all', ''],
  ['chat', 'SUPPORT', 'CS-AAAA0001'],
  ['support-cases', 'user', ''],
  ['chat', 'ORDER', 'ORD-1'],
  ['order-dispute', 'user', 'ORD-1'],
  ['order-dispute', 'provider', 'ORD-2'],
  ['ops', 'disputes', 'list', 'OPEN'],
  ['ops', 'disputes', 'one', 'DSP-1'],
];

/** Which of `shown` an event leaves stale, as the stream invalidates them. */
async function staleAfter(message: LiveMessage): Promise<string[]> {
  const client = new QueryClient();
  for (const queryKey of shown) client.setQueryData(queryKey, 'loaded');
  for (const queryKey of liveQueryKeys(message)) await client.invalidateQueries({ queryKey });
  return shown
    .filter((queryKey) => client.getQueryState(queryKey)?.isInvalidated)
    .map((queryKey) => queryKey.join(' '));
}

describe('the queries a live event makes stale', () => {
  it("refreshes the console's queue and the case on a support case's news, and nothing of other cases", async () => {
    expect(await staleAfter({ type: 'support', data: { caseId: 'CS-AAAA0001', status: 'NEW' } })).toEqual([
      'ops cases open',
      'ops cases all',
      'ops case CS-AAAA0001',
      'chat SUPPORT CS-AAAA0001',
      'support-cases user ',
    ]);
  });

  it("refreshes the console's queue, the case and its chat on a support chat message", async () => {
    expect(await staleAfter({ type: 'chat', data: { category: 'SUPPORT', chatId: 'CS-AAAA0001' } })).toEqual([
      'ops cases open',
      'ops cases all',
      'ops case CS-AAAA0001',
      'chat SUPPORT CS-AAAA0001',
    ]);
  });

  it('leaves the console alone on an order chat message', async () => {
    expect(await staleAfter({ type: 'chat', data: { category: 'ORDER', chatId: 'ORD-1' } })).toEqual([
      'chat ORDER ORD-1',
    ]);
  });

  it("asks again, after a gap in the stream, for the console's queue and cases only", () => {
    expect(shown.filter(isLiveQuery).map((queryKey) => queryKey.join(' '))).toEqual([
      'ops cases open',
      'ops cases all',
      'ops case CS-AAAA0001',
      'ops case CS-BBBB0002',
      'chat SUPPORT CS-AAAA0001',
      'support-cases user ',
      'chat ORDER ORD-1',
      'order-dispute user ORD-1',
      'order-dispute provider ORD-2',
      'ops disputes list OPEN',
      'ops disputes one DSP-1',
    ]);
  });

  it("refreshes the order's dispute on either side and the console's disputes on a dispute's news", async () => {
    expect(await staleAfter({ type: 'dispute', data: { orderId: 'ORD-1', disputeId: 'DSP-1' } })).toEqual([
      'order-dispute user ORD-1',
      'ops disputes list OPEN',
      'ops disputes one DSP-1',
    ]);
  });
});
