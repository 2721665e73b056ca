import type { BiddableJob } from '@callout/contracts/provider-jobs';
import { QueryWrapper } from '@callout/query/testing';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../testing/test-utils';
import type { BidJobsPage } from '../api/get-bid-opportunities';
import { useBidPolling } from './use-bid-polling';

const job = (id: string, IsBid = false): BiddableJob => ({
  OrderId: id,
  ProductID: '7',
  Category: 'Cleaning',
  Specifics: 'Domestic',
  Currency: 'GBP',
  Price: 150,
  PayRate: 'PER JOB',
  ProdImage: null,
  Image: null,
  Rating: null,
  ZipCode: 'SW1A 1AA',
  Address: 'Westminster',
  Schedule: '2030-01-01',
  IsBid,
});

/** The only page of a list. */
const page = (jobs: BiddableJob[]): BidJobsPage => ({ jobs, next: null });

/** Lets the pending load settle and React re-render. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
/** Lets an answer that came during a poll reach the screen (the query client tells React a moment later). */
const flush = () => act(() => vi.advanceTimersByTimeAsync(20));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the bid panel list', () => {
  it('polls every 5 s while open and replaces the list only when the count changes', async () => {
    vi.useFakeTimers();
    const answers = [[job('A')], [job('A', true)], [job('A'), job('B')]].map(page);
    const load = vi.fn(
      async () => answers[Math.min(load.mock.calls.length - 1, answers.length - 1)] ?? page([]),
    );
    const { result } = renderHook(() => useBidPolling(true, load), { wrapper: QueryWrapper });
    await settle();
    expect(result.current.jobs.map((j) => j.OrderId)).toEqual(['A']);

    // A bid placed locally flips IsBid; the next poll has the same count, so it does not undo that.
    act(() => result.current.toggleBid('A'));
    await flush();
    expect(result.current.jobs[0]?.IsBid).toBe(true);
    await wait(4_979);
    expect(load).toHaveBeenCalledTimes(1);
    await wait(1);
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.jobs[0]?.IsBid).toBe(true);

    await wait(4_980);
    await flush();
    expect(load).toHaveBeenCalledTimes(3);
    expect(result.current.jobs.map((j) => j.OrderId)).toEqual(['A', 'B']);
    expect(result.current.status).toBe('ready');
  });

  it('clears the list when the panel opens again and stops polling while closed', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => page([job('A')]));
    const { result, rerender } = renderHook(({ open }) => useBidPolling(open, load), {
      initialProps: { open: true },
      wrapper: QueryWrapper,
    });
    await settle();
    expect(result.current.jobs).toHaveLength(1);

    rerender({ open: false });
    await wait(20_000);
    expect(load).toHaveBeenCalledTimes(1);

    let resolveLoad: (jobs: BidJobsPage) => void = () => {};
    load.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          resolveLoad = resolve;
        }),
    );
    rerender({ open: true });
    await settle();
    expect(result.current.jobs).toEqual([]);
    expect(result.current.status).toBe('loading');
    await act(async () => resolveLoad(page([job('B')])));
    await flush();
    expect(result.current.jobs.map((j) => j.OrderId)).toEqual(['B']);
  });

  it('stops polling once the panel is gone', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => page([job('A')]));
    const { unmount } = renderHook(() => useBidPolling(true, load), { wrapper: QueryWrapper });
    await settle();
    unmount();
    await wait(20_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports failing polls and keeps trying', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(page([job('A')]));
    const { result } = renderHook(() => useBidPolling(true, load), { wrapper: QueryWrapper });
    await settle();
    expect(result.current.status).toBe('error');
    await wait(5_000);
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe('ready');
    expect(result.current.jobs).toHaveLength(1);
  });
});
