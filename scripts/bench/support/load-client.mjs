// One autocannon run in a process of its own, so the client never shares an event loop with a server or
// with the other client of a two-instance case. Reads its case as JSON on stdin; writes autocannon's raw
// result (histograms encoded, for autocannon.aggregateResult) as JSON on stdout.
import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';

/**
 * @type {{ url: string, connections: number, duration: number, timeout?: number,
 *   method: string, path: string, headers?: Record<string, string>, body?: string,
 *   variants?: Array<{ headers?: Record<string, string>, body?: string }> }}
 */
const spec = JSON.parse(await text(process.stdin));

// Each request takes the next variant (another account's token and chat), whichever connection sends it.
let sent = 0;
const nextVariant = (request) => {
  const variant = spec.variants[sent++ % spec.variants.length];
  return {
    ...request,
    headers: { ...request.headers, ...variant.headers },
    body: variant.body ?? request.body,
  };
};

const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.duration,
  timeout: spec.timeout ?? 10,
  skipAggregateResult: true,
  requests: [
    {
      method: spec.method,
      path: spec.path,
      headers: spec.headers ?? {},
      body: spec.body,
      ...(spec.variants?.length ? { setupRequest: nextVariant } : {}),
    },
  ],
});
process.stdout.write(JSON.stringify(result));
