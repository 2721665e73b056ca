// The Stripe adapter against a local HTTP stand-in for Stripe's API: manual capture, idempotency keys on
// every call that moves money, error mapping and webhook signatures.

import { type StripeStandIn, startStripeStandIn } from '@callout/server-testing/stripe-stand-in';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from './gateway';
import { createStripeGateway, type StripeGateway } from './stripe-gateway';

describe('Stripe gateway adapter', () => {
  let standIn: StripeStandIn;
  let gateway: StripeGateway;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    gateway = createStripeGateway({
      secretKey: 'sk_test_standin',
      publishableKey: 'pk_test_standin',
      apiUrl: standIn.url,
    });
  });
  afterAll(() => standIn?.close());

  const create = (key: string) =>
    gateway.createIntent({
      amountMinor: 8500,
      currency: 'GBP',
      orderId: 'ORD-TEST',
      customerId: 'CUS-TEST',
      description: 'Leak repair (ORD-TEST)',
      idempotencyKey: key,
    });

  it('creates a manual-capture PaymentIntent with an idempotency key', async () => {
    const intent = await create('callout-ORD-TEST-intent-1');
    expect(intent).toMatchObject({ status: 'requires_payment_method', amountMinor: 8500, currency: 'gbp' });
    expect(intent.clientSecret).toContain('_secret_');
    const request = standIn.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(request?.headers['idempotency-key']).toBe('callout-ORD-TEST-intent-1');
    expect(request?.headers.authorization).toBe('Bearer sk_test_standin');
    expect(request?.form.get('capture_method')).toBe('manual');
    expect(request?.form.get('amount')).toBe('8500');
    expect(request?.form.get('currency')).toBe('gbp');
    expect(request?.form.get('metadata[order_id]')).toBe('ORD-TEST');

    // The same key again is the same intent, as at Stripe.
    expect((await create('callout-ORD-TEST-intent-1')).id).toBe(intent.id);
  });

  it('captures held funds with an idempotency key, once', async () => {
    const intent = await create('callout-ORD-CAPTURE-intent-1');
    standIn.confirm(intent.id, 'hold');
    expect(await gateway.retrieveIntent(intent.id)).toMatchObject({ status: 'requires_capture' });
    const captured = await gateway.captureIntent(intent.id, 'PAY-1-capture');
    expect(captured).toMatchObject({ status: 'succeeded', amountCapturedMinor: 8500 });
    const request = standIn.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: `/v1/payment_intents/${intent.id}/capture` });
    expect(request?.headers['idempotency-key']).toBe('PAY-1-capture');
    // A retried capture with the same key is answered, not captured again.
    expect(await gateway.captureIntent(intent.id, 'PAY-1-capture')).toMatchObject({ status: 'succeeded' });
  });

  it('releases holds and refunds with idempotency keys', async () => {
    const held = await create('callout-ORD-CANCEL-intent-1');
    standIn.confirm(held.id, 'hold');
    expect(await gateway.cancelIntent(held.id, 'PAY-2-cancel')).toMatchObject({ status: 'canceled' });
    expect(standIn.requests.at(-1)?.headers['idempotency-key']).toBe('PAY-2-cancel');

    expect(await gateway.refund('pi_standin_2', 8500, 'PAY-1-refund')).toEqual({ amountMinor: 8500 });
    const refund = standIn.requests.at(-1);
    expect(refund).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(refund?.form.get('payment_intent')).toBe('pi_standin_2');
    expect(refund?.headers['idempotency-key']).toBe('PAY-1-refund');
  });

  it('reports a refusal as a gateway error that is not worth retrying', async () => {
    const fresh = await create('callout-ORD-REFUSED-intent-1');
    const failure = await gateway.captureIntent(fresh.id, 'PAY-3-capture').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ unreachable: false });
  });

  it('reads PaymentIntent webhooks only with a valid signature', () => {
    const secret = 'whsec_standin';
    const intent = standIn.intents.get('pi_standin_2');
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.amount_capturable_updated',
      data: { object: intent },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(gateway.eventFromWebhook(Buffer.from(payload), signature, [secret]).data.object).toMatchObject({
      id: 'pi_standin_2',
    });
    // Either configured secret (the platform's endpoint, the Connect endpoint's) may have signed it.
    expect(gateway.eventFromWebhook(Buffer.from(payload), signature, ['whsec_connect', secret]).id).toBe(
      'evt_1',
    );
    expect(() => gateway.eventFromWebhook(Buffer.from(`${payload} `), signature, [secret])).toThrow();
    expect(() => gateway.eventFromWebhook(Buffer.from(payload), signature, ['whsec_other'])).toThrow();
    expect(() => gateway.eventFromWebhook(Buffer.from(payload), signature, [])).toThrow();
  });
});
