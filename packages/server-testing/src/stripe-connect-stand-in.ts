// A tiny local stand-in for Stripe's Connect API (accounts and account links) on a free
// loopback port, so the payout rail is exercised over real HTTP like stripe-stand-in.ts does for
// PaymentIntents. `completeOnboarding` plays the provider finishing Stripe's hosted onboarding.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ConnectRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

interface Account {
  id: string;
  object: 'account';
  type: string;
  country: string;
  email: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  capabilities: { transfers?: string; card_payments?: string };
  metadata: Record<string, string>;
}

export interface ConnectStandIn {
  url: string;
  requests: ConnectRequest[];
  accounts: Map<string, Account>;
  completeOnboarding(accountId: string): void;
  /** Answers every call with a 500 until called again with false (Stripe having an outage). */
  fail(down: boolean): void;
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

export async function startConnectStandIn(): Promise<ConnectStandIn> {
  const requests: ConnectRequest[] = [];
  const accounts = new Map<string, Account>();
  const byKey = new Map<string, unknown>();
  let counter = 0;
  let down = false;

  function handle(method: string, path: string, form: URLSearchParams): [number, unknown] {
    if (method === 'POST' && path === '/v1/accounts') {
      counter += 1;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const account: Account = {
        id: `acct_standin_${counter}`,
        object: 'account',
        type: form.get('type') ?? 'express',
        country: form.get('country') ?? 'GB',
        email: form.get('email'),
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        capabilities: { transfers: 'inactive', card_payments: 'inactive' },
        metadata,
      };
      accounts.set(account.id, account);
      return [200, account];
    }
    const accountPath = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && accountPath) {
      const account = accounts.get(accountPath[1] ?? '');
      return account
        ? [200, account]
        : [404, { error: { type: 'invalid_request_error', message: 'No such account' } }];
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const account = form.get('account') ?? '';
      if (!accounts.has(account)) {
        return [400, { error: { type: 'invalid_request_error', message: 'No such account' } }];
      }
      counter += 1;
      return [
        200,
        {
          object: 'account_link',
          url: `https://connect.stripe.test/setup/e/${account}/link_${counter}`,
          created: 1,
          expires_at: 301,
        },
      ];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } }];
  }

  const server: Server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const path = (request.url ?? '').split('?')[0] ?? '';
    requests.push({ method: request.method ?? '', path, headers: request.headers, form });
    const key = request.headers['idempotency-key'];
    const replay = typeof key === 'string' && request.method === 'POST' ? byKey.get(key) : undefined;
    const [status, body] = down
      ? [500, { error: { type: 'api_error', message: 'Stand-in outage' } }]
      : replay
        ? [200, replay]
        : handle(request.method ?? '', path, form);
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
    accounts,
    completeOnboarding(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no account ${accountId}`);
      Object.assign(account, {
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
        capabilities: { transfers: 'active', card_payments: 'active' },
      });
    },
    fail(value) {
      down = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
