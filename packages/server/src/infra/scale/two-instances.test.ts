// Two API instances on one PostgreSQL database, each with its own connection pool, as two processes behind a
// load balancer run: a user whose requests land on either instance must see one service.
import { loginResponseSchema } from '@callout/contracts/accounts';
import { loadChatsResponseSchema, supportCasesResponseSchema } from '@callout/contracts/support';
import { postgresBackend, type TestDatabase } from '@callout/server-testing/backends';
import {
  client,
  latestCode,
  signUp,
  strongPassword,
  testHashCost,
  uniqueEmail,
} from '@callout/server-testing/harness';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { rateRules } from '../../domain/accounts/auth/rate-limit';
import { demoCatalogue } from '../../domain/ops/demo/demo-catalogue';
import { readEnv } from '../../env';
import { messages } from '../../messages';

describe.runIf(postgresBackend)('two API instances on one PostgreSQL database', () => {
  let database: TestDatabase | undefined;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    if (!postgresBackend) return;
    database = await postgresBackend.create();
    const env = readEnv({ ...database.vars, LOG_LEVEL: 'silent', DEMO_MODE: 'true' });
    // No shared `database` option: each app opens its own pool from DATABASE_URL. Started together, as a
    // deployment starts them, so both race to migrate and seed the empty database.
    const start = () => buildApp({ env, serveWebApp: false, hashCost: testHashCost });
    [a, b] = await Promise.all([start(), start()]);
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('migrates and seeds the demo data once when both start at the same time', async () => {
    const categories = [await client(a).get('/categories'), await client(b).get('/categories')];
    for (const { status, body } of categories) {
      expect(status).toBe(200);
      expect(body.data).toHaveLength(demoCatalogue.length);
    }
    expect(categories[0]?.body.data).toEqual(categories[1]?.body.data);
  });

  it('accepts a session started on one instance on the other, and a logout on either ends it on both', async () => {
    // One person behind the balancer: the same address reaches both instances.
    const onA = client(a);
    const onB = client(b, onA.ip);
    const { token } = await signUp(onA, 'user');

    expect((await onB.get('/valsession', token)).status).toBe(200);
    expect((await onB.get('/profile', token)).status).toBe(200);

    expect(await onB.get('/logout', token)).toMatchObject({ status: 200, body: { success: true } });
    expect(await onA.get('/valsession', token)).toMatchObject({
      status: 401,
      body: { message: messages.sessionExpired },
    });
  });

  it('counts failed logins of one email from one address on both instances against one limit', async () => {
    const onA = client(a);
    const onB = client(b, onA.ip);
    // Registered without logging in, so every counted attempt below is a wrong guess.
    const email = uniqueEmail('guessed');
    const registered = await onA.post('/register', { email, phone: '07700900999', password: strongPassword });
    expect(registered.status).toBe(201);
    const { limit } = rateRules.loginFailedPerPair;

    // The attempts a single instance allows, half through each and at the same time.
    const attempts = await Promise.all(
      Array.from({ length: limit }, (_, i) =>
        (i % 2 ? onB : onA).post('/login', { email, password: 'Wrong#1234' }),
      ),
    );
    expect(attempts.map((attempt) => attempt.status)).toEqual(Array(limit).fill(401));

    // One more from that address, even with the right password, is refused on either instance.
    for (const instance of [onA, onB]) {
      expect(await instance.post('/login', { email, password: strongPassword })).toMatchObject({
        status: 429,
        body: { message: messages.tooManyAttempts },
      });
    }
  });

  it('shows a chat message posted on one instance to a reader on the other', async () => {
    const onA = client(a);
    const onB = client(b, onA.ip);
    const { token } = await signUp(onA, 'user');
    expect((await onA.post('/newsupportcase', { value: 'Invoice is missing' }, token)).status).toBe(201);
    const cases = supportCasesResponseSchema.parse(
      (await onB.post('/loadsupportcases', { value: '' }, token)).body,
    );
    const chatId = cases.data?.[0]?.CaseID ?? '';
    expect(chatId).toMatch(/^CS-/);

    const form = { ChatId: chatId, Category: 'SUPPORT' };
    expect((await onA.post('/newchat', { ...form, Message: 'Sent through A' }, token)).status).toBe(201);
    expect((await onB.post('/newchat', { ...form, Message: 'Sent through B' }, token)).status).toBe(201);

    for (const reader of [onA, onB]) {
      const chat = loadChatsResponseSchema.parse(
        (await reader.post('/loadchats', { category: 'SUPPORT', chatid: chatId }, token)).body,
      );
      expect(chat.data?.map((message) => message.Message)).toEqual(['Sent through A', 'Sent through B']);
    }
  });

  it('verifies on one instance the registration code mailed through the other', async () => {
    const onA = client(a);
    const onB = client(b, onA.ip);
    const email = uniqueEmail('joining');
    const registered = await onA.post('/register', { email, phone: '07700900999', password: strongPassword });
    expect(registered.status).toBe(201);

    const code = await latestCode(b, email);
    const login = loginResponseSchema.parse(
      (await onB.post('/login', { email, password: strongPassword })).body,
    );
    const token = login.data?.Token ?? '';
    expect(await onB.post('/verifyemail', { value: code }, token)).toMatchObject({
      status: 200,
      body: { message: messages.emailVerified },
    });
    // Used up for both.
    expect(await onA.post('/verifyemail', { value: code }, token)).toMatchObject({
      status: 400,
      body: { message: messages.emailNotVerified },
    });
  });
});
