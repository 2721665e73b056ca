// The one place order events are announced: the lifecycle, settlement and the payment sweeper call it. The
// provider's bell (notifications/provider-events.ts) decides what the provider is told, and
// push/customer-notices.ts what the customer is pushed and mailed, payment-needed included.
import type { Queryable } from '../db/database';
import { notifyProviderOfOrder } from '../notifications/provider-events';
import { tellCustomerOfOrder } from '../push/customer-notices';
import type { Actor } from './state-machine';

export type OrderNotice =
  | { kind: 'order-started' | 'order-ended'; orderId: string }
  | { kind: 'order-cancelled'; orderId: string; by: Actor }
  /**
   * The customer must pay (again): the card hold was released before it could expire (`hold-expiring`),
   * or it was gone when the job ended (`hold-lost`). The order page shows Make Payment meanwhile.
   */
  | { kind: 'payment-needed'; orderId: string; reason: 'hold-expiring' | 'hold-lost' }
  /** A hold about to expire on a job in progress was captured early; settlement follows at the end. */
  | { kind: 'hold-captured'; orderId: string }
  | { kind: 'payout-recorded'; orderId: string; providerId: string; schedule: 'INSTANT' | 'WEEKLY' };

export async function notifyOrderEvent(db: Queryable, notice: OrderNotice): Promise<void> {
  await notifyProviderOfOrder(db, notice);
  await tellCustomerOfOrder(db, notice);
}
