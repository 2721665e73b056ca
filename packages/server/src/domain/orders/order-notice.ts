// An order event the customer and the provider may be told of (domain/orders/notifications.ts announces it).
import type { Words } from '../../infra/texts/writer';
import type { Actor } from './state-machine';

export type OrderNotice =
  | { kind: 'order-started' | 'order-ended'; orderId: string }
  | { kind: 'order-cancelled'; orderId: string; by: Actor }
  /** The provider accepted a direct request. */
  | { kind: 'provider-accepted'; orderId: string }
  /** The provider declined it and left the order; the customer chooses another provider. */
  | { kind: 'provider-declined'; orderId: string; providerName: string | null }
  /**
   * The customer must pay (again): the card hold was released before it could expire (`hold-expiring`),
   * or it was gone when the job ended (`hold-lost`), or an accepted move made the order cost more than the
   * hold (`rescheduled`). The order page shows Make Payment meanwhile.
   */
  | { kind: 'payment-needed'; orderId: string; reason: 'hold-expiring' | 'hold-lost' | 'rescheduled' }
  /**
   * One side proposed moving the order to `to` (its date and arrival window, written in each reader's
   * language); the other answers.
   */
  | { kind: 'reschedule-proposed'; orderId: string; by: 'customer' | 'provider'; to: Words }
  /** The other side answered the proposal `by` made. */
  | {
      kind: 'reschedule-answered';
      orderId: string;
      by: 'customer' | 'provider';
      accepted: boolean;
      to: Words;
    }
  /** A hold about to expire on a job in progress was captured early; settlement follows at the end. */
  | { kind: 'hold-captured'; orderId: string }
  | { kind: 'payout-recorded'; orderId: string; providerId: string; schedule: 'INSTANT' | 'WEEKLY' };
