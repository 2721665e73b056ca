// A backup taken through the running server (`backup:create`, GET /api/ops/backup) and
// restored into an empty DATA_DIR (`backup:restore`) gives a server that answers as the first one did, to
// the same sessions: orders, order details, chats and their pictures, payments.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paymentIntentResponseSchema } from '@callout/contracts/booking';
import { loadChatsResponseSchema } from '@callout/contracts/support';
import { backends, postgresBackend } from '@callout/server-testing/backends';
import { day, makeCustomer, productId, query } from '@callout/server-testing/fixtures/orders';
import { openCase, pixelDataUrl, pixelPng, signInOperator } from '@callout/server-testing/fixtures/support';
import {
  type Client,
  client,
  startTestServer,
  type TestServer,
  testHashCost,
} from '@callout/server-testing/harness';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { CliIo } from '../../cli/cli-io';
import { runOperatorCli } from '../../cli/operator';
import { writeSessionFile } from '../../cli/operator-session';
import { demoProviders } from '../../domain/ops/demo/demo-accounts';
import { type Env, readEnv } from '../../env';
import { openDatabase } from '../db/database';
import { migrationIds } from '../db/migrate';
import { backupMessages } from './backup-messages';

const [pglite] = backends;
const james = demoProviders[1]?.id ?? '';

/** Runs one CLI command in-process with `env`, the database it names opened as the real CLI would. */
async function cli(env: Env, sessionFile: string, argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    env,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readSecret: async () => '',
    openDatabase: () => openDatabase(env),
    defaultSessionFile: sessionFile,
    fetch: globalThis.fetch,
  };
  const code = await runOperatorCli(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** What a customer sees of their account: the calls the web app makes, with picture addresses unsigned. */
async function customerView(app: FastifyInstance, token: string, orderid: string, caseId: string) {
  const c = client(app);
  const chats = async (category: string, chatid: string) => {
    const answer = loadChatsResponseSchema.parse(
      (await c.post('/loadchats', { category, chatid }, token)).body,
    );
    const pictures = [];
    for (const message of answer.data ?? []) {
      if (!message.ImageUrl) continue;
      const picture = await app.inject({
        url: message.ImageUrl,
        headers: { authorization: `Bearer ${token}` },
      });
      pictures.push({
        status: picture.statusCode,
        type: picture.headers['content-type'],
        bytes: picture.rawPayload,
      });
    }
    // A signed address carries its expiry: the same picture may get a later one.
    const messages = (answer.data ?? []).map((m) => ({ ...m, ImageUrl: m.ImageUrl?.split('?')[0] ?? null }));
    return { messages, pictures };
  };
  return {
    orders: (await c.get('/orders', token)).body,
    details: (await c.get(`/orderdetails${query({ orderid })}`, token)).body,
    payment: (await c.get(`/paymentintent${query({ orderid })}`, token)).body,
    orderChat: await chats('ORDER', orderid),
    supportChat: await chats('SUPPORT', caseId),
    cases: (await c.post('/loadsupportcases', { value: '' }, token)).body,
  };
}

describe('backup and restore of the embedded database', () => {
  let server: TestServer;
  let restored: FastifyInstance | undefined;
  let c: Client;
  let url: string;
  const dir = mkdtempSync(join(tmpdir(), 'callout-backup-'));
  const sessionFile = join(dir, 'session.json');
  const file = join(dir, 'nightly.tar.gz');
  const freshDataDir = join(dir, 'restored');
  const envOf = (DATA_DIR: string) => readEnv({ DATA_DIR, LOG_LEVEL: 'silent', DEMO_MODE: 'true' });

  beforeAll(async () => {
    if (!pglite) throw new Error('no PGlite backend');
    server = await startTestServer(pglite);
    url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    c = client(server.app);
  }, 60_000);
  afterAll(async () => {
    await restored?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores a copy taken while the server runs, and the new server answers the same sessions alike', async () => {
    // A customer with a paid order to a demo provider, an order chat and a support chat with pictures.
    const customer = await makeCustomer(c);
    const booked = await c.post(
      '/requestservice',
      {
        prodid: await productId(server.db, 'Leak repair'),
        zipcode: 'SE1 7PB',
        address: '1 Waterloo Road',
        scheduled: day(2),
        provider: james,
      },
      customer.token,
    );
    expect(booked.status, booked.body.message).toBe(201);
    const orderid = booked.body.message;
    const intent = paymentIntentResponseSchema.parse(
      (await c.get(`/paymentintent${query({ orderid })}`, customer.token)).body,
    );
    const paid = await c.post('/sandbox-gateway/confirm', {
      clientSecret: intent.data?.clientSecret ?? '',
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(paid.status, paid.body.message).toBe(200);
    await c.get(`/confirmpayment${query({ orderid })}`, customer.token);
    const orderChat = { ChatId: orderid, Category: 'ORDER', ImageData: pixelDataUrl, Message: 'The leak' };
    expect((await c.post('/newchat', orderChat, customer.token)).status).toBe(201);
    const caseId = await openCase(c, 'user', customer.token, 'Charged twice for the leak');
    const supportChat = { ChatId: caseId, Category: 'SUPPORT', ImageData: pixelDataUrl, Message: 'Receipt' };
    expect((await c.post('/newchat', supportChat, customer.token)).status).toBe(201);
    const before = await customerView(server.app, customer.token, orderid, caseId);
    expect(before.orderChat.pictures).toEqual([
      { status: 200, type: 'image/png', bytes: Buffer.from(pixelPng, 'base64') },
    ]);
    expect(before.payment).toMatchObject({ success: true, message: 'Payment Completed' });

    // Without an operator session the server refuses; with one it makes the copy while others write.
    expect(await cli(server.env, sessionFile, ['backup:create', file, '--server', url])).toMatchObject({
      code: 1,
      err: expect.stringContaining('Run: login <email>'),
    });
    expect((await c.get('/ops/backup', customer.token)).status).toBe(401);
    const operator = await signInOperator(server, c);
    await writeSessionFile(sessionFile, { server: url, token: operator.token, email: operator.email });
    const writes = Promise.all(
      [1, 2, 3].map((n) =>
        c.post('/newchat', { ...supportChat, ImageData: '', Message: `More ${n}` }, customer.token),
      ),
    );
    const created = await cli(server.env, sessionFile, ['backup:create', file]);
    expect(created.err).toBe('');
    expect(created).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^Backup made by http:\/\/127\.0\.0\.1:\d+ written to /),
    });
    expect((await writes).map((w) => w.status)).toEqual([201, 201, 201]);
    const checksum = readFileSync(`${file}.sha256`, 'utf8');
    expect(checksum).toMatch(/^[0-9a-f]{64} {2}nightly\.tar\.gz\n$/);
    expect(created.out).toContain(checksum.slice(0, 64));

    // Only into an empty DATA_DIR.
    expect(await cli(server.env, sessionFile, ['backup:restore', file])).toMatchObject({
      code: 1,
      err: backupMessages.dataDirNotEmpty(server.env.DATA_DIR),
    });
    const restore = await cli(envOf(freshDataDir), sessionFile, ['backup:restore', file]);
    expect(restore.err).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.out).toMatch(
      /^Restored .+ into DATA_DIR .+: \d+ accounts, \d+ orders\.\nThe checksum matched\./,
    );
    // This release's last migration, whichever it is.
    const latest = (await migrationIds()).at(-1);
    expect(restore.out).toContain(`Schema up to date (${latest}).`);

    // The old sessions (rows in the copy) still work, and everything reads as before.
    restored = await buildApp({ env: envOf(freshDataDir), serveWebApp: false, hashCost: testHashCost });
    const after = await customerView(restored, customer.token, orderid, caseId);
    expect(after.orders).toEqual(before.orders);
    expect(after.details).toEqual(before.details);
    expect(after.payment).toEqual(before.payment);
    expect(after.orderChat).toEqual(before.orderChat);
    // A consistent copy: what was there before, then whichever of the posts made during the backup had
    // committed when it was taken (each post is a transaction of its own, so any of them, each one whole).
    expect(before.supportChat.messages).toEqual(
      after.supportChat.messages.slice(0, before.supportChat.messages.length),
    );
    const during = after.supportChat.messages.slice(before.supportChat.messages.length);
    expect(during.length).toBeLessThanOrEqual(3);
    expect(new Set(during.map((m) => m.Message)).size).toBe(during.length);
    for (const message of during) {
      expect(message.Message).toMatch(/^More [123]$/);
      expect(message.ImageUrl).toBeNull();
    }
    expect(after.supportChat.pictures).toEqual(before.supportChat.pictures);
    expect(after.cases).toEqual(before.cases);
    const relogin = await client(restored).post('/login', { email: customer.email, password: 'Secret#123' });
    expect(relogin.status).toBe(200);
  }, 120_000);

  it('refuses a damaged backup and leaves the folder empty', async () => {
    const damaged = join(dir, 'damaged.tar.gz');
    const bytes = readFileSync(file);
    const middle = bytes.length >> 1;
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    writeFileSync(damaged, bytes);
    writeFileSync(`${damaged}.sha256`, readFileSync(`${file}.sha256`));
    const target = join(dir, 'empty');
    mkdirSync(target);
    expect(await cli(envOf(target), sessionFile, ['backup:restore', damaged])).toMatchObject({
      code: 1,
      err: backupMessages.checksumMismatch(damaged),
    });
    const notOurs = join(dir, 'not-ours.tar.gz');
    writeFileSync(notOurs, 'hello');
    const refused = await cli(envOf(target), sessionFile, ['backup:restore', notOurs]);
    expect(refused).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^.+not-ours\.tar\.gz could not be restored: /),
    });
    expect(refused.out).toBe('');
    expect(readdirSync(target)).toEqual([]);
  }, 60_000);

  it('copies a stopped server’s DATA_DIR directly when no server answers', async () => {
    await restored?.close();
    restored = undefined;
    const copy = join(dir, 'offline.tar.gz');
    const nobody = 'http://127.0.0.1:9'; // the discard port: nothing listens
    const made = await cli(envOf(freshDataDir), sessionFile, ['backup:create', copy, '--server', nobody]);
    expect(made).toMatchObject({
      code: 0,
      err: expect.stringContaining('No server answers at http://127.0.0.1:9'),
    });
    const again = await cli(envOf(join(dir, 'third')), sessionFile, ['backup:restore', copy]);
    expect(again).toMatchObject({ code: 0, out: expect.stringContaining('The checksum matched.') });
    expect(
      await cli(envOf(join(dir, 'none')), sessionFile, ['backup:create', copy, '--server', nobody]),
    ).toMatchObject({
      code: 1,
      err: backupMessages.noDatabase(join(dir, 'none')),
    });
  }, 60_000);
});

describe.runIf(postgresBackend)('backup with PostgreSQL', () => {
  let server: TestServer;
  const dir = mkdtempSync(join(tmpdir(), 'callout-backup-pg-'));
  beforeAll(async () => {
    if (postgresBackend) server = await startTestServer(postgresBackend);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('points at pg_dump and pg_restore', async () => {
    const c = client(server.app);
    const operator = await signInOperator(server, c);
    expect(await c.get('/ops/backup', operator.token)).toEqual({
      status: 409,
      body: { success: false, message: backupMessages.usePgDump },
    });
    const sessionFile = join(dir, 'session.json');
    expect(await cli(server.env, sessionFile, ['backup:create', join(dir, 'x.tar.gz')])).toMatchObject({
      code: 1,
      err: backupMessages.usePgDump,
    });
    expect(await cli(server.env, sessionFile, ['backup:restore', join(dir, 'x.tar.gz')])).toMatchObject({
      code: 1,
      err: backupMessages.usePgRestore,
    });
  });
});
