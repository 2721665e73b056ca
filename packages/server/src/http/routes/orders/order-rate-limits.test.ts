// Placing orders, reviewing and cancelling are limited per account (domain/accounts/auth/rate-limit.ts), far
// above what a real customer or provider does: past the limit the answer is 429 with Retry-After.

import { backends } from '@callout/server-testing/backends';
import { orderWorld, perJob } from '@callout/server-testing/fixtures/order-lifecycle';
import { day, makeCustomer, productId, query } from '@callout/server-testing/fixtures/orders';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { type RateRule, rateRules } from '../../../domain/accounts/auth/rate-limit';
import { messages } from '../../../messages';

describe.each(backends)('order rate limits on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  const send = (method: 'GET' | 'POST', url: string, token: string, form?: Record<string, string>) =>
    server.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });

  /** Lets `rule.limit` calls through, then expects the next one refused with 429 and Retry-After. */
  const refusedPastLimit = async (rule: RateRule, call: () => ReturnType<typeof send>) => {
    for (let i = 0; i < rule.limit; i += 1) expect((await call()).statusCode).not.toBe(429);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: messages.tooManyAttempts });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rule.windowSeconds);
  };

  it('limits /requestservice per customer', async () => {
    const w = await orderWorld(server.db, c);
    const form = {
      prodid: await productId(server.db, perJob),
      zipcode: 'SE1 7PB',
      address: '1 Waterloo Road',
      scheduled: day(2),
      provider: w.provider.id,
    };
    await refusedPastLimit(rateRules.requestServicePerAccount, () =>
      send('POST', '/requestservice', w.customer.token, form),
    );
    // Another customer is not held back.
    const other = await makeCustomer(c);
    expect((await send('POST', '/requestservice', other.token, form)).statusCode).toBe(201);
  });

  it('limits reviews per account', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book();
    const form = { rating: '5', product: '1', provider: w.provider.id, orderid };
    // Not closed yet, so each is refused (409), and each counts.
    await refusedPastLimit(rateRules.reviewPerAccount, () =>
      send('POST', '/newreview', w.customer.token, form),
    );
    await refusedPastLimit(rateRules.reviewPerAccount, () =>
      send('POST', '/provider/newreview', w.provider.token, form),
    );
  });

  it('limits cancellations per account, for customers and providers', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book();
    // The first cancels the order, the others are refused (409); each counts.
    await refusedPastLimit(rateRules.cancelPerAccount, () =>
      send('GET', `/cancelorder${query({ orderid })}`, w.customer.token),
    );
    await refusedPastLimit(rateRules.cancelPerAccount, () =>
      send('GET', `/provider/cancelorder${query({ orderid })}`, w.provider.token),
    );
  });
});
