// Rescheduling by agreement. Either side of an order with a provider that has not started proposes another
// date and arrival window, one of the provider's free windows then; the other side accepts or declines
// (the proposer may decline their own, to withdraw it). Every decision is taken under the order's row
// lock, so two answers, or an answer and a cancel, are decided one after the other; an accepted move
// claims its window under the provider's lock with the booking's overlap check. What a move costs is
// decided when it is proposed (cancellation-policy.ts: free more than 24 hours ahead) and shown first.
import { windowLabel } from '@callout/contracts/arrival-windows';
import type { ProposeRescheduleInput, RescheduleAnswer } from '@callout/contracts/reschedule';
import { ApiError } from '../../errors';
import type { Database, Queryable } from '../../infra/db/database';
import type { Words } from '../../infra/texts/writer';
import { claimWindow, freeSlots } from '../booking/arrival-windows';
import { windowMessages } from '../booking/window-messages';
import { availableProviders } from '../catalogue/availability-queries';
import { KeyReusedError } from '../catalogue/reviews/idempotency-key';
import type { SiteLinks } from '../notifications/mail/site-links';
import { jobWhen } from '../notifications/provider-events';
import type { PaymentGateway } from '../payments/gateway';
import { type CancelPolicy, type RescheduleCost, rescheduleCost } from './cancellation-policy';
import type { Party } from './lifecycle';
import { notifyOrderEvent } from './notifications';
import { customerOrder, providerOrder } from './order-access';
import { releaseForRepayment } from './order-settlement';
import type { OrderRow } from './order-store';
import { rescheduleMessages } from './reschedule-messages';
import {
  applyProposal,
  declineProposal,
  findProposal,
  hoursBeforeBookedTime,
  insertProposal,
  orderJobLength,
  orderProposals,
  type ProposalRow,
  pendingProposal,
  proposalByKey,
} from './reschedule-store';

export type Side = 'customer' | 'provider';
export const sideOf = (party: Party): Side => (party.role === 'provider' ? 'provider' : 'customer');

const movable = (order: OrderRow) =>
  order.provider_id !== null && (order.status === 'NEW ORDER' || order.status === 'SCHEDULED');

function partyOrder(db: Queryable, party: Party, orderId: string, lock = false): Promise<OrderRow> {
  return party.role === 'provider'
    ? providerOrder(db, party.account, orderId, lock)
    : customerOrder(db, party.account, orderId, lock);
}

async function costFor(db: Queryable, order: OrderRow, side: Side, policy: CancelPolicy) {
  return rescheduleCost(order, side, await hoursBeforeBookedTime(db, order.id), policy);
}

/** What proposing a move now would cost the customer: the figure the proposal then records. */
export async function quoteReschedule(
  db: Queryable,
  party: Party,
  orderId: string,
  policy: CancelPolicy,
): Promise<{ order: OrderRow; cost: RescheduleCost }> {
  const order = await partyOrder(db, party, orderId);
  if (!movable(order)) throw new ApiError(409, rescheduleMessages.notMovable);
  return { order, cost: await costFor(db, order, sideOf(party), policy) };
}

export interface Proposed {
  proposal: ProposalRow;
  order: OrderRow;
  /** An earlier call with the same Idempotency-Key made it; nothing new happened. */
  replayed: boolean;
}

export async function proposeReschedule(
  db: Database,
  siteLinks: SiteLinks,
  party: Party,
  input: ProposeRescheduleInput,
  policy: CancelPolicy,
  key: string | null,
): Promise<Proposed> {
  const side = sideOf(party);
  const result = await db.transaction(async (tx): Promise<Proposed> => {
    const order = await partyOrder(tx, party, input.orderid, true);
    if (key) {
      const earlier = await proposalByKey(tx, order.id, side, key);
      if (earlier) {
        if (earlier.to_day !== input.date || earlier.to_start !== input.window) {
          throw new KeyReusedError(rescheduleMessages.keyReused);
        }
        return { proposal: earlier, order, replayed: true };
      }
    }
    if (!movable(order)) throw new ApiError(409, rescheduleMessages.notMovable);
    if (await pendingProposal(tx, order.id)) throw new ApiError(409, rescheduleMessages.pendingExists);
    if (order.scheduled_on === input.date && order.window_start === input.window) {
      throw new ApiError(409, rescheduleMessages.sameTime);
    }
    const providerId = order.provider_id as string;
    const [available] = await availableProviders(tx, {
      productId: String(order.product_id),
      date: input.date,
      providerId,
    });
    if (!available) throw new ApiError(409, rescheduleMessages.providerUnavailable);
    const free = await freeSlots(tx, providerId, input.date, await orderJobLength(tx, order.id), order.id);
    const slot = free.find((window) => window.Start === input.window);
    if (!slot) {
      const next = free.find((window) => window.Start > input.window) ?? free[0];
      throw new ApiError(
        409,
        next ? windowMessages.takenNext(windowLabel(next)) : windowMessages.takenNoneLeft,
      );
    }
    const cost = await costFor(tx, order, side, policy);
    const id = await insertProposal(tx, {
      orderId: order.id,
      by: side,
      key,
      date: input.date,
      slot,
      chargeMinor: cost.chargeMinor,
    });
    const proposal = await findProposal(tx, order.id, id);
    if (!proposal) throw new Error(`proposal ${id} was not written`);
    return { proposal, order, replayed: false };
  });
  if (!result.replayed) {
    await notifyOrderEvent(db, siteLinks, {
      kind: 'reschedule-proposed',
      orderId: result.order.id,
      by: side,
      to: whenOf(result.proposal),
    });
  }
  return result;
}

/** The proposed date and window, for the notices and mails of both sides, each in its reader's language. */
const whenOf =
  (proposal: ProposalRow): Words =>
  (w) =>
    jobWhen(w, proposal.to_day, windowLabel({ Start: proposal.to_start, End: proposal.to_end }));

export interface Answered {
  proposal: ProposalRow;
  message: string;
}

export async function answerReschedule(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  party: Party,
  input: { orderid: string; proposal: string; answer: RescheduleAnswer },
): Promise<Answered> {
  const side = sideOf(party);
  const { proposal, order } = await db.transaction(async (tx) => {
    const order = await partyOrder(tx, party, input.orderid, true);
    const proposal = await findProposal(tx, order.id, input.proposal, true);
    if (!proposal) throw new ApiError(404, rescheduleMessages.proposalNotFound);
    if (proposal.status !== 'PENDING') throw new ApiError(409, rescheduleMessages.answered);
    if (input.answer === 'ACCEPT' && proposal.proposed_by === side) {
      throw new ApiError(403, rescheduleMessages.notYoursToAccept);
    }
    if (!movable(order)) throw new ApiError(409, rescheduleMessages.notMovable);
    if (input.answer === 'DECLINE') {
      await declineProposal(tx, proposal.id);
      return { proposal, order };
    }
    // The window is claimed again, now under the provider's lock: a job booked since the proposal wins.
    const slot = await claimWindow(
      tx,
      order.provider_id as string,
      proposal.to_day,
      proposal.to_start,
      await orderJobLength(tx, order.id),
      order.id,
    );
    await applyProposal(tx, proposal, slot);
    return { proposal, order };
  });
  const accepted = input.answer === 'ACCEPT';
  const withdrawn = !accepted && proposal.proposed_by === side;
  if (!withdrawn) {
    await notifyOrderEvent(db, siteLinks, {
      kind: 'reschedule-answered',
      orderId: order.id,
      by: proposal.proposed_by,
      accepted,
      to: whenOf(proposal),
    });
  }
  const answered = (await findProposal(db, order.id, proposal.id)) ?? proposal;
  if (!accepted) {
    return {
      proposal: answered,
      message: withdrawn ? rescheduleMessages.withdrawn : rescheduleMessages.declined,
    };
  }
  // A charged move (always the customer's, accepted by the provider) of a PER JOB order costs more than the
  // card holds: the hold is released and the customer, told by mail, pays the new total with a new hold
  // for the new date. Otherwise the hold stays with the order, and the sweeper's rule for long holds goes
  // on applying to it before the new date.
  if (proposal.charge_minor > 0 && order.pay_rate === 'PER JOB') {
    await releaseForRepayment(db, siteLinks, gateway, order.id, 'rescheduled');
  }
  return { proposal: answered, message: rescheduleMessages.accepted };
}

/** The waiting proposal (only while the order can still move) and the accepted moves, for either side. */
export async function listReschedules(db: Queryable, party: Party, orderId: string) {
  const order = await partyOrder(db, party, orderId);
  const rows = await orderProposals(db, order.id);
  const pending = movable(order) ? (rows.find((row) => row.status === 'PENDING') ?? null) : null;
  return { order, pending, moves: rows.filter((row) => row.status === 'ACCEPTED') };
}
