// A tiny local stand-in for Stripe's PaymentIntents API (node:http on a free loopback port),
// so the Stripe adapter is exercised over real HTTP without leaving the machine. It records every request
// and keeps intents in memory; `confirm` plays the part of Stripe.js confirming a card in the browser.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

interface Intent {
  id: string;
  object: 'payment_intent';
  client_secret: string;
  status: string;
  amount: number;
  amount_received: number;
  currency: string;
  capture_method: string;
  last_payment_error: { message: string } | null;
}

export interface StripeStandIn {
  url: string;
  requests: RecordedRequest[];
  intents: Map<string, Intent>;
  /** What Stripe.js would do after the customer enters a card: hold the funds, or decline. */
  confirm(intentId: string, outcome: 'hold' | 'decline'): void;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, Intent>();
  const byKey = new Map<string, unknown>();
  let counter = 0;

  function handle(method: string, path: string, form: URLSearchParams): [number, unknown] {
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    if (method === 'POST' && path === '/v1/payment_intents') {
      counter += 1;
      const id = `pi_standin_${counter}`;
      const intent: Intent = {
        id,
        object: 'payment_intent',
        client_secret: `${id}_secret_standin`,
        status: 'requires_payment_method',
        amount: Number(form.get('amount')),
        amount_received: 0,
        currency: form.get('currency') ?? 'gbp',
        capture_method: form.get('capture_method') ?? 'automatic',
        last_payment_error: null,
      };
      intents.set(id, intent);
      return [200, intent];
    }
    const intent = intentPath ? intents.get(intentPath[1] ?? '') : undefined;
    if (intentPath && !intent) {
      return [404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } }];
    }
    if (intent && method === 'GET' && !intentPath?.[2]) return [200, intent];
    if (intent && intentPath?.[2] === 'capture') {
      if (intent.status !== 'requires_capture') {
        return [400, { error: { type: 'invalid_request_error', message: `status is ${intent.status}` } }];
      }
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return [200, intent];
    }
    if (intent && intentPath?.[2] === 'cancel') {
      intent.status = 'canceled';
      return [200, intent];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return [
        200,
        { id: `re_${counter}`, object: 'refund', amount: Number(form.get('amount')), status: 'succeeded' },
      ];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } }];
  }

  const server: Server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const path = (request.url ?? '').split('?')[0] ?? '';
    requests.push({ method: request.method ?? '', path, headers: request.headers, form });
    // Like Stripe: a repeated idempotency key gets the first answer, not a second effect.
    const key = request.headers['idempotency-key'];
    const replay = typeof key === 'string' && request.method === 'POST' ? byKey.get(key) : undefined;
    const [status, body] = replay ? [200, replay] : handle(request.method ?? '', path, form);
    if (typeof key === 'string' && status === 200 && !replay) byKey.set(key, structuredClone(body));
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
    intents,
    confirm(intentId, outcome) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      if (outcome === 'hold') intent.status = 'requires_capture';
      else intent.last_payment_error = { message: 'Your card was declined.' };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
