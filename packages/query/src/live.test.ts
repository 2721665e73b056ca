// @vitest-environment jsdom
// The live stream's client with a stand-in EventSource: polling is off only while the stream is
// healthy, an event makes its queries stale, and a failure brings polling back, refetches what was loaded
// and reconnects with a new ticket and the last event id.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLiveHealthy, liveOr, startLiveUpdates } from './live';

class FakeSource extends EventTarget {
  static opened: FakeSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown, lastEventId = '') {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live updates client', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    FakeSource.opened = [];
    vi.useRealTimers();
  });

  it('turns polling off while healthy, invalidates on events and falls back on failure', async () => {
    const client = new QueryClient();
    client.setQueryData(['chat', 'ORDER', 'ORD-1'], { messages: [] }, { updatedAt: Date.now() - 60_000 });
    // Just rendered with the page (a server-rendered page's answers): the first stream does not ask again.
    client.setQueryData(['chat', 'SUPPORT', 'CASE-1'], { messages: [] });
    const urls: Array<string | null> = [];
    stop = startLiveUpdates(client, {
      streamUrl: async (last) => {
        urls.push(last);
        return `/api/events?ticket=t${urls.length}`;
      },
      keysFor: ({ type, data }) => (type === 'chat' ? [['chat', data.category, data.chatId]] : []),
      isLive: (key) => key[0] === 'chat',
      EventSourceImpl: FakeSource as unknown as typeof EventSource,
    });
    await flush();
    const first = FakeSource.opened[0];
    if (!first) throw new Error('no stream opened');
    expect(liveOr(3000)).toBe(3000);
    first.emit('ready', {});
    expect(isLiveHealthy()).toBe(true);
    // What was loaded a while before the stream opened may have missed an event: it is asked for again.
    expect(client.getQueryState(['chat', 'ORDER', 'ORD-1'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['chat', 'SUPPORT', 'CASE-1'])?.isInvalidated).toBe(false);
    client.setQueryData(['chat', 'ORDER', 'ORD-1'], { messages: [] });
    client.setQueryData(['chat', 'ORDER', 'ORD-2'], { messages: [] });
    expect(liveOr(3000)).toBe(false);

    first.emit('chat', { type: 'chat', category: 'ORDER', chatId: 'ORD-1' }, 'abcd0001-7');
    expect(client.getQueryState(['chat', 'ORDER', 'ORD-1'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['chat', 'ORDER', 'ORD-2'])?.isInvalidated).toBe(false);

    vi.useFakeTimers();
    first.dispatchEvent(new Event('error'));
    expect(first.closed).toBe(true);
    expect(isLiveHealthy()).toBe(false);
    expect(liveOr(3000)).toBe(3000);
    // Whatever was loaded before the failure is asked for again: nothing missed stays missed.
    expect(client.getQueryState(['chat', 'ORDER', 'ORD-2'])?.isInvalidated).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    await flush();
    expect(FakeSource.opened).toHaveLength(2);
    expect(urls).toEqual([null, 'abcd0001-7']);
  });
});
