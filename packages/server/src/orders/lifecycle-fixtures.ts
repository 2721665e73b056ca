// Tests only: a provider and a customer who book, pay and move orders along, for the order lifecycle,
// review and sweeper suites.
import { paymentIntentResponseSchema } from '@callout/contracts/booking';
import type { Database } from '../db/database';
import type { Client } from '../test-support/harness';
import { day, makeCustomer, makeProvider, productId, query } from './test-fixtures';

/** PER JOB at £80 and PER HOUR at £40 an hour. */
export const perJob = 'Leak repair';
export const perHour = 'Tap or toilet fitting';

export async function orderWorld(db: Database, c: Client) {
  const provider = await makeProvider(db, c, {
    firstName: 'Paula',
    services: [
      [perJob, 80],
      [perHour, 40],
    ],
  });
  const signedUp = await makeCustomer(c);
  const [row] = await db.query<{ id: string }>(`SELECT id FROM accounts WHERE role = 'user' AND email = $1`, [
    signedUp.email,
  ]);
  const customer = { ...signedUp, id: row?.id ?? '' };
  return {
    provider,
    customer,
    /** Books the product with this world's provider and returns the order id. */
    async book(product: string = perJob, token = customer.token) {
      const reply = await c.post(
        '/requestservice',
        {
          prodid: await productId(db, product),
          zipcode: 'SE1 7PB',
          address: '1 Waterloo Road',
          scheduled: day(2),
          provider: provider.id,
        },
        token,
      );
      if (reply.status !== 201) throw new Error(`booking failed: ${reply.body.message}`);
      return reply.body.message;
    },
    /** Pays with the sandbox's test card, as the payment and confirmation pages do. */
    async pay(orderid: string, token = customer.token) {
      const intent = paymentIntentResponseSchema.parse(
        (await c.get(`/paymentintent${query({ orderid })}`, token)).body,
      );
      const secret = intent.data?.clientSecret;
      if (!secret) throw new Error(`no intent: ${intent.message}`);
      await c.post('/sandbox-gateway/confirm', {
        clientSecret: secret,
        number: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      });
      return c.get(`/confirmpayment${query({ orderid })}`, token);
    },
    /** GET /startorder, /endorder, /cancelorder (or a provider variant with its token). */
    act: (action: string, orderid: string, token = customer.token) =>
      c.get(`/${action}${query({ orderid })}`, token),
  };
}

export async function orderState(db: Database, orderId: string) {
  const [row] = await db.query<{
    status: string;
    payment_status: string;
    amount_due: string | null;
  }>('SELECT status, payment_status, amount_due::text FROM orders WHERE id = $1', [orderId]);
  return row;
}

/** The sandbox gateway's intents of an order, oldest first. */
export async function sandboxIntents(db: Database, orderId: string) {
  return db.query<{
    status: string;
    amount_minor: number;
    amount_captured_minor: number;
    amount_refunded_minor: number;
  }>(
    `SELECT status, amount_minor, amount_captured_minor, amount_refunded_minor FROM sandbox_payment_intents
     WHERE order_id = $1 ORDER BY created_at, id`,
    [orderId],
  );
}

export async function payoutsOf(db: Database, orderId: string) {
  return db.query<{ amount_minor: number; schedule: string; status: string }>(
    'SELECT amount_minor, schedule, status FROM payouts WHERE order_id = $1',
    [orderId],
  );
}

/** Moves an order's clock: makes it look started, paid or last touched `minutes` ago. */
export async function backdate(
  db: Database,
  orderId: string,
  column: 'started_at' | 'paid_at' | 'updated_at',
  minutes: number,
) {
  await db.query(`UPDATE orders SET ${column} = now() - make_interval(mins => $2) WHERE id = $1`, [
    orderId,
    minutes,
  ]);
}
