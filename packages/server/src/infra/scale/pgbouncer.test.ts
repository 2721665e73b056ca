// The real server process behind a real PgBouncer (Debian's, 1.18) in transaction mode, as operators run it
// at scale: DATABASE_URL is PgBouncer, DATABASE_DIRECT_URL PostgreSQL itself (the LISTEN connection and
// the migrations). Each call of a working day must work through it: signing in, booking, paying (sandbox),
// chatting, the live updates stream and the operators' console. PgBouncer lends its few server connections
// to the app's many, one transaction at a time, so a named prepared statement or anything else kept on a
// connection would fail here.
import { supportCasesResponseSchema } from '@callout/contracts/support';
import { postgresOn, type TestDatabase } from '@callout/server-testing/backends';
import { orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { operatorPassword } from '@callout/server-testing/fixtures/support';
import { httpClient, testHashCost, uniqueEmail } from '@callout/server-testing/harness';
import { openLiveStream } from '@callout/server-testing/live-stream';
import { type PgBouncer, startPgBouncer } from '@callout/server-testing/pgbouncer';
import { postgresServer, type TestPostgres } from '@callout/server-testing/postgres-server';
import { type ServerProcess, startServerProcess } from '@callout/server-testing/server-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../domain/accounts/auth/passwords';
import { demoLogins } from '../../domain/ops/demo/seed';
import { saveOperator } from '../../domain/support/operators';
import { type Database, openDatabase } from '../db/database';

describe('the server behind PgBouncer in transaction mode', () => {
  let postgres: TestPostgres;
  let database: TestDatabase;
  let bouncer: PgBouncer;
  let server: ServerProcess;
  /** PostgreSQL itself, for the fixtures that set up accounts. */
  let db: Database;
  let c: ReturnType<typeof httpClient>;

  beforeAll(async () => {
    postgres = await postgresServer();
    database = await postgresOn(postgres.url).create();
    const direct = database.vars.DATABASE_URL ?? '';
    bouncer = await startPgBouncer(postgres.url, { poolMode: 'transaction', poolSize: 3 });
    server = await startServerProcess({
      DATA_DIR: database.vars.DATA_DIR,
      DATABASE_URL: bouncer.through(direct),
      DATABASE_POOL_MODE: 'transaction',
      DATABASE_DIRECT_URL: direct,
      LOG_LEVEL: 'warn',
    });
    db = await openDatabase({ DATA_DIR: database.vars.DATA_DIR, DATABASE_URL: direct });
    c = httpClient(server.url);
  }, 120_000);

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await db?.close();
    await bouncer?.stop();
    await database?.drop();
    postgres?.stop();
  });

  it('is a PgBouncer that cannot carry named prepared statements (what the setting avoids)', async () => {
    const named = await openDatabase({
      DATA_DIR: database.vars.DATA_DIR,
      DATABASE_URL: bouncer.through(database.vars.DATABASE_URL ?? ''),
    });
    try {
      const failures: string[] = [];
      for (let round = 0; round < 20 && failures.length === 0; round += 1) {
        const calls = Array.from({ length: 10 }, (_, i) =>
          named
            .query('SELECT $1::int + 1 AS n', [i])
            .catch((error: Error) => void failures.push(error.message)),
        );
        await Promise.all(calls);
      }
      expect(failures[0]).toMatch(/prepared statement "s[\w-]+" (does not exist|already exists)/);
    } finally {
      await named.close();
    }
  });

  it('signs in, books, pays in the sandbox, chats with the live stream hearing it, and serves the operators', async () => {
    const demo = demoLogins.find((login) => login.role === 'customer');
    const demoLogin = await c.post('/login', { email: demo?.email ?? '', password: demo?.password ?? '' });
    expect(demoLogin.status).toBe(200);

    const world = await orderWorld(db, c);
    const orderid = await world.book();
    const paid = await world.pay(orderid);
    expect(paid.status).toBe(200);
    const order = await c.get(`/orderdetails?orderid=${orderid}`, world.customer.token);
    expect(order.status).toBe(200);
    expect(order.body.orderInfo).toMatchObject([{ OrderStatus: 'SCHEDULED', PaymentStatus: 'COMPLETED' }]);

    // The provider's stream hears the customer's chat message on the order.
    const ticket = await c.post('/provider/events/ticket', {}, world.provider.token);
    expect(ticket.status).toBe(200);
    const stream = await openLiveStream(server.url, (ticket.body.data as { ticket: string }).ticket);
    expect(stream.status).toBe(200);
    try {
      const posted = await c.post(
        '/newchat',
        { ChatId: orderid, Category: 'ORDER', Message: 'Through the pooler' },
        world.customer.token,
      );
      expect(posted.status).toBe(201);
      const heard = await stream.next((event) => event.event === 'chat', 10_000);
      expect(heard.data).toMatchObject({ type: 'chat', category: 'ORDER', chatId: orderid });
      const messages = await c.post(
        '/provider/loadchats',
        { category: 'ORDER', chatid: orderid },
        world.provider.token,
      );
      expect(JSON.stringify(messages.body)).toContain('Through the pooler');
    } finally {
      stream.close();
    }

    // A customer's support case, seen and answered in the operators' console.
    const created = await c.post('/newsupportcase', { value: 'Pooled question' }, world.customer.token);
    expect(created.status).toBe(201);
    const cases = supportCasesResponseSchema.parse(
      (await c.post('/loadsupportcases', { value: '' }, world.customer.token)).body,
    );
    const caseId = cases.data?.[0]?.CaseID ?? '';
    const email = uniqueEmail('operator');
    await saveOperator(db, createPasswordHasher(testHashCost), {
      email,
      firstName: 'Olu',
      lastName: 'Staff',
      password: operatorPassword,
    });
    const staff = await c.post('/operator/login', { email, password: operatorPassword });
    const token = (staff.body.data as { Token?: string } | undefined)?.Token ?? '';
    expect(token).not.toBe('');
    const queue = await c.get('/operator/cases', token);
    expect(queue.status).toBe(200);
    expect(JSON.stringify(queue.body)).toContain(caseId);
    const answered = await c.post(`/operator/cases/${caseId}/reply`, { Message: 'We are on it' }, token);
    expect(answered.status).toBe(201);
    const closed = await c.post(`/operator/cases/${caseId}/status`, { value: 'CLOSED' }, token);
    expect(closed.status).toBe(200);
    expect(server.output()).not.toMatch(/prepared statement|"level":50/);
  }, 60_000);
});
