// PostgreSQL going away under the real server process and coming back: its connections dropped
// (pg_terminate_backend), a plain restart, and a network cut of a few seconds (a TCP proxy that stops passing
// bytes, @callout/server-testing/cut-proxy). Meanwhile calls answer 503 with Retry-After, never 500 and
// never later than the database timeouts allow, and /readyz names the database; afterwards the API works
// without a restart, the live stream carries events again, and what was published while the listening
// connection was down is made up for by a `resync` sent once it listens again (the client reads afresh).
import type { TestDatabase } from '@callout/server-testing/backends';
import { postgresOn } from '@callout/server-testing/backends';
import { type CutProxy, startCutProxy } from '@callout/server-testing/cut-proxy';
import { openCase } from '@callout/server-testing/fixtures/support';
import { httpClient, signUp } from '@callout/server-testing/harness';
import { type LiveStream, openLiveStream, type StreamEvent } from '@callout/server-testing/live-stream';
import { postgresServer, type TestPostgres } from '@callout/server-testing/postgres-server';
import { type ServerProcess, startServerProcess } from '@callout/server-testing/server-process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenerApplicationName } from '../live/pg-listener';

const connectTimeoutMs = 1000;
const queryTimeoutMs = 2000;
/** The longest a call may take while the database is away: a wait for a connection, then one statement. */
const answerWithinMs = connectTimeoutMs + queryTimeoutMs + 1500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PostgreSQL restarting, dropping connections and cut off under the server', () => {
  let postgres: TestPostgres;
  let database: TestDatabase;
  let proxy: CutProxy;
  let server: ServerProcess;
  let c: ReturnType<typeof httpClient>;
  let customer: { token: string };
  let caseId: string;
  let stream: LiveStream;
  /** Every status the API answered, to prove none was a 500. */
  const statuses: number[] = [];

  const call = async (method: 'get' | 'post', path: string, form: Record<string, string> = {}) => {
    const started = performance.now();
    const answer =
      method === 'get' ? await c.get(path, customer.token) : await c.post(path, form, customer.token);
    statuses.push(answer.status);
    return { ...answer, headers: answer.headers, ms: performance.now() - started };
  };
  const readOrders = () => call('get', '/orders');
  const post = (message: string) =>
    call('post', '/newchat', { ChatId: caseId, Category: 'SUPPORT', Message: message });
  const readiness = async () => {
    const response = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(10_000) });
    return { status: response.status, body: (await response.json()) as { reason?: string } };
  };
  /** An answer of the database being away: 503, Retry-After, in time. */
  const expectUnavailable = (answer: Awaited<ReturnType<typeof call>>) => {
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    expect(answer.body.success).toBe(false);
    expect(answer.ms).toBeLessThan(answerWithinMs);
  };
  /** Calls again until the API answers 2xx (at most `withinMs`); every answer before must be a 503. */
  const untilBack = async (withinMs = 20_000) => {
    const started = Date.now();
    for (;;) {
      const answer = await readOrders();
      if (answer.status === 200) return Date.now() - started;
      expect(answer.status).toBe(503);
      if (Date.now() - started > withinMs) throw new Error(`the API did not come back in ${withinMs} ms`);
      await sleep(200);
    }
  };
  /** The first event after the `from`th of the stream that matches. */
  const nextAfter = (from: number, match: (event: StreamEvent) => boolean, timeoutMs = 15_000) =>
    stream.next((event) => stream.events.indexOf(event) >= from && match(event), timeoutMs);
  /**
   * The stream was told to read afresh twice since its `from`th event: when the listening connection was
   * lost, and once it listened again (events are carried live from then on).
   */
  const relistened = async (from: number) => {
    const resyncs = (event: StreamEvent) => event.event === 'resync';
    const lost = await nextAfter(from, resyncs);
    await nextAfter(stream.events.indexOf(lost) + 1, resyncs);
  };
  /** A message posted now reaches the stream. */
  const heardLive = async (message: string) => {
    const from = stream.events.length;
    expect((await post(message)).status).toBe(201);
    await nextAfter(from, (event) => event.event === 'chat');
  };
  const terminate = async (where: string, params: unknown[] = []) => {
    const admin = new pg.Client({ connectionString: database.vars.DATABASE_URL });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND ${where}`,
        params,
      );
      return rowCount ?? 0;
    } finally {
      await admin.end();
    }
  };

  beforeAll(async () => {
    // A server of this suite's own: it is shut down and cut off, which a shared one must never be.
    postgres = await postgresServer({ own: true });
    database = await postgresOn(postgres.url).create();
    const direct = new URL(database.vars.DATABASE_URL ?? '');
    proxy = await startCutProxy({ host: direct.hostname, port: Number(direct.port) });
    server = await startServerProcess({
      DATA_DIR: database.vars.DATA_DIR,
      DATABASE_URL: proxy.through(direct.toString()),
      DATABASE_CONNECT_TIMEOUT_MS: String(connectTimeoutMs),
      DATABASE_QUERY_TIMEOUT_MS: String(queryTimeoutMs),
      LOG_LEVEL: 'warn',
    });
    c = httpClient(server.url);
    customer = await signUp(c, 'user');
    caseId = await openCase(c, 'user', customer.token, 'Outage questions');
    const ticket = await c.post('/events/ticket', {}, customer.token);
    stream = await openLiveStream(server.url, (ticket.body.data as { ticket: string }).ticket);
    expect(stream.status).toBe(200);
    await heardLive('Before anything happened');
  }, 120_000);

  afterAll(async () => {
    stream?.close();
    server?.child.kill('SIGKILL');
    await server?.exited;
    await proxy?.close();
    await database?.drop().catch(() => undefined);
    postgres?.stop();
  });

  it('resyncs a stream once its lost listening connection listens again, after what was published meanwhile', async () => {
    const from = stream.events.length;
    expect(await terminate('application_name = $1', [listenerApplicationName])).toBe(1);
    await nextAfter(from, (event) => event.event === 'resync');
    // Published while the listening connection reconnects: its notification reaches nobody ...
    const afterLoss = stream.events.length;
    expect((await post('While the listener was away')).status).toBe(201);
    // ... so the stream is told to read afresh once it listens again, and what it reads holds the message.
    await nextAfter(afterLoss, (event) => event.event === 'resync');
    const chats = await call('post', '/loadchats', { category: 'SUPPORT', chatid: caseId });
    expect(JSON.stringify(chats.body)).toContain('While the listener was away');
    await heardLive('After the listener came back');
  }, 30_000);

  it('comes back from every connection dropped (pg_terminate_backend)', async () => {
    const from = stream.events.length;
    expect(await terminate('true')).toBeGreaterThan(0);
    await untilBack();
    await relistened(from);
    expect((await readiness()).status).toBe(200);
    await heardLive('After the connections were dropped');
  }, 30_000);

  it('answers 503 with Retry-After while PostgreSQL restarts, and works again after it', async () => {
    const from = stream.events.length;
    postgres.shutDown?.();
    try {
      expectUnavailable(await readOrders());
      expectUnavailable(await post('While PostgreSQL is down'));
      const ready = await readiness();
      expect([ready.status, ready.body.reason]).toEqual([503, 'database']);
    } finally {
      postgres.startUp?.();
    }
    await untilBack();
    await relistened(from);
    expect((await readiness()).status).toBe(200);
    await heardLive('After the restart');
  }, 60_000);

  it('answers 503 in time during a network cut of a few seconds, and works again after it', async () => {
    const from = stream.events.length;
    proxy.cut();
    const cutAt = Date.now();
    try {
      expectUnavailable(await readOrders());
      expectUnavailable(await post('During the cut'));
      const ready = await readiness();
      expect([ready.status, ready.body.reason]).toEqual([503, 'database']);
      // Long enough for the listening connection's heartbeat to find it silent.
      await sleep(Math.max(0, 9000 - (Date.now() - cutAt)));
    } finally {
      proxy.mend();
    }
    await untilBack();
    await relistened(from);
    expect((await readiness()).status).toBe(200);
    await heardLive('After the cut');
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
  }, 60_000);
});
