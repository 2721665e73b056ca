// Receipts and payout statements through the API, on the sandbox and on the Stripe
// stand-in: the customer is mailed one receipt per capture, with the card and the company's details, and
// reads it at GET /receipt (their own orders only); the provider is mailed a statement when money is sent,
// one per instant transfer and one per weekly batch.
import { orderDetailsResponseSchema } from '@callout/contracts/orders';
import { receiptResponseSchema } from '@callout/contracts/receipts';
import { backends } from '@callout/server-testing/backends';
import { orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { query } from '@callout/server-testing/fixtures/orders';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { client, mailbox, signUp } from '@callout/server-testing/harness';
import { type StripeStandIn, startStripeStandIn } from '@callout/server-testing/stripe-stand-in';
import { suiteServer } from '@callout/server-testing/suite-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../payments/gateway';
import { createSandboxGateway } from '../../payments/sandbox-gateway';
import { capturePayment } from '../../payments/settlement';
import { sweepPayouts } from '../../payouts/payout-sweep';
import { settlePayout } from '../../payouts/payout-transfers';
import { weeklyLeaseName } from '../../payouts/weekly-payouts';
import { releaseLease, tryLease } from '../job-lease-store';
import { orderMessages } from '../messages';
import { receiptMessages } from './messages';

const company = {
  COMPANY_NAME: 'Callout Test Ltd',
  COMPANY_NUMBER: '12345678',
  COMPANY_ADDRESS: '1 Receipt Row, London N1 9GU',
  COMPANY_VAT_NUMBER: 'GB123456789',
};

describe.each(backends)('receipts and statements in the sandbox on $name', (backend) => {
  // 12.5%: £80 leaves the provider £70 and the platform £10.
  const { server } = suiteServer(backend, { env: { PLATFORM_FEE_PERCENT: '12.5', ...company } });
  let gateway: PaymentGateway;
  beforeAll(() => {
    gateway = createSandboxGateway(server.db, { feeBasisPoints: 1250 });
  });
  const mailsTo = async (to: string) => (await mailbox(server.app)).filter((mail) => mail.to === to);

  /** A paid PER JOB order at £80 with a provider on `schedule`, ended (captured) unless told otherwise. */
  const ordered = async (schedule: 'INSTANT' | 'WEEKLY', end = true) => {
    const c = client(server.app);
    const w = await orderWorld(server.db, c);
    await c.post('/provider/payoutschedule', { value: schedule }, w.provider.token);
    const orderid = await w.book();
    expect((await w.pay(orderid)).status).toBe(200);
    if (end) {
      expect((await w.act('startorder', orderid)).status).toBe(200);
      expect((await w.act('endorder', orderid)).status).toBe(200);
    }
    return { w, c, orderid };
  };

  it('mails the customer one receipt when the payment is taken, with the card and the company', async () => {
    const { w, c, orderid } = await ordered('INSTANT');
    const receipts = (await mailsTo(w.customer.email)).filter((m) => m.subject.includes('receipt'));
    expect(receipts).toHaveLength(1);
    const [mail] = receipts;
    expect(mail?.subject).toBe(`Your Callout receipt for order ${orderid}`);
    for (const line of [
      `Order number: ${orderid}`,
      'Service: Leak repair',
      'Provider: Paula',
      'Amount paid: £80.00',
      'Paid with: Visa ending 4242',
      'Callout Test Ltd · Registered in England and Wales, company number 12345678',
      'Registered office: 1 Receipt Row, London N1 9GU',
      'VAT number: GB123456789',
    ]) {
      expect(mail?.text).toContain(line);
    }
    expect(mail?.text).toMatch(/Date: \d{1,2} \w+ \d{4} at \d{2}:\d{2}/);

    // Captured again (the sweeper, a retried request, two instances at once): no second receipt.
    await Promise.all([1, 2, 3].map(() => capturePayment(server.db, server.siteLinks, gateway, orderid)));
    expect((await mailsTo(w.customer.email)).filter((m) => m.subject.includes('receipt'))).toHaveLength(1);

    const answer = await c.get(`/receipt${query({ orderid })}`, w.customer.token);
    expect(answer.status).toBe(200);
    const receipt = receiptResponseSchema.parse(answer.body).data;
    expect(receipt).toMatchObject({
      OrderID: orderid,
      Service: 'Leak repair',
      Amount: 80,
      Currency: 'gbp',
      CardBrand: 'visa',
      CardLast4: '4242',
      CompanyName: 'Callout Test Ltd',
      CompanyNumber: '12345678',
      CompanyAddress: '1 Receipt Row, London N1 9GU',
      CompanyVatNumber: 'GB123456789',
    });
    expect(receipt?.Provider).toMatch(/^Paula /);
    expect(Date.parse(receipt?.PaidAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const details = orderDetailsResponseSchema.parse(
      (await c.get(`/orderdetails${query({ orderid })}`, w.customer.token)).body,
    );
    expect(details.orderInfo?.[0]?.Receipt).toBe(true);
    // The provider's view has no receipt: theirs is the statement.
    const providerView = orderDetailsResponseSchema.parse(
      (await c.get(`/provider/orderdetails${query({ orderid })}`, w.provider.token)).body,
    );
    expect(providerView.orderInfo?.[0]?.Receipt).toBe(false);
  });

  it('shows a receipt to its customer only, and none before the payment is taken', async () => {
    const { w, c, orderid } = await ordered('INSTANT');
    const stranger = await signUp(c, 'user');
    const refused = await c.get(`/receipt${query({ orderid })}`, stranger.token);
    expect(refused).toMatchObject({
      status: 404,
      body: { success: false, message: orderMessages.orderNotFound },
    });
    expect(JSON.stringify(refused.body)).not.toContain('4242');
    expect((await c.get(`/receipt${query({ orderid })}`, w.provider.token)).status).toBe(401);
    expect((await c.get(`/receipt${query({ orderid })}`)).status).toBe(401);

    // Paid (held), not yet captured: no receipt, no mail.
    const held = await ordered('INSTANT', false);
    expect(
      await held.c.get(`/receipt${query({ orderid: held.orderid })}`, held.w.customer.token),
    ).toMatchObject({
      status: 404,
      body: { message: receiptMessages.noReceiptYet },
    });
    const details = orderDetailsResponseSchema.parse(
      (await held.c.get(`/orderdetails${query({ orderid: held.orderid })}`, held.w.customer.token)).body,
    );
    expect(details.orderInfo?.[0]?.Receipt).toBe(false);
    expect((await mailsTo(held.w.customer.email)).filter((m) => m.subject.includes('receipt'))).toEqual([]);
  });

  it('mails the provider a statement when an INSTANT payout is sent, once', async () => {
    const { w, orderid } = await ordered('INSTANT');
    const statements = async () =>
      (await mailsTo(w.provider.email)).filter((m) => m.subject.includes('payout statement'));
    const [mail, ...more] = await statements();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your Callout payout statement: £70.00 sent');
    expect(mail?.text).toContain(`Order ${orderid} · Leak repair`);
    expect(mail?.text).toContain('Gross £80.00 · Fee £10.00 · Net £70.00');
    expect(mail?.text).toMatch(/Date: \d{1,2} \w+ \d{4} at \d{2}:\d{2}/);
    expect(mail?.text).toContain('company number 12345678');

    const [payout] = await server.db.query<{ id: number }>('SELECT id FROM payouts WHERE order_id = $1', [
      orderid,
    ]);
    await Promise.all([1, 2].map(() => settlePayout(server.db, server.siteLinks, gateway, payout?.id ?? 0)));
    expect(await statements()).toHaveLength(1);
  });

  it('mails each provider one statement for what a weekly batch sent them', async () => {
    const first = await ordered('WEEKLY');
    // A second order for the same provider and another customer.
    const c = first.c;
    const other = await signUp(c, 'user');
    const secondId = await first.w.book(undefined, other.token);
    expect((await first.w.pay(secondId, other.token)).status).toBe(200);
    expect((await first.w.act('startorder', secondId, other.token)).status).toBe(200);
    expect((await first.w.act('endorder', secondId, other.token)).status).toBe(200);
    const statements = async () =>
      (await mailsTo(first.w.provider.email)).filter((m) => m.subject.includes('payout statement'));
    expect(await statements()).toEqual([]);

    const operator = await signInOperator(server, c);
    expect((await c.post('/ops/payouts/weekly', {}, operator.token)).status).toBe(200);
    const [mail, ...more] = await statements();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your Callout payout statement: £140.00 sent');
    expect(mail?.text).toContain(`Order ${first.orderid} · Leak repair`);
    expect(mail?.text).toContain(`Order ${secondId} · Leak repair`);
    expect(mail?.text).toContain('Total: gross £160.00 · fee £20.00 · net £140.00');

    // The next batch has nothing new for them: no mail.
    expect((await c.post('/ops/payouts/weekly', {}, operator.token)).status).toBe(200);
    expect(await statements()).toHaveLength(1);
  });

  it('mails the statement of a batch a crash cut short, once it is clearly over', async () => {
    const { w, orderid } = await ordered('WEEKLY');
    const [payout] = await server.db.query<{ id: number }>('SELECT id FROM payouts WHERE order_id = $1', [
      orderid,
    ]);
    // The batch paid this payout, then the instance died before mailing its statements.
    const batchId = `WEEK-crashed-${orderid}`;
    expect(
      await settlePayout(server.db, server.siteLinks, gateway, payout?.id ?? 0, { weekly: true, batchId }),
    ).toBe('moved');
    const statements = async () =>
      (await mailsTo(w.provider.email)).filter((m) => m.subject.includes('payout statement'));
    await sweepPayouts(server.db, server.siteLinks, gateway);
    expect(await statements()).toEqual([]); // too soon: the batch may still be running

    await server.db.query(`UPDATE payouts SET paid_at = now() - interval '2 hours' WHERE id = $1`, [
      payout?.id,
    ]);
    // While a batch holds the lease, the sweep leaves its statements to it.
    expect(await tryLease(server.db, weeklyLeaseName, 'running-batch', 600)).toBe(true);
    await sweepPayouts(server.db, server.siteLinks, gateway);
    expect(await statements()).toEqual([]);
    await releaseLease(server.db, weeklyLeaseName, 'running-batch');

    await Promise.all([
      sweepPayouts(server.db, server.siteLinks, gateway),
      sweepPayouts(server.db, server.siteLinks, gateway),
    ]);
    const [mail, ...more] = await statements();
    expect(more).toEqual([]);
    expect(mail?.text).toContain(`Order ${orderid} · Leak repair`);
    expect(mail?.text).toContain('Gross £80.00 · Fee £10.00 · Net £70.00');
  });
});

describe.each(backends)('receipts through Stripe on $name', (backend) => {
  let standIn: StripeStandIn;
  const env: Record<string, string> = {
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
  };
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    env.STRIPE_API_URL = standIn.url;
  });
  afterAll(() => standIn?.close());
  const { server } = suiteServer(backend, { env });

  it("names the card Stripe charged, from the charge's payment method details", async () => {
    const c = client(server.app);
    const w = await orderWorld(server.db, c, { payoutAccount: false });
    const orderid = await w.book();
    const intent = await c.get(`/paymentintent${query({ orderid })}`, w.customer.token);
    const secret = (intent.body.data as { clientSecret: string }).clientSecret;
    standIn.confirm(secret.split('_secret_')[0] ?? '', 'hold', { brand: 'mastercard', last4: '4444' });
    expect((await c.get(`/confirmpayment${query({ orderid })}`, w.customer.token)).status).toBe(200);
    expect((await w.act('startorder', orderid)).status).toBe(200);
    expect((await w.act('endorder', orderid)).status).toBe(200);

    const mails = (await mailbox(server.app)).filter(
      (m) => m.to === w.customer.email && m.subject.includes('receipt'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Paid with: Mastercard ending 4444');
    const receipt = receiptResponseSchema.parse(
      (await c.get(`/receipt${query({ orderid })}`, w.customer.token)).body,
    ).data;
    expect(receipt).toMatchObject({ CardBrand: 'mastercard', CardLast4: '4444', Amount: 80 });
  });
});
