import { describe, expect, it } from 'vitest';
import {
  bidOpportunitiesResponseSchema,
  bidRequestQuerySchema,
  monthlyOrdersResponseSchema,
  notificationsResponseSchema,
} from './provider-jobs';

const job = {
  OrderId: '1029',
  ProductID: '7',
  Category: 'Car Wash',
  Specifics: 'NONE',
  Currency: 'gbp',
  Price: 45,
  PayRate: 'PER JOB',
  ProdImage: '/img/valet.png',
  Image: null,
  Rating: null,
  ZipCode: 'N1 9GU',
  Address: 'Kings Cross',
  Schedule: '2025-07-20',
  IsBid: false,
};

describe('provider job feeds', () => {
  it('accepts biddable jobs and refuses IsBid as text', () => {
    expect(
      bidOpportunitiesResponseSchema.safeParse({ success: true, message: '', data: [job] }).success,
    ).toBe(true);
    const textual = { ...job, IsBid: 'false' };
    expect(
      bidOpportunitiesResponseSchema.safeParse({ success: true, message: '', data: [textual] }).success,
    ).toBe(false);
  });
  it('bids with the provider position from the query string', () => {
    expect(bidRequestQuerySchema.parse({ orderid: '1029', lat: '51.53', lng: '-0.12' })).toEqual({
      orderid: '1029',
      lat: 51.53,
      lng: -0.12,
    });
    expect(bidRequestQuerySchema.safeParse({ orderid: '1029' }).success).toBe(false);
    expect(bidRequestQuerySchema.safeParse({ orderid: '1029', lat: 'north', lng: '0' }).success).toBe(false);
  });
  it('accepts notifications and chart rows', () => {
    const notification = {
      Id: '3',
      Notification: 'New job near you',
      Link: '/provider',
      Time: '2025-07-11 09:00',
    };
    expect(
      notificationsResponseSchema.parse({ success: true, message: '', data: [notification] }).data,
    ).toHaveLength(1);
    const rows = [
      { Month: 'Jan', OrderCount: 4 },
      { Month: 'Feb', OrderCount: 0 },
    ];
    expect(monthlyOrdersResponseSchema.safeParse({ success: true, message: '', data: rows }).success).toBe(
      true,
    );
    const negative = [{ Month: 'Mar', OrderCount: -1 }];
    expect(
      monthlyOrdersResponseSchema.safeParse({ success: true, message: '', data: negative }).success,
    ).toBe(false);
  });
});
