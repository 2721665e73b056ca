// A tiny local stand-in for Stripe's Connect API (accounts and account links) on a free loopback port, so
// the payout rail is exercised over real HTTP. `completeOnboarding` plays the provider finishing Stripe's
// hosted onboarding. The full Stripe stand-in (stripe-stand-in.ts) answers these calls too, with the same
// ledger, beside payments and transfers.
import { type RecordedRequest, type StandInAnswer, serveStandIn, stripeError } from './stand-in-server';

export type ConnectRequest = RecordedRequest;

export interface StandInAccount {
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

export interface ConnectLedger {
  accounts: Map<string, StandInAccount>;
  /** Answers the Connect calls; null for any other path. */
  handle(request: RecordedRequest): StandInAnswer | null;
  completeOnboarding(accountId: string): void;
  /** Stripe wants more from the provider: payouts and transfers stop until they give it. */
  restrict(accountId: string): void;
}

export interface ConnectStandIn extends Omit<ConnectLedger, 'handle'> {
  url: string;
  requests: ConnectRequest[];
  fail(down: boolean): void;
  loseAnswers(count: number): void;
  forgetKeys(): void;
  close(): Promise<void>;
}

function account(accounts: Map<string, StandInAccount>, id: string): StandInAccount {
  const found = accounts.get(id);
  if (!found) throw new Error(`no account ${id}`);
  return found;
}

export function createConnectLedger(next: () => number): ConnectLedger {
  const accounts = new Map<string, StandInAccount>();
  return {
    accounts,
    handle({ method, path, form }) {
      if (method === 'POST' && path === '/v1/accounts') {
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const created: StandInAccount = {
          id: `acct_standin_${next()}`,
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
        accounts.set(created.id, created);
        return [200, created];
      }
      const accountPath = /^\/v1\/accounts\/([^/]+)$/.exec(path);
      if (method === 'GET' && accountPath) {
        const found = accounts.get(accountPath[1] ?? '');
        return found ? [200, found] : stripeError(404, 'No such account');
      }
      if (method === 'POST' && path === '/v1/account_links') {
        const id = form.get('account') ?? '';
        if (!accounts.has(id)) return stripeError(400, 'No such account');
        return [
          200,
          {
            object: 'account_link',
            url: `https://connect.stripe.test/setup/e/${id}/link_${next()}`,
            created: 1,
            expires_at: 301,
          },
        ];
      }
      return null;
    },
    completeOnboarding(accountId) {
      Object.assign(account(accounts, accountId), {
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
        capabilities: { transfers: 'active', card_payments: 'active' },
      });
    },
    restrict(accountId) {
      Object.assign(account(accounts, accountId), {
        payouts_enabled: false,
        capabilities: { transfers: 'inactive', card_payments: 'active' },
      });
    },
  };
}

export async function startConnectStandIn(): Promise<ConnectStandIn> {
  let counter = 0;
  const ledger = createConnectLedger(() => {
    counter += 1;
    return counter;
  });
  const server = await serveStandIn(
    (request) => ledger.handle(request) ?? stripeError(404, `Unrecognized request URL (${request.path})`),
  );
  return {
    ...server,
    accounts: ledger.accounts,
    completeOnboarding: ledger.completeOnboarding,
    restrict: ledger.restrict,
  };
}
