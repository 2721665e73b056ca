// Signed in as the demo customer (and the demo providers), the seeded story reads through
// the real API as if it had been lived: orders in each state, reviews, chats, bids, a support answer.
import { customerOrdersResponseSchema, orderDetailsResponseSchema } from '@callout/contracts/orders';
import { loadChatsResponseSchema } from '@callout/contracts/support';
import { backends } from '@callout/server-testing/backends';
import { query } from '@callout/server-testing/fixtures/orders';
import {
  type Client,
  client,
  startTestServer,
  type TestServer,
  testHashCost,
} from '@callout/server-testing/harness';
import { type SmtpStandIn, startSmtpStandIn } from '@callout/server-testing/smtp-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGazetteer } from '../../../infra/geo/gazetteer';
import { createPasswordHasher } from '../../accounts/auth/passwords';
import { siteLinksFor } from '../../notifications/mail/site-links';
import { paymentMessages } from '../../payments/messages';
import {
  demoCustomer,
  demoCustomerPassword,
  demoOperator,
  demoOperatorPassword,
  demoProviderPassword,
  demoProviders,
} from './demo-accounts';
import { storyOrders, storyReviews, storySupportCase } from './demo-story';
import { seedDemoData } from './seed';

const { completed, upcoming, inProgress, published } = storyOrders;

async function signIn(c: Client, prefix: '' | '/provider', email: string, password: string) {
  const login = await c.post(`${prefix}/login`, { email, password });
  const token = (login.body.data as { Token?: string } | undefined)?.Token;
  if (!token) throw new Error(`login of ${email} failed: ${login.body.message}`);
  return token;
}

const providerEmail = (id: string | null) => demoProviders.find((p) => p.id === id)?.email ?? '';

/** Rows of every table the story writes to, to tell whether seeding added any. */
const storyCounts = `SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM bids)::int AS bids,
  (SELECT count(*) FROM payments)::int AS payments, (SELECT count(*) FROM payouts)::int AS payouts,
  (SELECT count(*) FROM reviews)::int AS reviews, (SELECT count(*) FROM chat_messages)::int AS messages,
  (SELECT count(*) FROM support_cases)::int AS cases, (SELECT count(*) FROM notifications)::int AS notifications,
  (SELECT count(*) FROM accounts WHERE role = 'operator')::int AS operators`;

describe.each(backends)('the demo story on $name', (backend) => {
  let server: TestServer;
  let c: Client;
  let customer: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    c = client(server.app);
    customer = await signIn(c, '', demoCustomer.email, demoCustomerPassword);
  }, 60_000);
  afterAll(() => server?.close());

  const details = async (orderid: string, prefix: '' | '/provider' = '', token = customer) =>
    orderDetailsResponseSchema.parse(
      (await c.get(`${prefix}/orderdetails${query({ orderid })}`, token)).body,
    );
  const chat = async (category: 'ORDER' | 'SUPPORT', chatid: string, prefix = '', token = customer) =>
    loadChatsResponseSchema.parse((await c.post(`${prefix}/loadchats`, { category, chatid }, token)).body);

  it("lists the customer's orders in their states, the paid ones paid", async () => {
    const orders = customerOrdersResponseSchema.parse((await c.get('/orders', customer)).body).data ?? [];
    expect(orders.map((o) => [o.Orderid, o.OrderStatus, o.PaymentStatus, o.PersonnelName])).toEqual([
      [published.id, 'NEW ORDER', 'AWAITING PAYMENT', null],
      [upcoming.id, 'SCHEDULED', 'COMPLETED', 'Priya Shah'],
      [inProgress.id, 'IN-PROGRESS', 'COMPLETED', 'Tom Evans'],
      [completed.id, 'COMPLETED', 'COMPLETED', 'James Whitfield'],
    ]);
    for (const { id } of [upcoming, inProgress, completed]) {
      const payment = await c.get(`/paymentintent${query({ orderid: id })}`, customer);
      expect(payment.body.message).toBe(paymentMessages.paymentCompleted);
    }
  });

  it('shows the completed order with both reviews, each to its own side', async () => {
    const mine = await details(completed.id);
    expect(mine.orderInfo?.[0]).toMatchObject({ OrderStatus: 'COMPLETED', Name: 'Leak repair' });
    expect(mine.shippingInfo?.[0]?.ShippingEnds).toBeTruthy();
    expect(mine.review).toEqual([{ Rating: 5, Review: storyReviews.byCustomer.text }]);

    const james = await signIn(c, '/provider', providerEmail(completed.provider), demoProviderPassword);
    const theirs = await details(completed.id, '/provider', james);
    expect(theirs.review).toEqual([{ Rating: 5, Review: storyReviews.byProvider.text }]);
    const payouts = await server.db.query('SELECT status FROM payouts WHERE order_id = $1', [completed.id]);
    expect(payouts).toEqual([{ status: 'paid' }]);
  });

  it('has an open order chat on the order in progress, and its provider was told of each step', async () => {
    const messages = await chat('ORDER', inProgress.id);
    expect(messages.status).toBe('OPEN');
    expect(messages.data?.map((m) => m.Name)).toEqual([
      'Dana Carter',
      'Tom Evans',
      'Tom Evans',
      'Dana Carter',
    ]);

    const tom = await signIn(c, '/provider', providerEmail(inProgress.provider), demoProviderPassword);
    const bell = await c.get('/provider/getnotifications', tom);
    const texts = (bell.body.data as Array<{ Notification: string }>).map((n) => n.Notification);
    expect(texts).toEqual([
      expect.stringMatching(/^Order started: TV wall mounting/),
      expect.stringMatching(/^Payment secured for TV wall mounting/),
      expect.stringMatching(/^New request: TV wall mounting/),
    ]);
  });

  it("lists the published job's bids from providers who can do it: Kwame's, not Sofia's while she takes a break", async () => {
    const bids = await c.get(`/findbids${query({ orderid: published.id })}`, customer);
    const names = (bids.body.data as Array<{ FirstName: string }>).map((bid) => bid.FirstName);
    expect(names).toEqual(['Kwame']);
  });

  it('has a support case the operator answered', async () => {
    const cases = await c.post('/loadsupportcases', { value: '' }, customer);
    expect(cases.body.data).toEqual([
      expect.objectContaining({
        CaseID: storySupportCase.id,
        Subject: storySupportCase.subject,
        Status: 'OPEN',
      }),
    ]);
    const messages = (await chat('SUPPORT', storySupportCase.id)).data ?? [];
    expect(messages.map((m) => m.Name)).toEqual(['Dana Carter', 'Callout Support · Maya']);
  });

  it('has an operator who signs in to the console and answers as Callout Support', async () => {
    const login = await c.post('/operator/login', {
      email: demoOperator.email,
      password: demoOperatorPassword,
    });
    const token = (login.body.data as { Token?: string } | undefined)?.Token ?? '';
    expect((await c.get('/operator/valsession', token)).body.success).toBe(true);
    const reply = await c.post(
      `/operator/cases/${storySupportCase.id}/reply`,
      { Message: 'Anything else?' },
      token,
    );
    expect(reply.status).toBe(201);
    const messages = (await chat('SUPPORT', storySupportCase.id)).data ?? [];
    expect(messages.at(-1)?.Name).toBe(`Callout Support · ${demoOperator.firstName}`);
  });

  it('is told once, however often the demo starts', async () => {
    const [before] = await server.db.query(storyCounts);
    const parts = {
      passwords: createPasswordHasher(testHashCost),
      geocoder: createGazetteer(),
      siteLinks: siteLinksFor('https://callout.test'),
    };
    expect(await seedDemoData(server.db, parts)).toBe(false);
    await server.variant({});
    const [after] = await server.db.query(storyCounts);
    expect(after).toEqual(before);
  });
});

describe.each(backends)('production mode on $name', (backend) => {
  let server: TestServer;
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    server = await startTestServer(backend, {
      DEMO_MODE: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      STRIPE_SECRET_KEY: 'sk_test_demo_story',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_demo_story',
      STRIPE_API_URL: 'http://127.0.0.1:9/',
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('tells no story', async () => {
    const [counts] = await server.db.query(storyCounts);
    expect(Object.values(counts ?? {}).every((n) => n === 0)).toBe(true);
  });
});
