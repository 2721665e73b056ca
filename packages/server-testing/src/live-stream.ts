// A Server-Sent Events reader for tests and the live benchmark: opens GET /api/events over real HTTP and
// collects what arrives, so a test can wait for the event it expects (or prove one never came).
export interface StreamEvent {
  id?: string;
  event: string;
  data: unknown;
  /** performance.now() when it arrived. */
  at: number;
}

export interface LiveStream {
  status: number;
  events: StreamEvent[];
  /** The first event (from the start) that matches, waiting up to `timeoutMs` for it. */
  next(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Splits the text of a stream into events (comments and `retry:` lines are skipped). */
export function parseFrames(text: string, at: number): StreamEvent[] {
  const out: StreamEvent[] = [];
  for (const block of text.split('\n\n')) {
    let id: string | undefined;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length === 0) continue;
    out.push({ ...(id ? { id } : {}), event, data: JSON.parse(data.join('\n')), at });
  }
  return out;
}

export async function openLiveStream(
  baseUrl: string,
  ticket: string,
  { lastEventId, viaQuery = false }: { lastEventId?: string; viaQuery?: boolean } = {},
): Promise<LiveStream> {
  const abort = new AbortController();
  const params = new URLSearchParams({ ticket });
  if (lastEventId && viaQuery) params.set('lastEventId', lastEventId);
  const response = await fetch(`${baseUrl}/api/events?${params}`, {
    signal: abort.signal,
    headers: lastEventId && !viaQuery ? { 'last-event-id': lastEventId } : {},
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let ended: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          const cut = buffer.lastIndexOf('\n\n');
          if (cut < 0) continue;
          events.push(...parseFrames(buffer.slice(0, cut), performance.now()));
          buffer = buffer.slice(cut + 2);
          for (const wake of waiters) wake();
        }
      } catch {
        // aborted
      }
    })();
  } else {
    await response.body?.cancel();
  }
  return {
    status: response.status,
    events,
    ended,
    close: () => abort.abort(),
    next: (match, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
  };
}
