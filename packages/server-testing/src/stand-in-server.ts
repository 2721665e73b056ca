// The HTTP side shared by the Stripe stand-ins: a node:http server on a free loopback port that records
// every request, replays the first answer to a repeated idempotency key (as Stripe does) and can play an
// outage. Each stand-in supplies the handler that answers.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string's parameters (GET calls), e.g. transfer_group or expand[0]. */
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

export type StandInAnswer = [status: number, body: unknown];
export type StandInHandler = (request: RecordedRequest) => StandInAnswer;

export interface StandInServer {
  url: string;
  requests: RecordedRequest[];
  /** Answers every call with a 500 until called again with false (Stripe having an outage). */
  fail(down: boolean): void;
  /**
   * The next `count` POSTs do what they ask, but their answers are lost on the way back (a 500): the caller
   * cannot tell whether it happened. A repeated idempotency key is still answered with the first result.
   */
  loseAnswers(count: number): void;
  /** A day passes: idempotency keys are forgotten, so a repeated key makes a new request (as at Stripe). */
  forgetKeys(): void;
  close(): Promise<void>;
}

export const stripeError = (
  status: number,
  message: string,
  type = 'invalid_request_error',
): StandInAnswer => [status, { error: { type, message } }];

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });

export async function serveStandIn(handle: StandInHandler): Promise<StandInServer> {
  const requests: RecordedRequest[] = [];
  const byKey = new Map<string, unknown>();
  let down = false;
  let lost = 0;
  const server: Server = createServer(async (incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://stand-in');
    const request: RecordedRequest = {
      method: incoming.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: incoming.headers,
      form: new URLSearchParams(await readBody(incoming)),
    };
    requests.push(request);
    // Like Stripe: a repeated idempotency key gets the first answer, not a second effect.
    const key = incoming.headers['idempotency-key'];
    const replay = typeof key === 'string' && request.method === 'POST' ? byKey.get(key) : undefined;
    const [status, body] = down
      ? stripeError(500, 'Stand-in outage', 'api_error')
      : replay
        ? [200, replay]
        : handle(request);
    if (typeof key === 'string' && status === 200 && !replay) byKey.set(key, structuredClone(body));
    if (lost > 0 && request.method === 'POST') {
      lost -= 1;
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: 'Lost on the way back' } }));
      return;
    }
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${requests.length}`,
    });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    fail(value) {
      down = value;
    },
    loseAnswers(count) {
      lost = count;
    },
    forgetKeys() {
      byKey.clear();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
