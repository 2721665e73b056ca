// A restart under load, as a deployment does it: two real server processes on one PostgreSQL behind a
// round-robin proxy (@callout/server-testing/round-robin-proxy), signed-in reads and chat posts from several
// customers, and one instance stopped with SIGTERM and started again mid-load. No request may fail.
import { randomUUID } from 'node:crypto';
import { loginResponseSchema } from '@callout/contracts/accounts';
import { supportCasesResponseSchema } from '@callout/contracts/support';
import { postgresBackend, type TestDatabase } from '@callout/server-testing/backends';
import { type RoundRobinProxy, startRoundRobinProxy } from '@callout/server-testing/round-robin-proxy';
import { type ServerProcess, startServerProcess } from '@callout/server-testing/server-process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../domain/ops/demo/seed';

const writers = 8;
/** Reads sent back to back, so requests are always in flight when the signal comes. */
const readers = 6;
/** Between one customer's posts: keeps each under the chat limit of 120 messages a minute. */
const pauseMs = 100;
const customer = demoLogins.find((login) => login.role === 'customer');

interface Writer {
  token: string;
  chatId: string;
  address: string;
}

describe.runIf(postgresBackend)('a rolling restart behind a load balancer', () => {
  let database: TestDatabase | undefined;
  const instances: ServerProcess[] = [];
  let proxy: RoundRobinProxy;

  const call = async (path: string, { form, token, address, key }: Record<string, unknown> = {}) => {
    const response = await fetch(`${proxy.url}/api${path}`, {
      method: form ? 'POST' : 'GET',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(address ? { 'x-forwarded-for': String(address) } : {}),
        ...(key ? { 'idempotency-key': String(key) } : {}),
      },
      ...(form ? { body: new URLSearchParams(form as Record<string, string>) } : {}),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };
  const ok = async (path: string, options: Record<string, unknown> = {}) => {
    const { status, body } = await call(path, options);
    if (status >= 300) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
    return body;
  };

  beforeAll(async () => {
    if (!postgresBackend) return;
    database = await postgresBackend.create();
    const env = { ...database.vars, LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: '10000' };
    instances.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
    proxy = await startRoundRobinProxy(instances.map((instance) => instance.port));
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) instance.child.kill('SIGKILL');
    await proxy?.close();
    await database?.drop();
  });

  it('answers every read and write 2xx while one instance restarts, and stores every message it acknowledged', async () => {
    const tokenOf = (body: unknown) => loginResponseSchema.parse(body).data?.Token ?? '';
    const readerToken = tokenOf(
      await ok('/login', { form: { email: customer?.email, password: customer?.password } }),
    );
    const team: Writer[] = [];
    for (let i = 0; i < writers; i += 1) {
      const address = `198.18.7.${i + 1}`;
      const email = `restart-${randomUUID().slice(0, 8)}@example.com`;
      const password = 'Restart#2025';
      await ok('/register', { form: { email, phone: '07700900123', password }, address });
      const token = tokenOf(await ok('/login', { form: { email, password }, address }));
      await ok('/newsupportcase', { token, address, form: { value: 'Restart questions' } });
      const cases = supportCasesResponseSchema.parse(
        await ok('/loadsupportcases', { token, address, form: { value: '' } }),
      );
      team.push({ token, chatId: cases.data?.[0]?.CaseID ?? '', address });
    }

    const failures: string[] = [];
    const acknowledged: string[] = [];
    let requests = 0;
    let loading = true;
    const read = async () => {
      while (loading) {
        const { status, body } = await call('/orders', { token: readerToken });
        requests += 1;
        if (status >= 300) failures.push(`GET /orders ${status} ${JSON.stringify(body)}`);
      }
    };
    const write = async (writer: Writer) => {
      while (loading) {
        const key = randomUUID();
        const form = { ChatId: writer.chatId, Message: 'Still there?', Category: 'SUPPORT' };
        const { status, body } = await call('/newchat', { ...writer, key, form });
        requests += 1;
        if (status >= 300) failures.push(`POST /newchat ${status} ${JSON.stringify(body)}`);
        else acknowledged.push(key);
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    };
    const load = Promise.all([...team.map(write), ...Array.from({ length: readers }, read)]);

    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [stopped] = instances;
    if (!stopped) throw new Error('no instance');
    const servedBefore = proxy.served.get(stopped.port) ?? 0;
    stopped.child.kill('SIGTERM');
    expect(await stopped.exited).toBe(0);
    expect(stopped.output()).not.toContain('grace ran out');
    const restarted = await startServerProcess({ ...database?.vars, LOG_LEVEL: 'warn' }, stopped.port);
    instances.push(restarted);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    loading = false;
    await load;

    console.log(
      `rolling restart: ${requests} requests, ${acknowledged.length} messages posted, ` +
        `${failures.length} failed; served by port ${JSON.stringify([...proxy.served])}`,
    );
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(100);
    // The restarted instance took its share again.
    expect(proxy.served.get(stopped.port) ?? 0).toBeGreaterThan(servedBefore);

    const check = new pg.Client({ connectionString: database?.vars.DATABASE_URL });
    await check.connect();
    const { rows } = await check.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_messages WHERE idempotency_key = ANY($1)',
      [acknowledged],
    );
    await check.end();
    expect(rows[0]?.n).toBe(acknowledged.length);
  }, 180_000);
});
