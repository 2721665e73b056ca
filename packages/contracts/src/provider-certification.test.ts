import { describe, expect, it } from 'vitest';
import {
  certificationPriceFor,
  certificationRequestsQuerySchema,
  certificationRequestsResponseSchema,
  clampCertificationPrice,
  invalidPriceMessage,
  newCertificationRequestInputSchema,
  priceBelowMinimumMessage,
} from './provider-certification';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const product = { MinPrice: 30, MaxPrice: 90 };

describe('GET /provider/certrequests', () => {
  it('filters by status, ALL by default', () => {
    expect(certificationRequestsQuerySchema.parse({})).toEqual({ search: '', sort: 'ALL' });
    expect(certificationRequestsQuerySchema.parse({ sort: 'UNDER-REVIEW' }).sort).toBe('UNDER-REVIEW');
    expect(certificationRequestsQuerySchema.safeParse({ sort: 'PENDING' }).success).toBe(false);
  });
  it('accepts requests, each with a real status', () => {
    const request = {
      Product: 'Full valet',
      Perks: [{ Icon: 'bi-clock', Description: 'Same day' }],
      Image: null,
      Category: 'Car Wash',
      Specifics: 'NONE',
      Price: 45,
      Status: 'SUBMITTED',
      Requested: '2025-07-11',
    };
    expect(
      certificationRequestsResponseSchema.safeParse({ success: true, message: '', data: [request] }).success,
    ).toBe(true);
    const filter = { ...request, Status: 'ALL' };
    expect(
      certificationRequestsResponseSchema.safeParse({ success: true, message: '', data: [filter] }).success,
    ).toBe(false);
  });
});

describe('POST /provider/newcertrequest', () => {
  it('reads a price in pence from the form', () => {
    expect(newCertificationRequestInputSchema.parse({ id: '7', price: '45.99' })).toEqual({
      id: '7',
      price: 45.99,
    });
  });
  it.each(['45.999', 'free', ''])('refuses price %j', (price) => {
    expect(messagesOf(newCertificationRequestInputSchema.safeParse({ id: '7', price }))).toEqual([
      invalidPriceMessage,
    ]);
  });
  it("holds the price to the product's range with the spec message", () => {
    const rule = certificationPriceFor(product);
    expect(rule.parse('30')).toBe(30);
    expect(messagesOf(rule.safeParse('29.99'))).toEqual([priceBelowMinimumMessage]);
    expect(rule.safeParse('90.01').success).toBe(false);
  });
  it.each([
    [10, 30],
    [45.678, 45.68],
    [120, 90],
    [Number.NaN, 30],
  ])('clamps %f to %f', (typed, clamped) => {
    expect(clampCertificationPrice(typed, product)).toBe(clamped);
  });
});
