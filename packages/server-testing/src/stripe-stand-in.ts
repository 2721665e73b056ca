// A small local stand-in for the parts of Stripe's API the server uses, on a free loopback port, so the
// Stripe adapters are exercised over real HTTP without leaving the machine: PaymentIntents with manual
// capture and their charges, refunds, Connect accounts (stripe-connect-stand-in.ts), transfers with their
// reversals, and connected accounts' bank payouts. It records every request, keeps everything in memory,
// refuses what Stripe refuses (a transfer to an account without the transfers capability, more than the
// source charge holds, a refund beyond what is left), and signs webhook events like Stripe.
// `confirm` plays the part of Stripe.js confirming a card in the browser.
import { createHmac } from 'node:crypto';
import {
  type RecordedRequest,
  type StandInAnswer,
  type StandInServer,
  serveStandIn,
  stripeError,
} from './stand-in-server';
import { type ConnectLedger, createConnectLedger, type StandInAccount } from './stripe-connect-stand-in';

export type { RecordedRequest } from './stand-in-server';

interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  currency: string;
  payment_intent: string;
  payment_method_details: { type: 'card'; card: { brand: string; last4: string } };
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
  latest_charge: string | null;
}

export interface StandInTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  reversed: boolean;
  currency: string;
  destination: string;
  transfer_group: string | null;
  source_transaction: string | null;
  metadata: Record<string, string>;
  reversals: { object: 'list'; data: Array<{ id: string; object: 'transfer_reversal'; amount: number }> };
}

/** What reached a connected account: one entry per transfer, and the bank payout that carried it. */
interface AccountEntry {
  id: string;
  object: 'balance_transaction';
  type: 'payment';
  amount: number;
  account: string;
  source: { id: string; object: 'charge'; source_transfer: string };
  payout: string | null;
}

export interface StandInPayout {
  id: string;
  object: 'payout';
  amount: number;
  currency: string;
  status: 'paid' | 'failed';
  failure_code: string | null;
  failure_message: string | null;
}

export interface StripeStandIn extends StandInServer, Omit<ConnectLedger, 'handle'> {
  intents: Map<string, Intent>;
  charges: Map<string, Charge>;
  transfers: Map<string, StandInTransfer>;
  /**
   * What Stripe.js would do after the customer enters a card: hold the funds (on a Visa ending 4242 unless
   * `card` says otherwise), or decline.
   */
  confirm(intentId: string, outcome: 'hold' | 'decline', card?: { brand: string; last4: string }): void;
  /** A bank payout of everything the account received and was not paid out yet. */
  payOut(accountId: string): StandInPayout;
  /** The bank refused a payout (Stripe then sends payout.failed). */
  failPayout(payoutId: string, message: string): StandInPayout;
  /** A reversal made at Stripe, not by our server (an operator in Stripe's dashboard). */
  reverseOutside(transferId: string, amount: number): StandInTransfer;
  /** A webhook event as Stripe sends it: `account` set for a connected account's event. */
  event(type: string, object: unknown, account?: string): string;
}

/** The Stripe-Signature header for `payload`, as Stripe computes it. */
export function stripeSignature(payload: string, secret: string, at = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex');
  return `t=${at},v1=${signature}`;
}

const expands = (query: URLSearchParams, what: string) =>
  [...query.entries()].some(([key, value]) => key.startsWith('expand') && value === what);

export async function startStripeStandIn(): Promise<StripeStandIn> {
  let counter = 0;
  const next = () => {
    counter += 1;
    return counter;
  };
  const connect = createConnectLedger(next);
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Charge>();
  const transfers = new Map<string, StandInTransfer>();
  const entries: AccountEntry[] = [];
  const payouts = new Map<string, StandInPayout>();
  const refunds: Array<{
    id: string;
    object: 'refund';
    amount: number;
    payment_intent: string;
    metadata: Record<string, string>;
  }> = [];

  const metadataOf = (form: URLSearchParams) => {
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match?.[1]) metadata[match[1]] = value;
    }
    return metadata;
  };

  const withCharge = (intent: Intent, expand: boolean) =>
    expand && intent.latest_charge ? { ...intent, latest_charge: charges.get(intent.latest_charge) } : intent;

  function reverse(transfer: StandInTransfer, amount: number): StandInAnswer {
    if (!(amount > 0) || amount > transfer.amount - transfer.amount_reversed) {
      return stripeError(400, 'The reversal amount is more than the transfer has left.');
    }
    const reversal = { id: `trr_standin_${next()}`, object: 'transfer_reversal' as const, amount };
    transfer.amount_reversed += amount;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
    transfer.reversals.data.push(reversal);
    return [200, { ...reversal, transfer: transfer.id }];
  }

  function createTransfer(form: URLSearchParams): StandInAnswer {
    const amount = Number(form.get('amount'));
    const destination = connect.accounts.get(form.get('destination') ?? '');
    if (!destination) return stripeError(400, 'No such destination account.');
    if (destination.capabilities.transfers !== 'active') {
      return stripeError(
        400,
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
      );
    }
    const sourceId = form.get('source_transaction');
    if (sourceId) {
      const source = charges.get(sourceId);
      const sent = [...transfers.values()]
        .filter((t) => t.source_transaction === sourceId)
        .reduce((sum, t) => sum + t.amount, 0);
      if (!source?.captured || sent + amount > source.amount_captured) {
        return stripeError(400, 'Insufficient funds in the source transaction for this transfer.');
      }
    }
    const metadata = metadataOf(form);
    const transfer: StandInTransfer = {
      id: `tr_standin_${next()}`,
      object: 'transfer',
      amount,
      amount_reversed: 0,
      reversed: false,
      currency: form.get('currency') ?? 'gbp',
      destination: destination.id,
      transfer_group: form.get('transfer_group'),
      source_transaction: sourceId,
      metadata,
      reversals: { object: 'list', data: [] },
    };
    transfers.set(transfer.id, transfer);
    entries.push({
      id: `txn_standin_${next()}`,
      object: 'balance_transaction',
      type: 'payment',
      amount,
      account: destination.id,
      source: { id: `py_standin_${next()}`, object: 'charge', source_transfer: transfer.id },
      payout: null,
    });
    return [200, transfer];
  }

  function refund(form: URLSearchParams): StandInAnswer {
    const intent = intents.get(form.get('payment_intent') ?? '');
    const charge = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
    if (!intent || !charge || intent.status !== 'succeeded') {
      return stripeError(400, 'This PaymentIntent has no captured charge to refund.');
    }
    const left = charge.amount_captured - charge.amount_refunded;
    const amount = form.has('amount') ? Number(form.get('amount')) : left;
    if (!(amount > 0) || amount > left) {
      return stripeError(
        400,
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      );
    }
    charge.amount_refunded += amount;
    const made = {
      id: `re_standin_${next()}`,
      object: 'refund' as const,
      amount,
      payment_intent: intent.id,
      metadata: metadataOf(form),
    };
    refunds.push(made);
    return [200, { ...made, charge: charge.id, status: 'succeeded' }];
  }

  function handle(request: RecordedRequest): StandInAnswer {
    const { method, path, form, query } = request;
    const fromConnect = connect.handle(request);
    if (fromConnect) return fromConnect;

    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_standin_${next()}`;
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
        latest_charge: null,
      };
      intents.set(id, intent);
      return [200, intent];
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    if (intentPath) {
      const intent = intents.get(intentPath[1] ?? '');
      if (!intent) return stripeError(404, 'No such payment_intent');
      const action = intentPath[2];
      if (method === 'GET' && !action) return [200, withCharge(intent, expands(query, 'latest_charge'))];
      if (action === 'capture') {
        const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
        if (intent.status !== 'requires_capture' || !charge)
          return stripeError(400, `status is ${intent.status}`);
        // A partial capture (amount_to_capture) takes that much; Stripe releases the rest of the hold.
        const toCapture = Number(form.get('amount_to_capture') ?? intent.amount);
        if (!Number.isInteger(toCapture) || toCapture < 1 || toCapture > intent.amount)
          return stripeError(400, 'amount_to_capture must be at most the amount capturable');
        intent.status = 'succeeded';
        intent.amount_received = toCapture;
        Object.assign(charge, { captured: true, amount_captured: toCapture });
        return [200, intent];
      }
      if (action === 'cancel') {
        if (intent.status === 'succeeded') return stripeError(400, 'status is succeeded');
        intent.status = 'canceled';
        return [200, intent];
      }
    }
    if (method === 'POST' && path === '/v1/refunds') return refund(form);
    if (method === 'GET' && path === '/v1/refunds') {
      const data = refunds.filter((r) => r.payment_intent === query.get('payment_intent'));
      return [200, { object: 'list', data, has_more: false, url: '/v1/refunds' }];
    }

    if (method === 'POST' && path === '/v1/transfers') return createTransfer(form);
    if (method === 'GET' && path === '/v1/transfers') {
      const group = query.get('transfer_group');
      const data = [...transfers.values()].filter((t) => group === null || t.transfer_group === group);
      return [200, { object: 'list', data, has_more: false, url: '/v1/transfers' }];
    }
    const transferPath = /^\/v1\/transfers\/([^/]+)(\/reversals)?$/.exec(path);
    if (transferPath) {
      const transfer = transfers.get(transferPath[1] ?? '');
      if (!transfer) return stripeError(404, 'No such transfer');
      if (method === 'GET' && !transferPath[2]) return [200, transfer];
      if (method === 'POST' && transferPath[2]) return reverse(transfer, Number(form.get('amount')));
    }
    if (method === 'GET' && path === '/v1/balance_transactions') {
      const account = request.headers['stripe-account'];
      const payout = query.get('payout');
      const data = entries
        .filter((e) => e.account === account && (payout === null || e.payout === payout))
        .map((e) => (expands(query, 'data.source') ? e : { ...e, source: e.source.id }));
      return [200, { object: 'list', data, has_more: false, url: '/v1/balance_transactions' }];
    }
    return stripeError(404, `Unrecognized request URL (${path})`);
  }

  const server = await serveStandIn(handle);
  const found = <T>(map: Map<string, T>, id: string): T => {
    const value = map.get(id);
    if (!value) throw new Error(`no ${id} at the stand-in`);
    return value;
  };

  return {
    ...server,
    accounts: connect.accounts,
    completeOnboarding: connect.completeOnboarding,
    restrict: connect.restrict,
    intents,
    charges,
    transfers,
    confirm(intentId, outcome, card = { brand: 'visa', last4: '4242' }) {
      const intent = found(intents, intentId);
      if (outcome === 'decline') {
        intent.last_payment_error = { message: 'Your card was declined.' };
        return;
      }
      const charge: Charge = {
        id: `ch_standin_${next()}`,
        object: 'charge',
        amount: intent.amount,
        amount_captured: 0,
        amount_refunded: 0,
        captured: false,
        currency: intent.currency,
        payment_intent: intent.id,
        payment_method_details: { type: 'card', card },
      };
      charges.set(charge.id, charge);
      intent.status = 'requires_capture';
      intent.latest_charge = charge.id;
    },
    payOut(accountId) {
      const waiting = entries.filter((e) => e.account === accountId && e.payout === null);
      const payout: StandInPayout = {
        id: `po_standin_${next()}`,
        object: 'payout',
        amount: waiting.reduce((sum, e) => sum + e.amount, 0),
        currency: 'gbp',
        status: 'paid',
        failure_code: null,
        failure_message: null,
      };
      for (const entry of waiting) entry.payout = payout.id;
      payouts.set(payout.id, payout);
      return payout;
    },
    failPayout(payoutId, message) {
      return Object.assign(found(payouts, payoutId), {
        status: 'failed' as const,
        failure_code: 'account_closed',
        failure_message: message,
      });
    },
    reverseOutside(transferId, amount) {
      const transfer = found(transfers, transferId);
      const [status, body] = reverse(transfer, amount);
      if (status !== 200) throw new Error(JSON.stringify(body));
      return transfer;
    },
    event(type, object, account) {
      return JSON.stringify({
        id: `evt_standin_${next()}`,
        object: 'event',
        api_version: '2025-09-30.clover',
        created: Math.floor(Date.now() / 1000),
        type,
        ...(account ? { account } : {}),
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
    },
  };
}

export type { StandInAccount };
