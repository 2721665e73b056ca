// The order lifecycle, in one place:
//   NEW ORDER → SCHEDULED (provider accepted, or payment secured) → IN-PROGRESS (start) → COMPLETED (end);
//   CANCELLED from any state but COMPLETED and CANCELLED, by either party.
// What each role may do is the contract's own rule (order-actions.ts), so the server refuses exactly
// what the page would not offer.

import type { PayRate } from '@callout/contracts/fields';
import {
  customerOrderActions,
  isBeforeJobDay,
  isClosedOrder,
  providerOrderActions,
} from '@callout/contracts/order-actions';
import type { OrderStatus } from '@callout/contracts/orders';
import { transitionMessages } from './messages';

export type OrderEvent = 'provider-accepted' | 'payment-secured' | 'start' | 'end' | 'cancel';
/** `system` is the server itself: a gateway callback, a bid being engaged. */
export type Actor = 'customer' | 'provider' | 'system';

export interface MachineOrder {
  status: OrderStatus;
  rate: PayRate;
  paymentStatus: string;
  hasProvider: boolean;
  /** Cancelled after the job started: its cancellation charge is still to be paid (cancellation-policy.ts). */
  owesCancelCharge?: boolean;
  /** The job's day and today, both YYYY-MM-DD in London: an order starts on its day, not before it. */
  jobDay?: string;
  today?: string;
}

export type Transition = { ok: true; status: OrderStatus } | { ok: false; message: string };

const to = (status: OrderStatus): Transition => ({ ok: true, status });
const refuse = (message: string): Transition => ({ ok: false, message });

/** NEW ORDER becomes SCHEDULED once it has a provider; later states keep theirs. */
function schedule(order: MachineOrder): Transition {
  return to(order.status === 'NEW ORDER' && order.hasProvider ? 'SCHEDULED' : order.status);
}

export function transition(order: MachineOrder, event: OrderEvent, actor: Actor): Transition {
  const state = { OrderStatus: order.status, Rate: order.rate, PaymentStatus: order.paymentStatus };
  switch (event) {
    case 'provider-accepted':
      return isClosedOrder(order.status) ? refuse(transitionMessages.closed) : schedule(order);
    case 'payment-secured':
      // Paying a PER HOUR order after it ended is normal; paying a cancelled one is not, unless it is its
      // cancellation charge (the order stays CANCELLED).
      return order.status === 'CANCELLED' && !order.owesCancelCharge
        ? refuse(transitionMessages.cancelled)
        : schedule(order);
    case 'start': {
      if (actor !== 'customer') return refuse(transitionMessages.customerOnly);
      if (isClosedOrder(order.status)) return refuse(transitionMessages.closed);
      if (!order.hasProvider) return refuse(transitionMessages.noProvider);
      if (order.jobDay !== undefined && isBeforeJobDay({ ShipDate: order.jobDay }, order.today)) {
        return refuse(transitionMessages.notYourDay(order.jobDay));
      }
      const actions = customerOrderActions(state);
      if (actions.start) return to('IN-PROGRESS');
      return refuse(actions.makePayment ? transitionMessages.payFirst : transitionMessages.notStartable);
    }
    case 'end':
      if (actor !== 'customer') return refuse(transitionMessages.customerOnly);
      if (isClosedOrder(order.status)) return refuse(transitionMessages.closed);
      return customerOrderActions(state).end ? to('COMPLETED') : refuse(transitionMessages.notEndable);
    case 'cancel': {
      const allowed =
        actor === 'provider' ? providerOrderActions(order.status).cancel : customerOrderActions(state).cancel;
      return allowed ? to('CANCELLED') : refuse(transitionMessages.closed);
    }
  }
}
