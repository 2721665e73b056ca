import { describe, expect, it } from 'vitest';
import {
  customerOrdersResponseSchema,
  geolocationQuerySchema,
  geolocationResponseSchema,
  newReviewInputSchema,
  orderActionQuerySchema,
  orderDetailsResponseSchema,
  providerOrdersResponseSchema,
  ratingRequiredMessage,
} from './orders';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const row = {
  Orderid: '1029',
  OrderTime: '2025-07-11 09:30:00',
  Name: 'Full valet',
  Category: 'Car Wash',
  Currency: 'gbp',
  Price: 45,
  Rate: 'PER JOB',
  PersonnelName: 'Ada Okafor',
  OrderStatus: 'IN-PROGRESS',
  PaymentStatus: 'PENDING ORDER',
};

const details = {
  success: true,
  message: '',
  orderInfo: [
    {
      OrderStatus: 'COMPLETED',
      Name: 'Leak repair',
      Category: 'Plumbing',
      SubCategory: 'NONE',
      ProductID: '12',
      Currency: 'gbp',
      Price: 30,
      Rate: 'PER HOUR',
      OrderTime: '2025-07-11 09:30:00',
      PaymentStatus: 'COMPLETED',
      PersonnelID: '118',
      PersonnelName: 'Ada Okafor',
      PersonnelImg: null,
      prvSaved: true,
      CustomerID: 'c-77',
      CustomerName: 'Sam Hill',
      CustomerImg: null,
    },
  ],
  shippingInfo: [
    {
      ShipZipCode: 'N1 9GU',
      ShipAddress: 'Kings Cross',
      ShipDate: '2025-07-12',
      ShippingStarts: '2025-07-12 10:00:00',
      ShippingEnds: '2025-07-12 11:15:30',
      locSaved: false,
    },
  ],
  review: [{ Rating: 5, Review: null }],
};

describe('order lists', () => {
  it('accepts customer rows and refuses an unknown status', () => {
    expect(customerOrdersResponseSchema.safeParse({ success: true, message: '', data: [row] }).success).toBe(
      true,
    );
    const odd = { ...row, OrderStatus: 'SHIPPED' };
    expect(customerOrdersResponseSchema.safeParse({ success: true, message: '', data: [odd] }).success).toBe(
      false,
    );
  });
  it('accepts provider rows, which carry the customer name', () => {
    const { PersonnelName: _name, ...rest } = row;
    const providerRow = { ...rest, CustomerName: 'Sam Hill' };
    const parsed = providerOrdersResponseSchema.parse({ success: true, message: '', data: [providerRow] });
    expect(parsed.data?.[0]?.CustomerName).toBe('Sam Hill');
  });
});

describe('order details', () => {
  it('accepts the spec shape', () => {
    const parsed = orderDetailsResponseSchema.parse(details);
    expect(parsed.orderInfo?.[0]?.Rate).toBe('PER HOUR');
    expect(parsed.review).toHaveLength(1);
  });
  it('refuses a review outside 1 to 5 and an unknown pay rate', () => {
    expect(
      orderDetailsResponseSchema.safeParse({ ...details, review: [{ Rating: 6, Review: '' }] }).success,
    ).toBe(false);
    const info = { ...details.orderInfo[0], Rate: 'PER DAY' };
    expect(orderDetailsResponseSchema.safeParse({ ...details, orderInfo: [info] }).success).toBe(false);
  });
  it('reads refunds and the provider’s payout when a newer server sends them', () => {
    const refund = { Amount: 12.5, Currency: 'gbp', Refunded: '2025-07-13T10:00:00.000Z' };
    const payout = {
      Currency: 'gbp',
      Gross: 80,
      Fee: 8.75,
      Net: 59.06,
      Refunded: 12.5,
      RefundedShare: 10.94,
      Reversed: 10.94,
      Status: 'PAID',
    };
    const parsed = orderDetailsResponseSchema.parse({ ...details, refunds: [refund], payout });
    expect(parsed.refunds).toEqual([refund]);
    expect(parsed.payout?.Net).toBe(59.06);
    expect(orderDetailsResponseSchema.parse({ ...details, payout: null }).payout).toBeNull();
    expect(
      orderDetailsResponseSchema.safeParse({ ...details, payout: { ...payout, Status: 'LOST' } }).success,
    ).toBe(false);
  });
});

describe('live location', () => {
  it('parses coordinates from the query string, or goes without them', () => {
    expect(geolocationQuerySchema.parse({ orderid: '1029', lat: '51.53', lng: '-0.12' })).toEqual({
      orderid: '1029',
      lat: 51.53,
      lng: -0.12,
    });
    expect(geolocationQuerySchema.parse({ orderid: '1029', lat: '', lng: '' })).toEqual({ orderid: '1029' });
  });
  it('refuses half a position or one off the globe', () => {
    expect(geolocationQuerySchema.safeParse({ orderid: '1029', lat: '51.53' }).success).toBe(false);
    expect(geolocationQuerySchema.safeParse({ orderid: '1029', lat: '95', lng: '0' }).success).toBe(false);
  });
  it('accepts points and the order status', () => {
    const reply = {
      success: true,
      message: '',
      geoMimes: [{ LastLat: 51.5, LastLong: -0.1 }],
      OrderStatus: 'IN-PROGRESS',
    };
    expect(geolocationResponseSchema.parse(reply).geoMimes).toHaveLength(1);
  });
});

describe('POST /newreview', () => {
  const review = {
    rating: '4',
    product: '12',
    orderid: '1029',
    provider: '118',
    review: 'On time and tidy.',
  };
  it('accepts a form-encoded review, with or without text', () => {
    expect(newReviewInputSchema.parse(review).rating).toBe(4);
    expect(newReviewInputSchema.parse({ ...review, review: '' }).review).toBeUndefined();
  });
  it.each(['', '0', '6', '4.5', undefined])('refuses rating %j with the spec message', (rating) => {
    expect(messagesOf(newReviewInputSchema.safeParse({ ...review, rating }))).toEqual([
      ratingRequiredMessage,
    ]);
  });
  it('refuses an oversized review', () => {
    expect(newReviewInputSchema.safeParse({ ...review, review: 'x'.repeat(1001) }).success).toBe(false);
  });
});

describe('order status changes', () => {
  it('need a safe order id', () => {
    expect(orderActionQuerySchema.safeParse({ orderid: '1029' }).success).toBe(true);
    expect(orderActionQuerySchema.safeParse({ orderid: '1029&x=1' }).success).toBe(false);
  });
});
