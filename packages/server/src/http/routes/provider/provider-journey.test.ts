// At API level: a new provider joins, verifies the email, passes KYC and a service
// review, sets a schedule, appears to customers booking that service and sees their published job; a
// provider INACTIVE or SCHEDULED outside the booking date does not appear.

import { providerProfileResponseSchema } from '@callout/contracts/accounts';
import { activeProvidersResponseSchema } from '@callout/contracts/catalog';
import { priceBelowMinimumMessage } from '@callout/contracts/provider-certification';
import { bidOpportunitiesResponseSchema } from '@callout/contracts/provider-jobs';
import { kycDataResponseSchema, kycReviewsResponseSchema } from '@callout/contracts/provider-kyc';
import { backends } from '@callout/server-testing/backends';
import { day, makeCustomer, productId } from '@callout/server-testing/fixtures/orders';
import {
  kycForm,
  notificationsOf,
  operatorTools,
  providerIdOf,
} from '@callout/server-testing/fixtures/provider';
import { latestCode, signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { providerMessages } from '../../../domain/provider/messages';

describe.each(backends)('a new provider goes live on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  const visibleTo = async (customerToken: string, product: string, date: string, lastName: string) => {
    const reply = await c.post(
      '/activeproviders',
      { schedule: date, prodid: product, search: lastName },
      customerToken,
    );
    return activeProvidersResponseSchema.parse(reply.body).data?.map((p) => p.LastName) ?? [];
  };

  it('joins, verifies, is approved, appears to customers and sees their published job', async () => {
    // Joins and verifies the email with the code mailed at registration (the outbox).
    const { email, token } = await signUp(c, 'provider');
    const providerId = await providerIdOf(server, email);
    const code = await latestCode(server.app, email);
    expect((await c.post('/provider/verifyemail', { value: code }, token)).body).toMatchObject({
      success: true,
      message: 'Email verified successfully.',
    });
    let profile = providerProfileResponseSchema.parse((await c.get('/provider/profile', token)).body);
    expect(profile.data).toMatchObject({
      isEmailVerified: true,
      isKYCVerified: false,
      isStripeConfigured: false,
    });

    // Submits KYC; a second submission waits for the review.
    expect((await c.get('/provider/kycdata', token)).body).toMatchObject({ data: [] });
    const form = kycForm();
    const submitted = await c.post('/provider/updatekyc', form, token);
    expect(submitted).toMatchObject({ status: 201, body: { message: providerMessages.kycSubmitted } });
    const record = kycDataResponseSchema.parse((await c.get('/provider/kycdata', token)).body).data?.[0];
    expect(record).toMatchObject({ FirstName: 'Zadie', Lastname: form.lastName, Status: 'SUBMITTED' });
    expect(record?.idlink).toMatch(/^\/api\/media\/kyc\/[0-9a-f-]{36}\?for=PRV-\w+$/);
    const document = await server.app.inject({
      url: record?.idlink ?? '',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(document.statusCode).toBe(200);
    expect(document.headers['cache-control']).toBe('private, no-cache');
    expect((await server.app.inject({ url: record?.idlink ?? '' })).statusCode).toBe(403);
    expect((await c.post('/provider/updatekyc', kycForm(), token)).status).toBe(409);

    // The operator verifies it; the provider hears of it and sees the review.
    const ops = await operatorTools(server, c);
    const queue = await c.get('/ops/kyc', ops.token);
    expect(queue.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ ProviderID: providerId })]),
    );
    expect((await ops.reviewKyc(providerId, 'VERIFIED', 'Documents match.')).body).toMatchObject({
      success: true,
    });
    const reviews = kycReviewsResponseSchema.parse((await c.get('/provider/kycreviews', token)).body);
    expect(reviews.data).toEqual([
      { Note: 'Documents match.', Reviewer: 'Callout Verification · Olu', Reviewed: expect.any(String) },
    ]);
    expect(await notificationsOf(c, token)).toContain(
      'Your identity is verified. You can now bid on jobs and appear to customers.',
    );
    profile = providerProfileResponseSchema.parse((await c.get('/provider/profile', token)).body);
    expect(profile.data).toMatchObject({ isKYCVerified: true, UserData: [{ LastName: form.lastName }] });

    // Requests a service: below the minimum is refused with the spec's words, within bounds is taken.
    const leak = await productId(server.db, 'Leak repair'); // £50 to £150
    expect((await c.post('/provider/newcertrequest', { id: leak, price: '49.99' }, token)).body).toEqual({
      success: false,
      message: priceBelowMinimumMessage,
      field: 'price',
    });
    expect((await c.post('/provider/newcertrequest', { id: leak, price: '150.01' }, token)).status).toBe(400);
    expect((await c.post('/provider/newcertrequest', { id: leak, price: '75.5' }, token)).body).toMatchObject(
      {
        success: true,
        message: providerMessages.certCreated,
      },
    );
    expect((await c.get('/provider/certrequests?sort=SUBMITTED', token)).body.data).toEqual([
      expect.objectContaining({ Product: 'Leak repair', Price: 75.5, Status: 'SUBMITTED' }),
    ]);

    // Approved, but still hidden until the schedule allows it.
    const customer = await makeCustomer(c);
    const date = day(3);
    await ops.reviewService(await ops.requestIdOf(providerId, leak), 'ACTIVE');
    expect(await notificationsOf(c, token)).toContain('Your request for Leak repair is ACTIVE.');
    expect(await visibleTo(customer.token, leak, date, form.lastName ?? '')).toEqual([]);

    expect((await c.post('/provider/updateschedule', { status: 'ACTIVE' }, token)).body).toMatchObject({
      success: true,
      message: providerMessages.scheduleUpdated,
    });
    expect(await visibleTo(customer.token, leak, date, form.lastName ?? '')).toEqual([form.lastName]);

    // The customer publishes a job: the provider is told and finds it in the bid panel.
    const published = await c.post(
      '/requestservice',
      { prodid: leak, zipcode: 'M1 1AE', address: '1 Piccadilly', scheduled: date, provider: 'BID' },
      customer.token,
    );
    expect(published.status).toBe(201);
    const jobs = bidOpportunitiesResponseSchema.parse(
      (await c.get('/provider/BidOpportunities', token)).body,
    );
    expect(jobs.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ OrderId: published.body.message, Price: 75.5 })]),
    );
    expect((await notificationsOf(c, token))[0]).toMatch(/^New job near M1: Leak repair on /);

    // INACTIVE hides the provider; SCHEDULED only within its dates.
    await c.post('/provider/updateschedule', { status: 'INACTIVE' }, token);
    expect(await visibleTo(customer.token, leak, date, form.lastName ?? '')).toEqual([]);
    await c.post('/provider/updateschedule', { status: 'SCHEDULED', starts: day(5), ends: day(9) }, token);
    expect(await visibleTo(customer.token, leak, date, form.lastName ?? '')).toEqual([]);
    expect(await visibleTo(customer.token, leak, day(5), form.lastName ?? '')).toEqual([form.lastName]);
    expect(await visibleTo(customer.token, leak, day(9), form.lastName ?? '')).toEqual([form.lastName]);
    expect(await visibleTo(customer.token, leak, day(10), form.lastName ?? '')).toEqual([]);
  });

  it('verifies the email with a code asked for from the dashboard', async () => {
    const { email, token } = await signUp(c, 'provider');
    expect((await c.post('/provider/otp', { value: email }, token)).body).toMatchObject({ success: true });
    const code = await latestCode(server.app, email);
    expect((await c.post('/provider/verifyemail', { value: '12' }, token)).body.message).toBe(
      'Please enter the OTP sent to your email.',
    );
    expect((await c.post('/provider/verifyemail', { value: code }, token)).status).toBe(200);
    const profile = providerProfileResponseSchema.parse((await c.get('/provider/profile', token)).body);
    expect(profile.data?.isEmailVerified).toBe(true);
  });
});
