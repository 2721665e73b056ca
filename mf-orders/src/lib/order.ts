// One order as every part of the details page sees it (loaded by the order-details feature).
import type { OrderInfo, OrderReview, ShippingInfo } from '@callout/contracts/orders';

export interface OrderDetails {
  id: string;
  info: OrderInfo;
  shipping: ShippingInfo;
  /** Empty until the order is reviewed. */
  reviews: OrderReview[];
}
