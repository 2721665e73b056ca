import { createQueryClient, type QueryClient, QueryObserver } from '@callout/query';
import { describe, expect, it, vi } from 'vitest';
import { oldestUnconfirmedData } from './unconfirmed-data';

/** A page showing its orders: observed like a mounted useQuery; `answers` are given in turn. */
function watch(client: QueryClient, answers: (() => Promise<unknown>)[]) {
  let call = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['orders', 'customer', ''],
    queryFn: () => (answers[Math.min(call++, answers.length - 1)] ?? (() => Promise.resolve(null)))(),
    retry: false,
  });
  const stop = observer.subscribe(() => undefined);
  return { observer, stop };
}

const settled = (observer: { getCurrentResult(): { fetchStatus: string } }) =>
  vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('idle'), { interval: 5 });

describe('the age of the data on screen', () => {
  it('is the time an answer was fetched once asking again has failed, and nothing while it is current', async () => {
    const client = createQueryClient();
    const page = watch(client, [
      async () => ['ORD-1'],
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]);
    await vi.waitFor(() => expect(page.observer.getCurrentResult().status).toBe('success'));
    const fetchedAt = page.observer.getCurrentResult().dataUpdatedAt;
    expect(oldestUnconfirmedData(client)).toBeUndefined();

    await page.observer.refetch();
    await settled(page.observer);
    expect(page.observer.getCurrentResult().data).toEqual(['ORD-1']);
    expect(oldestUnconfirmedData(client)).toBe(fetchedAt);
    page.stop();
  });

  it("is not given for the server's refusal, which is an answer, not a lost connection", async () => {
    const client = createQueryClient();
    const refusal = Object.assign(new Error('This order is not on your account.'), { refusal: true });
    const page = watch(client, [async () => ['ORD-1'], () => Promise.reject(refusal)]);
    await vi.waitFor(() => expect(page.observer.getCurrentResult().status).toBe('success'));
    await page.observer.refetch();
    await settled(page.observer);
    expect(page.observer.getCurrentResult().status).toBe('error');
    expect(oldestUnconfirmedData(client)).toBeUndefined();
    page.stop();
  });
});
