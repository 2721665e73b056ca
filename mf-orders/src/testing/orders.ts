// Orders in each state, as the server's /orderdetails answers them, for tests that start anywhere.
import type { OrderInfo, OrderReview, ShippingInfo } from '@callout/contracts/orders';
import type { Receipt } from '@callout/contracts/receipts';

export const orderId = 'ORD-42';

export function orderInfo(overrides: Partial<OrderInfo> = {}): OrderInfo {
  return {
    OrderStatus: 'SCHEDULED',
    Name: 'Deep clean',
    Category: 'Cleaning',
    SubCategory: 'Domestic',
    ProductID: '7',
    Currency: 'GBP',
    Price: 45,
    Rate: 'PER JOB',
    OrderTime: '2025-07-11T14:05:00.000Z',
    PaymentStatus: 'COMPLETED',
    PersonnelID: 'PRV-1',
    PersonnelName: 'Amara Okafor',
    PersonnelImg: null,
    prvSaved: false,
    CustomerID: 'CUS-1',
    CustomerName: 'Chris Customer',
    CustomerImg: null,
    ...overrides,
  };
}

export function shippingInfo(overrides: Partial<ShippingInfo> = {}): ShippingInfo {
  return {
    ShipZipCode: 'SW1A 1AA',
    ShipAddress: 'Westminster, London',
    ShipDate: '2025-07-20',
    ShippingStarts: null,
    ShippingEnds: null,
    locSaved: false,
    ...overrides,
  };
}

export const detailsReply = (
  info: Partial<OrderInfo> = {},
  shipping: Partial<ShippingInfo> = {},
  review: OrderReview[] = [],
) => ({
  success: true,
  message: 'Order loaded.',
  orderInfo: [orderInfo(info)],
  shippingInfo: [shippingInfo(shipping)],
  review,
});

/** A row of the customer's order history (GET /orders); a provider's names `CustomerName` instead. */
export const customerOrderRow = {
  Orderid: 'ORD-1',
  OrderTime: '2025-07-11T14:05:00.000Z',
  Name: 'Deep clean',
  Category: 'Cleaning',
  Currency: 'GBP',
  Price: 45,
  Rate: 'PER JOB',
  PersonnelName: 'Amara Okafor',
  OrderStatus: 'IN-PROGRESS',
  PaymentStatus: 'COMPLETED',
};

/** The receipt of the order `orderId` (GET /receipt's data). */
export const receipt: Receipt = {
  OrderID: orderId,
  Service: 'Deep clean',
  Provider: 'Amara Okafor',
  PaidAt: '2025-07-20T10:01:00.000Z',
  Amount: 45,
  Currency: 'GBP',
  CardBrand: 'visa',
  CardLast4: '4242',
  CompanyName: 'Callout Ltd',
  CompanyNumber: '15834012',
  CompanyAddress: '20 Example Street, London EC2A 4NE, United Kingdom',
};
