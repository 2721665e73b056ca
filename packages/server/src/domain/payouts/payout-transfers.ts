// Moving a payout's money at the gateway: a transfer of the provider's net to their payout account, from the
// order's charge (source_transaction) in the order's transfer_group, and reversals when a refund takes back
// part of what was sent. Each gateway call is noted on the payout first (its key, amount and destination),
// made outside any transaction, then recorded under that same key, so:
//  - a retry, or a second instance, sends the same key and the gateway answers with the first result;
//  - a call cut short by a crash is finished later with the same key, after checking the order's transfers
//    at the gateway (an idempotency key is only kept for a day), so the provider is never paid twice;
//  - a refusal (an account that cannot receive transfers yet) marks the payout failed, still owed, and the
//    next attempt uses a new key.
import type { Database, Queryable } from '../../infra/db/database';
import type { SiteLinks } from '../notifications/mail/site-links';
import { GatewayError, type GatewayTransfer, type PaymentGateway } from '../payments/gateway';
import { sellerDetailsHold } from './hmrc/seller-hold-rule';
import { notifyPayout } from './payout-notices';
import { mailStatements } from './payout-statements';
import { payoutIdOfOrder } from './payout-store';
import {
  type ClaimRow,
  claimPayoutRow,
  noteReversal,
  noteTransfer,
  recordReversalMade,
  recordTransferMade,
  refuseReversal,
  refuseTransfer,
  setHeldReason,
} from './payout-transfer-store';

/** A call noted by another request or instance is left to it for this long before anyone finishes it. */
export const inFlightGraceSeconds = 120;

export type PayoutStep =
  /** Money moved (a transfer or a reversal), or a call cut short earlier was found done and recorded. */
  | 'moved'
  /** The gateway refused; the payout is marked failed and tried again later with a new key. */
  | 'refused'
  /** The gateway could not be reached: the call stays noted and is finished later with the same key. */
  | 'deferred'
  /** Owed, but the provider has no payout account ready on this gateway yet. */
  | 'waiting'
  /** Nothing to do now (paid, not due, or another request is on it). */
  | 'nothing';

export interface SettleOptions {
  /** Transfer WEEKLY payouts too (the weekly batch); otherwise only INSTANT ones are due. */
  weekly?: boolean;
  /** The batch that pays it, kept on the payout. */
  batchId?: string;
  /** How long a call noted by another request is left to it before this one finishes it (default 120 s). */
  graceSeconds?: number;
}

type Claim =
  | { kind: 'transfer'; key: string; amountMinor: number; destination: string; resumed: boolean }
  | { kind: 'reversal'; key: string; amountMinor: number; transferId: string; resumed: boolean }
  | { kind: 'none'; step: 'waiting' | 'nothing' };

/** Decides the next gateway call for a payout under its row lock, and notes it before it is made. */
async function claim(tx: Queryable, gateway: PaymentGateway, payoutId: number, options: SettleOptions) {
  const row = await claimPayoutRow(tx, payoutId, options.graceSeconds ?? inFlightGraceSeconds);
  const none = (step: 'waiting' | 'nothing') => ({ row, claim: { kind: 'none', step } as Claim });
  if (!row || row.payment_gateway !== gateway.kind) return none('nothing');
  if (row.transfer_key || row.reversal_key) {
    if (row.settled_elsewhere) return none('nothing');
    const claim: Claim = row.transfer_key
      ? {
          kind: 'transfer',
          key: row.transfer_key,
          amountMinor: row.transfer_amount_minor ?? 0,
          destination: row.transfer_destination ?? '',
          resumed: true,
        }
      : {
          kind: 'reversal',
          key: row.reversal_key ?? '',
          amountMinor: row.reversal_amount_minor ?? 0,
          transferId: row.transfer_id ?? '',
          resumed: true,
        };
    return { row, claim };
  }
  if (row.transfer_id && row.transferred_minor > row.amount_minor) {
    const key = `callout-payout-${row.id}-reversal-${row.reversals + 1}`;
    const amountMinor = row.transferred_minor - row.amount_minor;
    await noteReversal(tx, row.id, key, amountMinor);
    return {
      row,
      claim: { kind: 'reversal', key, amountMinor, transferId: row.transfer_id, resumed: false } as Claim,
    };
  }
  const owed = row.amount_minor - row.transferred_minor;
  const due =
    owed > 0 &&
    row.transfer_id === null &&
    // Held while the order's dispute is open; what a refund takes back is still reversed above.
    !row.held &&
    // A refused transfer waits for the account to be fixed (account.updated) or for the weekly batch.
    (row.status === 'pending' || (row.status === 'failed' && options.weekly === true)) &&
    (row.schedule === 'INSTANT' || options.weekly === true);
  if (due && row.held_for_details) {
    // Waits for the provider's details for HMRC after the reminders: the reason is kept on the payout.
    if (row.held_reason !== sellerDetailsHold) {
      await setHeldReason(tx, row.id, sellerDetailsHold);
    }
    return none('nothing');
  }
  if (!due) return none('nothing');
  if (!row.account_ref || !row.account_ready || row.account_gateway !== gateway.kind) return none('waiting');
  const key = `callout-payout-${row.id}-transfer-${row.transfer_attempts + 1}`;
  await noteTransfer(tx, row.id, {
    key,
    amountMinor: owed,
    destination: row.account_ref,
    batchId: options.batchId ?? null,
  });
  return {
    row,
    claim: {
      kind: 'transfer',
      key,
      amountMinor: owed,
      destination: row.account_ref,
      resumed: false,
    } as Claim,
  };
}

/** A transfer made under `key` whose answer was lost (a crash), found among the order's transfers. */
async function madeEarlier(gateway: PaymentGateway, orderId: string, key: string) {
  const transfers = await gateway.listTransfers(orderId);
  return transfers.find((transfer) => transfer.idempotencyKey === key) ?? null;
}

/** A reversal whose answer was lost: the transfer at the gateway already shows it taken back. */
async function reversedEarlier(gateway: PaymentGateway, row: ClaimRow, amountMinor: number) {
  const transfers = await gateway.listTransfers(row.order_id);
  const transfer = transfers.find((t) => t.id === row.transfer_id);
  return transfer !== undefined && transfer.amountReversedMinor >= row.reversed_minor + amountMinor;
}

/**
 * Records a transfer made under `key`, with the provider's notice and, unless a weekly batch made it (the
 * batch mails one statement for all it paid), their statement: all in one transaction, so once.
 */
async function recordTransfer(
  db: Database,
  siteLinks: SiteLinks,
  payoutId: number,
  key: string,
  transfer: GatewayTransfer,
  batched: boolean,
) {
  // A transfer found at the gateway after a lost answer may have been reversed there meanwhile (its
  // transfer.reversed came while we did not know the transfer, and was dropped): none of that can be ours,
  // so it is taken off what the provider holds and kept for an operator, as transferReversed does.
  const reversed = Math.min(transfer.amountReversedMinor, transfer.amountMinor);
  await db.transaction(async (tx) => {
    const recorded = await recordTransferMade(tx, payoutId, key, transfer, reversed);
    if (!recorded) return;
    await notifyPayout(tx, siteLinks, {
      kind: 'sent',
      payoutId,
      amountMinor: transfer.amountMinor,
      transferId: transfer.id,
    });
    if (reversed > 0) {
      await notifyPayout(tx, siteLinks, {
        kind: 'reversed',
        payoutId,
        amountMinor: reversed,
        reversedInAll: recorded.reversed_minor,
      });
    }
    if (!batched) await mailStatements(tx, { payoutId });
  });
}

/** Records a reversal of ours; also used when Stripe's transfer.reversed reports it before our call returns. */
export async function recordReversal(
  db: Queryable,
  siteLinks: SiteLinks,
  payoutId: number,
  key: string,
  amountMinor: number,
) {
  const recorded = await recordReversalMade(db, payoutId, key, amountMinor);
  if (recorded) {
    await notifyPayout(db, siteLinks, {
      kind: 'reversed',
      payoutId,
      amountMinor,
      reversedInAll: recorded.reversed_minor,
    });
  }
}

async function refuse(
  db: Database,
  siteLinks: SiteLinks,
  payoutId: number,
  claim: Claim & { kind: 'transfer' | 'reversal' },
  reason: string,
) {
  if (claim.kind === 'transfer') {
    if (await refuseTransfer(db, payoutId, claim.key, reason))
      await notifyPayout(db, siteLinks, { kind: 'refused', payoutId, reason, key: claim.key });
    return;
  }
  // A reversal refused: what the refund took back stays at the provider; payments:reconcile shows it.
  await refuseReversal(db, payoutId, claim.key, reason);
}

/** One gateway call for the payout, if one is due: claim, call, record. */
async function step(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  payoutId: number,
  options: SettleOptions,
): Promise<PayoutStep> {
  const { row, claim: next } = await db.transaction((tx) => claim(tx, gateway, payoutId, options));
  if (!row || next.kind === 'none') return next.kind === 'none' ? next.step : 'nothing';
  try {
    if (next.kind === 'transfer') {
      const transfer =
        (next.resumed ? await madeEarlier(gateway, row.order_id, next.key) : null) ??
        (await gateway.createTransfer({
          amountMinor: next.amountMinor,
          currency: row.currency,
          destination: next.destination,
          orderId: row.order_id,
          sourceTransaction: row.charge_id,
          payoutId: row.id,
          idempotencyKey: next.key,
        }));
      await recordTransfer(db, siteLinks, row.id, next.key, transfer, options.batchId !== undefined);
    } else {
      if (!(next.resumed && (await reversedEarlier(gateway, row, next.amountMinor)))) {
        await gateway.reverseTransfer(next.transferId, next.amountMinor, next.key);
      }
      await recordReversal(db, siteLinks, row.id, next.key, next.amountMinor);
    }
    return 'moved';
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.unreachable) return 'deferred';
    await refuse(db, siteLinks, row.id, next, error.message);
    return 'refused';
  }
}

/**
 * Brings a payout's money in line with its record: transfers what is owed when it is due, reverses what a
 * refund took back. Never throws for the gateway: a refusal is recorded, an outage left for a retry.
 */
export async function settlePayout(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  payoutId: number,
  options: SettleOptions = {},
): Promise<PayoutStep> {
  // A transfer recorded while a refund was being applied leaves something to reverse: a second step does it.
  let last: PayoutStep = 'nothing';
  for (let i = 0; i < 3; i += 1) {
    const result = await step(db, siteLinks, gateway, payoutId, options);
    if (result !== 'moved') return i === 0 ? result : last;
    last = result;
  }
  return last;
}

/** Pays an order's payout now if it is due (INSTANT), right after the capture that recorded it. */
export async function payOutOrder(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  orderId: string,
): Promise<PayoutStep> {
  const payoutId = await payoutIdOfOrder(db, orderId);
  return payoutId !== null ? settlePayout(db, siteLinks, gateway, payoutId) : 'nothing';
}
