// One order as every part of the details page sees it (loaded by the order-details feature).
import type { JobNotes } from '@callout/contracts/job-notes';
import type { OrderPayout, OrderRefund } from '@callout/contracts/order-money';
import type { OrderInfo, OrderReview, ReviewOfYou, ShippingInfo } from '@callout/contracts/orders';

export interface OrderDetails {
  id: string;
  info: OrderInfo;
  shipping: ShippingInfo;
  /** Empty until the order is reviewed. */
  reviews: OrderReview[];
  /** Refunds to the customer's card, oldest first (absent from older servers). */
  refunds?: OrderRefund[];
  /** The provider's payout for the order: the provider's page only, null until recorded. */
  payout?: OrderPayout | null;
  /** The customer's note and photos for the provider (absent from older servers). */
  jobNotes?: JobNotes;
  /** The provider's page only: the customer's review of them, null until there is one. */
  reviewOfYou?: ReviewOfYou | null;
}
