// What the crash benchmark looks for in the database once the server is down: acknowledged writes that are
// missing (lost), and rows that only make sense with others (half-written). Opens the database itself, with
// the server's own drivers: PGlite from DATA_DIR (only while no server holds it), or PostgreSQL.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export async function openDatabase(repoRoot, { DATA_DIR, DATABASE_URL }) {
  const require = createRequire(join(repoRoot, 'packages/server/package.json'));
  if (DATABASE_URL) {
    const { default: pg } = await import(pathToFileURL(require.resolve('pg')).href);
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    return {
      query: async (text, params) => (await client.query(text, params)).rows,
      close: () => client.end(),
    };
  }
  const { PGlite } = await import(pathToFileURL(require.resolve('@electric-sql/pglite')).href);
  const { pg_trgm } = await import(
    pathToFileURL(require.resolve('@electric-sql/pglite/contrib/pg_trgm')).href
  );
  const { btree_gin } = await import(
    pathToFileURL(require.resolve('@electric-sql/pglite/contrib/btree_gin')).href
  );
  const { btree_gist } = await import(
    pathToFileURL(require.resolve('@electric-sql/pglite/contrib/btree_gist')).href
  );
  const { cube } = await import(pathToFileURL(require.resolve('@electric-sql/pglite/contrib/cube')).href);
  // With the extensions the migrations create (their indexes are written to as rows change).
  const db = await PGlite.create({
    dataDir: join(DATA_DIR, 'pglite'),
    extensions: { btree_gin, btree_gist, cube, pg_trgm },
  });
  return { query: async (text, params) => (await db.query(text, params)).rows, close: () => db.close() };
}

// Each order with its latest payment and that payment's intent in the sandbox gateway.
const latestPayments = `
  SELECT o.id, o.status, o.payment_status, p.status AS payment, i.status AS intent
  FROM orders o
  LEFT JOIN LATERAL (SELECT * FROM payments WHERE order_id = o.id ORDER BY created_at DESC, id DESC LIMIT 1) p
    ON true
  LEFT JOIN sandbox_payment_intents i ON i.id = p.intent_id`;

/** Rows that contradict each other, by kind; each query answers the ids at fault. */
const halfWritten = {
  'order without its address (order_shipping)': `
    SELECT o.id FROM orders o LEFT JOIN order_shipping s ON s.order_id = o.id WHERE s.order_id IS NULL`,
  'payment without its order': `
    SELECT p.id FROM payments p LEFT JOIN orders o ON o.id = p.order_id WHERE o.id IS NULL`,
  'order marked paid without a payment holding or taking money': `
    SELECT id FROM (${latestPayments}) x
    WHERE payment_status = 'COMPLETED' AND coalesce(payment, '') NOT IN ('requires_capture', 'succeeded')`,
  'money held or taken for an open order not marked paid': `
    SELECT id FROM (${latestPayments}) x
    WHERE payment IN ('requires_capture', 'succeeded') AND status <> 'CANCELLED'
      AND payment_status NOT IN ('COMPLETED', 'RELEASED', 'REFUNDED')`,
  'payment our records and the gateway disagree on': `
    SELECT id FROM (${latestPayments}) x
    WHERE payment IS DISTINCT FROM intent
      -- Paid at the gateway, not yet confirmed to us: the order is not marked paid, and the payment page's
      -- /confirmpayment (or Stripe's webhook) records it; counted apart, not as half-written.
      AND NOT (payment = 'requires_payment_method' AND intent = 'requires_capture' AND status <> 'CANCELLED')`,
};

/** A cancelled order whose customer's money is still held or not marked returned: the sweeper's work. */
const unsettled = `
  SELECT id FROM (${latestPayments}) x
  WHERE status = 'CANCELLED' AND (payment = 'requires_capture' OR intent = 'requires_capture'
    OR payment_status = 'COMPLETED')`;

const awaitingConfirmation = `
  SELECT id FROM (${latestPayments}) x
  WHERE payment = 'requires_payment_method' AND intent = 'requires_capture' AND status <> 'CANCELLED'`;

export const countUnsettled = async (db) => (await db.query(unsettled)).length;

/** As if `minutes` had passed: the sweeper leaves orders settled in the last 2 minutes to their request. */
export async function ageOrders(db, minutes) {
  const by = `make_interval(mins => ${Number(minutes)})`;
  await db.query(`UPDATE orders SET updated_at = updated_at - ${by}`);
  // A lease held by a killed instance lapses after 5 minutes.
  await db.query(`UPDATE job_leases SET expires_at = expires_at - ${by}`);
}

/** Lost acknowledged writes and half-written rows, with the figures the report prints. */
export async function checkLedger(db, ledger) {
  const missing = async (text, ids) => (ids.length === 0 ? [] : db.query(text, [ids]));
  const lost = [
    ...(
      await missing(
        `SELECT k AS id FROM unnest($1::text[]) k
       WHERE NOT EXISTS (SELECT 1 FROM chat_messages WHERE idempotency_key = k)`,
        ledger.chats,
      )
    ).map(({ id }) => `chat message ${id}`),
    ...(
      await missing(
        'SELECT k AS id FROM unnest($1::text[]) k WHERE NOT EXISTS (SELECT 1 FROM orders WHERE id = k)',
        ledger.orders,
      )
    ).map(({ id }) => `order ${id}`),
    ...(
      await missing(
        `SELECT k AS id FROM unnest($1::text[]) k WHERE NOT EXISTS (
         SELECT 1 FROM orders o JOIN payments p ON p.order_id = o.id
         WHERE o.id = k AND o.payment_status IN ('COMPLETED', 'RELEASED', 'REFUNDED')
           AND p.status IN ('requires_capture', 'succeeded', 'canceled'))`,
        ledger.paid,
      )
    ).map(({ id }) => `payment of ${id}`),
    ...(
      await missing(
        `SELECT k AS id FROM unnest($1::text[]) k
       WHERE NOT EXISTS (SELECT 1 FROM orders WHERE id = k AND status = 'CANCELLED')`,
        ledger.cancelled,
      )
    ).map(({ id }) => `cancellation of ${id}`),
  ];
  const broken = [];
  for (const [kind, text] of Object.entries(halfWritten)) {
    for (const { id } of await db.query(text)) broken.push(`${kind}: ${id}`);
  }
  const checked = ledger.chats.length + ledger.orders.length + ledger.paid.length + ledger.cancelled.length;
  return {
    checked,
    lost,
    broken,
    unsettled: await countUnsettled(db),
    awaitingConfirmation: (await db.query(awaitingConfirmation)).length,
  };
}
