// Each release starts on the previous release's database. The database of the release
// before the 0050–0080 migrations (schema up to 0040, rows written the way that server wrote them) is
// opened by this release's server: it migrates, and its people log in, find their orders and see their
// pictures under today's rules (chat pictures private, through signed addresses).

import { loadChatsResponseSchema } from '@callout/contracts/support';
import { backends } from '@callout/server-testing/backends';
import { query } from '@callout/server-testing/fixtures/orders';
import { pixelPng } from '@callout/server-testing/fixtures/support';
import { client, testHashCost } from '@callout/server-testing/harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createPasswordHasher } from '../../domain/accounts/auth/passwords';
import { sha256 } from '../../domain/accounts/auth/tokens';
import { readEnv } from '../../env';
import { type Database, openDatabase, type Queryable } from './database';
import { migrate, migrationIds } from './migrate';

/** The last migration of the previous release (the branch that added 0050–0080 started from 9dde8ca). */
const previousRelease = '0040-order-lifecycle';
const password = 'Upgrade#2024';
const customerToken = 'old-release-session-token-0123456789';
const ids = {
  customer: 'CUS-OLDRELEASE1',
  provider: 'PRV-OLDRELEASE1',
  order: 'ORD-OLDREL0001',
  case: 'CS-OLDREL01',
  profilePicture: 'old-profile-picture',
  chatPicture: 'old-chat-picture',
};

/** Rows as the 0040-era server wrote them: only the columns and tables it knew. */
async function writeOldReleaseData(db: Queryable, passwordHash: string): Promise<void> {
  await db.query(
    `INSERT INTO images (id, mime, data_base64) VALUES ($1, 'image/png', $3), ($2, 'image/png', $3)`,
    [ids.profilePicture, ids.chatPicture, pixelPng],
  );
  await db.query(
    `INSERT INTO accounts (id, role, email, phone, first_name, last_name, password_hash, email_verified, image_id, kyc_status)
     VALUES ($1, 'user', 'old.customer@example.org', '07700900001', 'Olga', 'Old', $3, true, NULL, NULL),
            ($2, 'provider', 'old.provider@example.org', '07700900002', 'Piet', 'Prior', $3, true, $4, 'VERIFIED')`,
    [ids.customer, ids.provider, passwordHash, ids.profilePicture],
  );
  await db.query(
    `INSERT INTO sessions (token_hash, account_id, expires_at) VALUES ($1, $2, now() + interval '30 days')`,
    [sha256(customerToken), ids.customer],
  );
  // Codes of the purposes 0060 retires.
  await db.query(
    `INSERT INTO one_time_codes (account_id, purpose, code_hash, expires_at)
     VALUES ($1, 'signup', 'x', now() + interval '1 hour'), ($1, 'session', 'y', now() + interval '1 hour')`,
    [ids.customer],
  );
  await db.exec(
    `INSERT INTO categories (name, description, img_link, position) VALUES ('Heritage plumbing', 'Pipes', '/c.svg', 1);
     INSERT INTO specifics (category, name, description, img_link) VALUES ('Heritage plumbing', 'Leaks', 'Drips', '/s.svg')`,
  );
  const [product] = await db.query<{ id: number }>(
    `INSERT INTO products (category, specific, name, description, img_link, min_price, max_price, pay_rate)
     VALUES ('Heritage plumbing', 'Leaks', 'Old leak repair', 'Fix a leak', '/p.svg', 50, 150, 'PER JOB') RETURNING id`,
  );
  await db.query(
    `INSERT INTO orders (id, customer_id, provider_id, request_mode, product_id, product_name, category, specific,
       currency, price, pay_rate, amount_due, status, payment_status, provider_accepted_at, paid_at, started_at)
     VALUES ($1, $2, $3, 'DIRECT', $4, 'Old leak repair', 'Heritage plumbing', 'Leaks', 'GBP', 85, 'PER JOB', 85,
       'IN-PROGRESS', 'COMPLETED', now(), now(), now())`,
    [ids.order, ids.customer, ids.provider, product?.id],
  );
  await db.query(
    `INSERT INTO order_shipping (order_id, zip_code, address, lat, lng, scheduled_on)
     VALUES ($1, 'SE1 7PB', '1 Waterloo Road', 51.5, -0.11, current_date)`,
    [ids.order],
  );
  await db.query(
    `INSERT INTO payments (id, order_id, gateway, intent_id, amount_minor, currency, status, create_key)
     VALUES ('PAY-OLD1', $1, 'sandbox', 'pi_sbx_old1', 8500, 'gbp', 'requires_capture', 'callout-old-1')`,
    [ids.order],
  );
  // The provider's one global position, which 0070 drops.
  await db.query(`INSERT INTO provider_locations (provider_id, lat, lng) VALUES ($1, 51.51, -0.12)`, [
    ids.provider,
  ]);
  await db.query(
    `INSERT INTO mail_outbox (to_address, subject, text_body) VALUES ('old.customer@example.org', 'Old mail', 'Code 123456')`,
  );
  await db.query(
    `INSERT INTO chat_messages (category, chat_ref, sender_id, body, image_id)
     VALUES ('ORDER', $1, $2, 'The leak, before', $3)`,
    [ids.order, ids.customer, ids.chatPicture],
  );
  await db.query(`INSERT INTO support_cases (id, account_id, subject) VALUES ($1, $2, 'Old case')`, [
    ids.case,
    ids.customer,
  ]);
}

describe.each(backends)('upgrade from the previous release on $name', (backend) => {
  let drop: () => Promise<void>;
  let db: Database;
  let vars: Record<string, string>;
  beforeAll(async () => {
    const created = await backend.create();
    drop = created.drop;
    vars = created.vars;
    db = await openDatabase(readEnv({ ...vars, LOG_LEVEL: 'silent' }));
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('migrates a database of the previous release, and its data answers under the new rules', async () => {
    const all = await migrationIds();
    const older = all.filter((id) => id <= previousRelease);
    expect(await migrate(db, { upTo: previousRelease })).toEqual(older);
    await writeOldReleaseData(db, await createPasswordHasher(testHashCost).hash(password));

    const env = readEnv({ ...vars, LOG_LEVEL: 'silent', DEMO_MODE: 'true' });
    const app = await buildApp({ env, serveWebApp: false, database: db, hashCost: testHashCost });
    try {
      const applied = await db.query<{ id: string }>(
        `SELECT id FROM schema_migrations WHERE id ~ '^[0-9]' ORDER BY id`,
      );
      expect(applied.map((row) => row.id)).toEqual(all);
      const c = client(app);

      // The old session still works, and so does the password.
      expect((await c.get('/valsession', customerToken)).status).toBe(200);
      const login = await c.post('/login', { email: 'old.customer@example.org', password });
      expect(login.status, login.body.message).toBe(200);
      const token = (login.body.data as { Token: string }).Token;

      const orders = await c.get('/orders', token);
      expect(JSON.stringify(orders.body)).toContain(ids.order);
      const details = await c.get(`/orderdetails${query({ orderid: ids.order })}`, token);
      expect(details).toMatchObject({ status: 200, body: { success: true } });
      expect(JSON.stringify(details.body)).toContain('Old leak repair');

      // 0080: the chat picture is private now, served only at a signed address; a profile photo stays public.
      expect((await app.inject({ url: `/api/images/${ids.chatPicture}` })).statusCode).toBe(404);
      expect((await app.inject({ url: `/api/images/${ids.profilePicture}` })).statusCode).toBe(200);
      const chats = loadChatsResponseSchema.parse(
        (await c.post('/loadchats', { category: 'ORDER', chatid: ids.order }, token)).body,
      );
      const imageUrl = chats.data?.[0]?.ImageUrl ?? '';
      expect(imageUrl).toMatch(/^\/api\/media\/chat\//);
      const picture = await app.inject({ url: imageUrl, headers: { authorization: `Bearer ${token}` } });
      expect(picture.statusCode).toBe(200);
      expect(picture.rawPayload.equals(Buffer.from(pixelPng, 'base64'))).toBe(true);

      // 0070: the global position is gone, not turned into anyone's order position.
      const [tables] = await db.query<{ old: string | null; positions: number }>(
        `SELECT to_regclass('provider_locations')::text AS old, (SELECT count(*)::int FROM order_positions) AS positions`,
      );
      expect(tables).toEqual({ old: null, positions: 0 });
      // 0060: retired code purposes are mapped; the old outbox mail is still readable in demo mode.
      const purposes = await db.query<{ purpose: string }>(
        'SELECT DISTINCT purpose FROM one_time_codes WHERE account_id = $1',
        [ids.customer],
      );
      expect(purposes).toEqual([{ purpose: 'verify' }]);
      const mailbox = (await app.inject({ url: '/dev/mailbox.json' })).json() as Array<{ subject: string }>;
      expect(mailbox.map((mail) => mail.subject)).toContain('Old mail');
    } finally {
      await app.close();
    }
  }, 120_000);
});
