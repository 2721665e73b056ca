import { describe, expect, it } from 'vitest';
import {
  addressLineMessages,
  addressLinesSchema,
  composeAddress,
  findBidsResponseSchema,
  isPublishedJob,
  loadExistingRequestResponseSchema,
  missingServiceIdMessage,
  paymentIntentQuerySchema,
  paymentIntentResponseSchema,
  postcodeMessage,
  requestDraftSchema,
  requestServiceInputSchema,
} from './booking';
import { bookingWindow, dateRequiredMessage } from './fields';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const request = () => ({
  prodid: '7',
  zipcode: 'SW1A 1AA',
  address: '10 Downing Street, London',
  scheduled: bookingWindow().min,
  provider: '118',
});

describe('request draft', () => {
  it('reads a partial draft and refuses a corrupted one', () => {
    const draft = requestDraftSchema.parse({
      ZipCode: 'N1 9GU',
      Address: 'Kings Cross',
      Category: 'Plumbing',
    });
    expect(draft.Specific).toBeUndefined();
    expect(requestDraftSchema.safeParse({ toNegotiate: 'yes' }).success).toBe(false);
  });
  it.each([
    [undefined, true],
    ['', true],
    ['BID', true],
    ['118', false],
  ])('provider %j means a published job: %s', (provider, published) => {
    expect(isPublishedJob(provider)).toBe(published);
  });
});

describe('POST /requestservice', () => {
  it('accepts a request for a chosen provider, and an empty provider as a published job', () => {
    expect(requestServiceInputSchema.parse(request()).provider).toBe('118');
    expect(requestServiceInputSchema.parse({ ...request(), provider: '' }).provider).toBe('BID');
  });
  it.each(['SW1A', 'm1 1ae', 'EC1A1BB'])('accepts postcode %s', (zipcode) => {
    expect(requestServiceInputSchema.safeParse({ ...request(), zipcode }).success).toBe(true);
  });
  it.each(['90210', '', 'LONDON'])('refuses postcode %j with the spec message', (zipcode) => {
    expect(messagesOf(requestServiceInputSchema.safeParse({ ...request(), zipcode }))).toEqual([
      postcodeMessage,
    ]);
  });
  it('refuses a request without a date with the spec message', () => {
    const { scheduled: _omitted, ...undated } = request();
    expect(messagesOf(requestServiceInputSchema.safeParse(undated))).toEqual([dateRequiredMessage]);
  });
  it('refuses an oversized address', () => {
    expect(requestServiceInputSchema.safeParse({ ...request(), address: 'x'.repeat(301) }).success).toBe(
      false,
    );
  });
});

describe('negotiation replies', () => {
  it('accepts an existing request and bids with distance', () => {
    const existing = loadExistingRequestResponseSchema.parse({
      success: true,
      message: '',
      shippingDetails: [{ ShipZipCode: 'N1 9GU', DefaultLocation: 'Kings Cross', ShipDate: '2025-07-20' }],
      orderDetails: [{ Category: 'Car Wash', SubCategory: 'NONE', ProductID: '7', Name: 'Full valet' }],
      requestDetails: [{ Provider: 'BID' }],
    });
    expect(existing.requestDetails?.[0]?.Provider).toBe('BID');
    const bid = {
      PersonnelID: '118',
      FirstName: 'Ada',
      LastName: 'Okafor',
      BioInfo: null,
      Image: null,
      Price: 40,
      Perks: [],
      Distance: 3.2,
    };
    expect(findBidsResponseSchema.safeParse({ success: true, message: '', data: [bid] }).success).toBe(true);
    const { Distance: _distance, ...withoutDistance } = bid;
    expect(
      findBidsResponseSchema.safeParse({ success: true, message: '', data: [withoutDistance] }).success,
    ).toBe(false);
  });
});

describe('payment intent', () => {
  it('needs the order id, with the spec message', () => {
    expect(messagesOf(paymentIntentQuerySchema.safeParse({}))).toEqual([missingServiceIdMessage]);
    expect(paymentIntentQuerySchema.parse({ orderid: '1029' })).toEqual({ orderid: '1029' });
  });
  it('accepts an intent, and the PENDING ORDER reply without one', () => {
    const intent = paymentIntentResponseSchema.parse({
      success: true,
      message: 'ok',
      data: {
        clientSecret: 'pi_1_secret_2',
        AccountID: 'acct_9',
        publicKey: 'pk_test_1',
        OrderTotal: 45,
        Currency: 'gbp',
      },
    });
    expect(intent.data?.clientSecret).toBe('pi_1_secret_2');
    expect(
      paymentIntentResponseSchema.parse({ success: true, message: 'PENDING ORDER' }).data,
    ).toBeUndefined();
    const noSecret = {
      success: true,
      message: 'ok',
      data: { AccountID: 'a', publicKey: 'pk', OrderTotal: 1, Currency: 'gbp' },
    };
    expect(paymentIntentResponseSchema.safeParse(noSecret).success).toBe(false);
  });
});

describe('address lines (issue 21)', () => {
  const lines = { AddressLine1: ' 10 Downing Street ', AddressLine2: '', Town: 'London' };
  it('trims the lines and composes the one-line address: flat, street, town', () => {
    expect(addressLinesSchema.parse(lines)).toEqual({
      AddressLine1: '10 Downing Street',
      AddressLine2: '',
      Town: 'London',
    });
    expect(composeAddress({ ...lines, AddressLine2: ' Flat 2 ' })).toBe('Flat 2, 10 Downing Street, London');
    expect(composeAddress({ AddressLine1: '10 Downing Street', Town: 'London' })).toBe(
      '10 Downing Street, London',
    );
  });
  it.each([
    [{ ...lines, AddressLine1: '  ' }, addressLineMessages.street],
    [{ ...lines, AddressLine1: undefined }, addressLineMessages.street],
    [{ ...lines, AddressLine1: 'x'.repeat(101) }, addressLineMessages.streetTooLong],
    [{ ...lines, AddressLine2: 'x'.repeat(61) }, addressLineMessages.flatTooLong],
    [{ ...lines, Town: '' }, addressLineMessages.town],
    [{ ...lines, Town: 'x'.repeat(61) }, addressLineMessages.townTooLong],
    [{ ...lines, AddressLine1: '1;2 High St' }, addressLineMessages.noSemicolon],
  ])('refuses %o with a clear message', (input, message) => {
    expect(messagesOf(addressLinesSchema.safeParse(input))).toEqual([message]);
  });
  it('lets the flat be left out, and accepts the limits exactly', () => {
    expect(
      addressLinesSchema.parse({ AddressLine1: 'x'.repeat(100), Town: 'y'.repeat(60) }).AddressLine2,
    ).toBe('');
  });
  it('takes the lines on /requestservice together: street and town both, or neither', () => {
    expect(requestServiceInputSchema.safeParse({ ...request(), ...lines }).success).toBe(true);
    expect(requestServiceInputSchema.safeParse(request()).success).toBe(true);
    expect(messagesOf(requestServiceInputSchema.safeParse({ ...request(), Town: 'London' }))).toEqual([
      addressLineMessages.street,
    ]);
    expect(
      messagesOf(requestServiceInputSchema.safeParse({ ...request(), AddressLine1: '1 High St' })),
    ).toEqual([addressLineMessages.town]);
  });
});
