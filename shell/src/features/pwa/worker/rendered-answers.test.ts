import { renderedAnswersId, sessionPartition } from '@callout/contracts/offline-reads';
import { describe, expect, it, vi } from 'vitest';
import { keyFor, partitionOfKey } from './api-cache-partition';
import { keepRenderedAnswers } from './rendered-answers';

const origin = 'https://callout.test';

/** A page rendered on the server for `token`'s session, carrying `answers` as the server writes them. */
async function renderedPage(token: string, answers: unknown[]) {
  const carried = { partition: await sessionPartition(`Bearer ${token}`), answers };
  const json = JSON.stringify(carried).replace(/</g, '\\u003c');
  return `<html><body><div id="root" data-rendered="/orders"><!--app-html--><main>Orders</main><script id="${renderedAnswersId}" type="application/json">${json}</script><!--/app-html--></div></body></html>`;
}

function fakeKeeper() {
  const stored = new Map<string, Response>();
  return {
    stored,
    keeper: {
      cache: {
        put: async (key: RequestInfo | URL, response: Response) => void stored.set(String(key), response),
      },
      keptFor: vi.fn(async () => undefined),
      countKept: vi.fn(async () => undefined),
    },
  };
}

describe('the answers a rendered page carries', () => {
  it("are kept as their reads' answers for the page's session, dated by the page", async () => {
    const orders = JSON.stringify({ success: true, data: [{ OrderId: 'ORD-1', Note: '</script>' }] });
    const cases = JSON.stringify({ success: true, data: [] });
    const html = await renderedPage('alice-token', [
      { method: 'GET', path: '/orders', text: orders },
      { method: 'POST', path: '/loadsupportcases', body: 'value=', text: cases },
    ]);
    const { stored, keeper } = fakeKeeper();
    const date = 'Tue, 01 Dec 2026 10:00:00 GMT';

    expect(await keepRenderedAnswers(html, origin, date, keeper)).toBe(2);
    const partition = await sessionPartition('Bearer alice-token');
    const ordersKey = await keyFor(`${origin}/api/orders`, partition, undefined);
    const casesKey = await keyFor(`${origin}/api/loadsupportcases`, partition, 'value=');
    expect([...stored.keys()].sort()).toEqual([casesKey, ordersKey].sort());
    expect(await stored.get(ordersKey)?.text()).toBe(orders);
    expect(stored.get(ordersKey)?.headers.get('Date')).toBe(date);
    // The session rule runs (other sessions' answers go) and the cache's limits count them.
    expect(keeper.keptFor).toHaveBeenCalledWith(partition);
    expect(partitionOfKey(new Request(ordersKey))).toBe(partition);
    expect(keeper.countKept).toHaveBeenCalledWith([ordersKey, casesKey]);
  });

  it('are not kept for reads the worker does not keep, other addresses, or a page without them', async () => {
    const { stored, keeper } = fakeKeeper();
    const html = await renderedPage('alice-token', [
      { method: 'GET', path: '/cancelorder?orderid=ORD-1', text: '{}' },
      { method: 'GET', path: '//evil.test/api/orders', text: '{}' },
    ]);
    expect(await keepRenderedAnswers(html, origin, null, keeper)).toBe(0);
    expect(await keepRenderedAnswers('<html><div id="root"></div></html>', origin, null, keeper)).toBe(0);
    const malformed = `<script id="${renderedAnswersId}" type="application/json">{"partition":"x","answers":[]}</script>`;
    expect(await keepRenderedAnswers(malformed, origin, null, keeper)).toBe(0);
    expect(stored.size).toBe(0);
    expect(keeper.keptFor).not.toHaveBeenCalled();
  });
});
