// The data of the scale benchmark (scripts/bench/scale.mjs), written by SQL into a database the server has
// migrated and filled with the demo data: customers, providers, years of orders with their shipping,
// payments and payouts, chats, support cases, notifications, reviews and audit rows, every foreign key
// checked as it is inserted and every payout adding up (gross = refunded + fee + amount), as the app keeps
// them. The demo customer and provider become long-lived users: many orders together, a full bell, and the
// customer's support cases, one of them a very long chat.

/** Rows of each kind at scale 1 (size M, ten times the demo); L is scale 10. */
const perScale = {
  customers: 20_000,
  providers: 2_000,
  orders: 200_000,
  messages: 500_000,
  cases: 20_000,
  notifications: 200_000,
  reviews: 50_000,
  audit: 10_000,
};

/** What the demo customer and provider have at M and L: their history does not grow with the others'. */
const longLived = { orders: 5_000, notifications: 2_000, caseMessages: 10_000, cases: 500 };

/**
 * S is the demo seed alone; `tiny` is for the test that keeps this script working; `journey` is the long
 * histories the browser journeys scroll through (e2e/tests/long-history.spec.ts): the demo customer's 300
 * orders with the demo provider, a chat of 2,000 messages, 120 more customers for the console's pages, and
 * 45 more cleaners around Westminster who offer a deep clean, for the providers list's pages.
 */
export const sizes = {
  tiny: { scale: 0.001, longLived: { orders: 60, notifications: 30, caseMessages: 120, cases: 5 } },
  journey: {
    scale: 0.006,
    longLived: { orders: 300, notifications: 60, caseMessages: 2_000, cases: 5 },
    deepCleanersNearby: 45,
  },
  S: null,
  M: { scale: 1, longLived },
  L: { scale: 10, longLived },
};

/** The whole number of rows of `kind` at `scale`, at least one. */
const count = (kind, scale) => Math.max(1, Math.round(perScale[kind] * scale));

/** The counts a size writes (besides the demo's rows), for the bench's heading and the test. */
export function sizeCounts(name) {
  const size = sizes[name];
  if (!size) return null;
  return {
    ...Object.fromEntries(Object.keys(perScale).map((kind) => [kind, count(kind, size.scale)])),
    longLived: size.longLived,
  };
}

const demoCustomer = 'CUS-DEMO000001';
const demoProvider = 'PRV-DEMO000001';
/** The story's operator, who answers support chats (seed.ts), and the one who signs in. */
const storyOperator = 'OPR-DEMO000001';
const consoleOperator = { id: 'OPR-DEMO000002', email: 'operator@example.com' };
/** The demo customer's long support chat. */
export const longCaseId = 'CASE-SCALE-LONG';

const firstNames =
  "ARRAY['Ada','Ben','Chloe','Dev','Ella','Finn','Grace','Hugo','Isla','Jack','Kemi','Liam']";
const lastNames =
  "ARRAY['Smith','Jones','Patel','Taylor','Brown','Williams','Wilson','Khan','Evans','Thomas','Okafor','Walsh']";
const pick = (array, index) => `(${array})[1 + (${index}) % 12]`;

/**
 * The statements that grow the database to `name` (in order, each on its own; none takes parameters). The
 * numbers are the size's own, written into the text.
 */
export function scaleSeedStatements(name) {
  const counts = sizeCounts(name);
  if (!counts) return [];
  const { customers, providers, orders, messages, cases, notifications, reviews, audit } = counts;
  const long = counts.longLived;
  const customerId = (n) => `'CUS-SC' || lpad((${n})::text, 8, '0')`;
  const providerId = (n) => `'PRV-SC' || lpad((${n})::text, 8, '0')`;
  // Years of history: the oldest order is about three years old, the newest from today.
  const span = "interval '1095 days'";
  return [
    // The catalogue as seeded, numbered, to spread orders and certifications over it.
    `CREATE TEMPORARY TABLE scale_products AS
       SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, name, category, specific, currency,
         greatest(min_price, 1) AS price, pay_rate
       FROM products`,
    `INSERT INTO accounts (id, role, email, phone, first_name, last_name, email_verified, created_at)
     SELECT ${customerId('g')}, 'user', 'scale-customer-' || g || '@example.com', '07700900123',
       ${pick(firstNames, 'g')}, ${pick(lastNames, 'g / 12')} || '-' || g, true, now() - ${span} * (g::float8 / ${customers})
     FROM generate_series(1, ${customers}) g`,
    `INSERT INTO accounts (id, role, email, phone, first_name, last_name, bio, email_verified, kyc_status, rating,
       created_at)
     SELECT ${providerId('g')}, 'provider', 'scale-provider-' || g || '@example.com', '07700900201',
       ${pick(firstNames, 'g + 5')}, ${pick(lastNames, 'g / 7')} || '-' || g,
       'Trusted local trades, ' || (g % 20 + 1) || ' years in the job.', true, 'VERIFIED',
       round((3 + (g % 21) / 10.0)::numeric, 1), now() - ${span} * (g::float8 / ${providers})
     FROM generate_series(1, ${providers}) g`,
    `INSERT INTO provider_schedules (provider_id, status)
     SELECT ${providerId('g')}, CASE WHEN g % 5 = 0 THEN 'INACTIVE' ELSE 'ACTIVE' END
     FROM generate_series(1, ${providers}) g`,
    // Three products each, spread evenly over the catalogue (three apart from each other by a third of it).
    `INSERT INTO provider_services (provider_id, product_id, price, status)
     SELECT ${providerId('g')}, p.id, p.price, 'ACTIVE'
     FROM generate_series(1, ${providers}) g
     CROSS JOIN generate_series(0, 2) k
     CROSS JOIN (SELECT count(*) AS total FROM scale_products) c
     JOIN scale_products p ON p.n = (g + k * (c.total / 3)) % c.total`,
    // Bases around London, Manchester and Birmingham.
    `INSERT INTO provider_service_areas (provider_id, zip_code, lat, lng, radius_miles)
     SELECT ${providerId('g')}, (ARRAY['N1','M1','B1'])[1 + g % 3],
       (ARRAY[51.53, 53.48, 52.48])[1 + g % 3] + (g % 41 - 20) / 100.0,
       (ARRAY[-0.10, -2.24, -1.90])[1 + g % 3] + (g % 37 - 18) / 100.0, 5 + g % 26
     FROM generate_series(1, ${providers}) g`,
    // Orders: six in ten completed, then cancelled, scheduled, a direct request waiting, and a published
    // job (a bid request) whose day has mostly passed. The demo pair's come first (numbers up to long.orders).
    // A card hold lasts days, so only the last days' scheduled orders are still held (`held`): the payment
    // sweeper released the older holds, as it does in a running marketplace (the order shows Make Payment).
    `CREATE TEMPORARY TABLE scale_orders AS
     SELECT *, status = 'SCHEDULED' AND created_at > now() - interval '6 days' AS held FROM (
     SELECT g, 'ORD-SC' || lpad(g::text, 9, '0') AS id,
       CASE WHEN g <= ${long.orders} THEN '${demoCustomer}' ELSE ${customerId(`1 + g % ${customers}`)} END
         AS customer_id,
       CASE WHEN g % 10 = 9 THEN NULL
            WHEN g <= ${long.orders} THEN '${demoProvider}' ELSE ${providerId(`1 + g % ${providers}`)} END
         AS provider_id,
       (ARRAY['COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','CANCELLED','SCHEDULED',
              'NEW ORDER','NEW ORDER'])[1 + g % 10] AS status,
       now() - ${span} * (1 - g::float8 / ${orders + long.orders}) AS created_at
     FROM generate_series(1, ${orders + long.orders}) g) numbered`,
    `INSERT INTO orders (id, customer_id, provider_id, request_mode, product_id, product_name, category, specific,
       currency, price, pay_rate, amount_due, status, payment_status, provider_accepted_at, paid_at, started_at,
       ended_at, cancelled_at, cancelled_by, created_at, updated_at)
     SELECT o.id, o.customer_id, o.provider_id, CASE WHEN o.provider_id IS NULL THEN 'BID' ELSE 'DIRECT' END,
       p.id, p.name, p.category, p.specific, p.currency, p.price, p.pay_rate,
       CASE WHEN o.status IN ('COMPLETED', 'SCHEDULED') THEN p.price END, o.status,
       CASE WHEN o.status = 'COMPLETED' THEN 'RELEASED' WHEN o.held THEN 'COMPLETED' ELSE 'AWAITING PAYMENT' END,
       CASE WHEN o.status IN ('COMPLETED', 'SCHEDULED') THEN o.created_at + interval '1 hour' END,
       CASE WHEN o.status = 'COMPLETED' OR o.held THEN o.created_at + interval '2 hours' END,
       CASE WHEN o.status = 'COMPLETED' THEN o.created_at + interval '3 days' END,
       CASE WHEN o.status = 'COMPLETED' THEN o.created_at + interval '3 days 2 hours' END,
       CASE WHEN o.status = 'CANCELLED' THEN o.created_at + interval '1 day' END,
       CASE WHEN o.status = 'CANCELLED' THEN o.customer_id END,
       o.created_at, o.created_at + interval '3 days'
     FROM scale_orders o
     CROSS JOIN (SELECT count(*) AS total FROM scale_products) c
     JOIN scale_products p ON p.n = o.g % c.total`,
    `INSERT INTO order_shipping (order_id, zip_code, address, address_line1, town, lat, lng, scheduled_on)
     SELECT o.id, (ARRAY['SW1A 2AA','M1 1AE','B1 1BB'])[1 + o.g % 3], o.g || ' High Street', o.g || ' High Street',
       (ARRAY['London','Manchester','Birmingham'])[1 + o.g % 3],
       (ARRAY[51.5035, 53.4794, 52.4796])[1 + o.g % 3], (ARRAY[-0.1276, -2.2453, -1.9026])[1 + o.g % 3],
       (o.created_at + interval '3 days')::date
     FROM scale_orders o`,
    // Paid orders: captured once done, held on the card while scheduled.
    `INSERT INTO payments (id, order_id, gateway, intent_id, amount_minor, currency, status, amount_captured_minor,
       create_key, charge_id, card_brand, card_last4, receipt_issued_at, created_at, updated_at)
     SELECT 'pay_sc_' || o.g, o.id, 'sandbox', 'pi_sc_' || o.g, (o.price * 100)::int, o.currency,
       CASE WHEN o.status = 'COMPLETED' THEN 'succeeded' WHEN o.held THEN 'requires_capture' ELSE 'canceled' END,
       CASE o.status WHEN 'COMPLETED' THEN (o.price * 100)::int ELSE 0 END,
       'callout-' || o.id || '-intent-1', 'ch_sc_' || o.g, 'visa', '4242',
       CASE WHEN o.status = 'COMPLETED' THEN o.ended_at END, o.created_at + interval '2 hours',
       coalesce(o.ended_at, o.created_at + interval '2 hours' + CASE WHEN o.held THEN interval '0' ELSE interval '6 days' END)
     FROM (SELECT s.g, s.held, x.* FROM scale_orders s JOIN orders x ON x.id = s.id) o
     WHERE o.status IN ('COMPLETED', 'SCHEDULED')`,
    // Each completed order's payout, paid: gross = refunded + fee + amount, a tenth kept as the fee.
    `INSERT INTO payouts (order_id, payment_id, provider_id, amount_minor, currency, schedule, status, transfer_id,
       created_at, paid_at, gross_minor, fee_basis_points, net_minor, fee_minor, refunded_minor,
       transferred_minor, transfer_attempts, statement_mailed_at, updated_at)
     SELECT o.id, pay.id, o.provider_id, pay.amount_captured_minor - pay.amount_captured_minor / 10, o.currency,
       'WEEKLY', 'paid', 'tr_sc_' || pay.id, o.ended_at, o.ended_at + interval '7 days',
       pay.amount_captured_minor, 1000, pay.amount_captured_minor - pay.amount_captured_minor / 10,
       pay.amount_captured_minor / 10, 0, pay.amount_captured_minor - pay.amount_captured_minor / 10, 1,
       o.ended_at + interval '7 days', o.ended_at + interval '7 days'
     FROM scale_orders s JOIN orders o ON o.id = s.id JOIN payments pay ON pay.order_id = o.id
     WHERE o.status = 'COMPLETED'`,
    // The payments' triggers noted every paid order for the payment sweeper; paid out or released, only the
    // held ones have money in flight (the sweeper's first round would drop the rest). An older server's
    // schema (the benchmark's --compare) has no such table.
    `DO $$ BEGIN
       IF to_regclass('orders_to_settle') IS NOT NULL THEN
         DELETE FROM orders_to_settle t USING payments p
         WHERE p.order_id = t.order_id AND p.status <> 'requires_capture';
       END IF;
     END $$`,
    `INSERT INTO reviews (order_id, reviewer_role, reviewer_id, subject_id, rating, body, created_at)
     SELECT o.id, 'user', o.customer_id, o.provider_id, 1 + s.g % 5, 'Job done, thank you.', o.ended_at
     FROM scale_orders s JOIN orders o ON o.id = s.id
     WHERE o.status = 'COMPLETED' AND s.g > ${long.orders}
     ORDER BY s.g LIMIT ${reviews}`,
    `INSERT INTO support_cases (id, account_id, subject, status, created_at, updated_at)
     SELECT 'CASE-SC' || lpad(g::text, 8, '0'),
       CASE WHEN g <= ${long.cases} THEN '${demoCustomer}' ELSE ${customerId(`1 + g % ${customers}`)} END,
       'Question about booking ' || g, (ARRAY['NEW','OPEN','CLOSED'])[1 + g % 3],
       now() - ${span} * (1 - g::float8 / ${cases + long.cases}), now() - ${span} * (1 - g::float8 / ${cases + long.cases})
     FROM generate_series(1, ${cases + long.cases}) g`,
    `INSERT INTO support_cases (id, account_id, subject, status, created_at, updated_at)
     VALUES ('${longCaseId}', '${demoCustomer}', 'A long conversation', 'OPEN', now() - ${span}, now())`,
    // Chats: the long case's, then the rest spread over support cases and orders.
    `INSERT INTO chat_messages (category, chat_ref, sender_id, body, created_at)
     SELECT 'SUPPORT', '${longCaseId}', CASE WHEN g % 2 = 0 THEN '${demoCustomer}' ELSE '${storyOperator}' END,
       'Message ' || g || ' of our long conversation.', now() - ${span} * (1 - g::float8 / ${long.caseMessages})
     FROM generate_series(1, ${long.caseMessages}) g`,
    `INSERT INTO chat_messages (category, chat_ref, sender_id, body, created_at)
     SELECT CASE WHEN g % 2 = 0 THEN 'SUPPORT' ELSE 'ORDER' END,
       CASE WHEN g % 2 = 0 THEN 'CASE-SC' || lpad((1 + g % ${cases + long.cases})::text, 8, '0')
            ELSE 'ORD-SC' || lpad((1 + g % ${orders + long.orders})::text, 9, '0') END,
       ${customerId(`1 + g % ${customers}`)}, 'Hello, a quick question ' || g,
       now() - ${span} * (1 - g::float8 / ${messages})
     FROM generate_series(1, ${messages}) g`,
    // In the long chat every tenth message answers the one before it (its messages were numbered in a row).
    `UPDATE chat_messages SET reply_to_id = id - 1
     WHERE category = 'SUPPORT' AND chat_ref = '${longCaseId}' AND id % 10 = 0
       AND id > (SELECT min(id) FROM chat_messages WHERE category = 'SUPPORT' AND chat_ref = '${longCaseId}')`,
    `INSERT INTO notifications (account_id, body, link, created_at)
     SELECT CASE WHEN g <= ${long.notifications} THEN '${demoCustomer}'
                 WHEN g <= ${2 * long.notifications} THEN '${demoProvider}'
                 ELSE ${customerId(`1 + g % ${customers}`)} END,
       'Your order has an update (' || g || ').', '/orders', now() - ${span} * (1 - g::float8 / ${notifications + 2 * long.notifications})
     FROM generate_series(1, ${notifications + 2 * long.notifications}) g`,
    `INSERT INTO ops_audit (at, operator_id, operator_email, action, subject_type, subject_id, account_id, note)
     SELECT now() - ${span} * (1 - g::float8 / ${audit}), '${consoleOperator.id}', '${consoleOperator.email}',
       (ARRAY['account.suspend','account.reinstate','order.refund'])[1 + g % 3],
       CASE WHEN g % 3 = 2 THEN 'order' ELSE 'account' END,
       CASE WHEN g % 3 = 2 THEN 'ORD-SC' || lpad((1 + g % ${orders + long.orders})::text, 9, '0')
            ELSE ${customerId(`1 + g % ${customers}`)} END,
       ${customerId(`1 + g % ${customers}`)}, 'Checked with the customer ' || g
     FROM generate_series(1, ${audit}) g`,
    'DROP TABLE scale_orders',
    'DROP TABLE scale_products',
    ...deepCleanersNearby(sizes[name].deepCleanersNearby ?? 0),
  ];
}

/**
 * `count` cleaners based within a few miles of Westminster (SW1A), free every day, each with a deep clean at a
 * price and rating of their own and an area of 25 miles: more than two pages of the providers list for a job
 * there.
 */
function deepCleanersNearby(count) {
  if (count === 0) return [];
  const id = (n) => `'PRV-SCNEAR' || lpad((${n})::text, 4, '0')`;
  return [
    `INSERT INTO accounts (id, role, email, phone, first_name, last_name, bio, email_verified, kyc_status, rating,
       created_at)
     SELECT ${id('g')}, 'provider', 'scale-near-' || g || '@example.com', '07700900202', 'Near',
       'Cleaner-' || g, 'Deep cleans across London.', true, 'VERIFIED', round((3 + (g * 7 % 21) / 10.0)::numeric, 1),
       now()
     FROM generate_series(1, ${count}) g`,
    `INSERT INTO provider_schedules (provider_id, status) SELECT ${id('g')}, 'ACTIVE' FROM generate_series(1, ${count}) g`,
    `INSERT INTO provider_services (provider_id, product_id, price, status)
     SELECT ${id('g')}, p.id, least(p.max_price, greatest(p.min_price, 1) + (g * 37) % 97), 'ACTIVE'
     FROM generate_series(1, ${count}) g JOIN products p ON p.name = 'Deep clean'`,
    `INSERT INTO provider_service_areas (provider_id, zip_code, lat, lng, radius_miles)
     SELECT ${id('g')}, 'SW1A', 51.50 + (g % 9 - 4) / 100.0, -0.13 + (g % 11 - 5) / 100.0, 25
     FROM generate_series(1, ${count}) g`,
  ];
}
