// A failover under the real server process: PostgreSQL's primary and a hot standby with synchronous commit
// (scripts/postgres.mjs), the server given both hosts, the primary's postmaster killed with SIGKILL while
// customers post, then the standby promoted. Meanwhile calls answer 503 with Retry-After in time (never
// 500) and /readyz names the database; then the same process answers again from the promoted host, every
// post it acknowledged is there, and the live stream is told to read afresh and carries events again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCase } from '@callout/server-testing/fixtures/support';
import { httpClient, signUp } from '@callout/server-testing/harness';
import { type LiveStream, openLiveStream, type StreamEvent } from '@callout/server-testing/live-stream';
import { type ServerProcess, startServerProcess } from '@callout/server-testing/server-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrimaryAndStandby, startPrimaryAndStandby } from '../../../../../scripts/postgres.mjs';

const connectTimeoutMs = 2000;
const queryTimeoutMs = 3000;
/** The longest a call may take while there is no primary: a wait for a connection, then one statement. */
const answerWithinMs = connectTimeoutMs + queryTimeoutMs + 1500;
/** How long the database has no primary: from the kill to the promotion. */
const noPrimaryMs = 2500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  retryAfter: string | undefined;
  sentAt: number;
  ms: number;
}

describe('PostgreSQL failing over to its standby under the server', () => {
  let pair: PrimaryAndStandby;
  let dataDir: string;
  let server: ServerProcess;
  let c: ReturnType<typeof httpClient>;
  let stream: LiveStream;
  const customers: { token: string; caseId: string }[] = [];
  const answers: Answer[] = [];
  /** Each customer's posts the server acknowledged (201). */
  const acknowledged = new Map<string, string[]>();

  const send = async (
    method: 'get' | 'post',
    path: string,
    token: string,
    form: Record<string, string> = {},
  ) => {
    const sentAt = Date.now();
    const answer = method === 'get' ? await c.get(path, token) : await c.post(path, form, token);
    const retryAfter = answer.headers['retry-after'];
    answers.push({
      status: answer.status,
      retryAfter: retryAfter as string | undefined,
      sentAt,
      ms: Date.now() - sentAt,
    });
    return answer;
  };
  const post = async (customer: { token: string; caseId: string }, message: string) => {
    const answer = await send('post', '/newchat', customer.token, {
      ChatId: customer.caseId,
      Category: 'SUPPORT',
      Message: message,
    });
    if (answer.status === 201) acknowledged.get(customer.caseId)?.push(message);
    return answer;
  };
  const readiness = async () => {
    const response = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(10_000) });
    return { status: response.status, body: (await response.json()) as { reason?: string } };
  };
  const nextAfter = (from: number, match: (event: StreamEvent) => boolean, timeoutMs = 20_000) =>
    stream.next((event) => stream.events.indexOf(event) >= from && match(event), timeoutMs);
  /** A message posted now by the stream's customer reaches the stream. */
  const heardLive = async (message: string) => {
    const from = stream.events.length;
    const [first] = customers;
    if (!first) throw new Error('no customer');
    expect((await post(first, message)).status).toBe(201);
    await nextAfter(from, (event) => event.event === 'chat');
  };

  beforeAll(async () => {
    pair = await startPrimaryAndStandby();
    dataDir = mkdtempSync(join(tmpdir(), 'callout-failover-'));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: pair.bothUrl,
      DATABASE_CONNECT_TIMEOUT_MS: String(connectTimeoutMs),
      DATABASE_QUERY_TIMEOUT_MS: String(queryTimeoutMs),
      LOG_LEVEL: 'warn',
    });
    c = httpClient(server.url);
    for (let n = 0; n < 3; n += 1) {
      const { token } = await signUp(c, 'user');
      const caseId = await openCase(c, 'user', token, `Failover questions ${n}`);
      customers.push({ token, caseId });
      acknowledged.set(caseId, []);
    }
    const ticket = await c.post('/events/ticket', {}, customers[0]?.token);
    stream = await openLiveStream(server.url, (ticket.body.data as { ticket: string }).ticket);
    expect(stream.status).toBe(200);
    await heardLive('Before the failover');
  }, 90_000);

  afterAll(async () => {
    // A server that stopped by itself says why in what it printed: shown with the failure.
    if (server && (server.child.exitCode !== null || server.child.signalCode !== null))
      console.error(
        `the server exited with ${server.child.exitCode ?? server.child.signalCode}:\n${server.output().slice(-8000)}`,
      );
    stream?.close();
    server?.child.kill('SIGKILL');
    await server?.exited;
    pair?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while there is no primary, then from the promoted standby with every acknowledged post', async () => {
    const pid = server.child.pid;
    const from = stream.events.length;
    let loading = true;
    // Each customer posts one message after another, about three a second (under the chat's rate limit).
    const load = customers.map(async (customer, n) => {
      for (let sent = 0; loading; sent += 1) {
        await post(customer, `Post ${sent} of customer ${n}`);
        await sleep(300);
      }
    });
    let killedAt = Number.POSITIVE_INFINITY;
    try {
      await sleep(1500);
      killedAt = Date.now();
      pair.killPrimary();
      await sleep(noPrimaryMs / 2);
      const ready = await readiness();
      expect([ready.status, ready.body.reason]).toEqual([503, 'database']);
      await sleep(noPrimaryMs / 2);
      pair.promote();
      // Until the first call sent after the kill is answered well, then a little more load on the new host.
      for (;;) {
        if (answers.some((answer) => answer.sentAt > killedAt && answer.status < 300)) break;
        if (Date.now() - killedAt > 30_000)
          throw new Error('the API did not come back within 30 s of the kill');
        await sleep(100);
      }
      await sleep(1000);
    } finally {
      loading = false;
      await Promise.allSettled(load);
    }

    const duringOutage = answers.filter((answer) => answer.sentAt > killedAt && answer.status >= 300);
    expect(duringOutage.length).toBeGreaterThan(0);
    for (const answer of duringOutage) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
    }
    expect(answers.filter((answer) => answer.status >= 300 && answer.status !== 503)).toEqual([]);
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(answerWithinMs);
    // The same process, never restarted.
    expect([server.child.pid, server.child.exitCode]).toEqual([pid, null]);
    expect((await readiness()).status).toBe(200);

    // Every post the server acknowledged, before and after the kill, is on the promoted host.
    for (const customer of customers) {
      const chats = await send('post', '/loadchats', customer.token, {
        category: 'SUPPORT',
        chatid: customer.caseId,
      });
      expect(chats.status).toBe(200);
      const stored = JSON.stringify(chats.body);
      const mine = acknowledged.get(customer.caseId) ?? [];
      expect(mine.length).toBeGreaterThan(3);
      expect(mine.filter((message) => !stored.includes(`"${message}"`))).toEqual([]);
    }

    // The stream was told to read afresh when the listening connection was lost, and again once it listened
    // on the promoted host; events are carried live from there.
    const resyncs = (event: StreamEvent) => event.event === 'resync';
    const lost = await nextAfter(from, resyncs);
    await nextAfter(stream.events.indexOf(lost) + 1, resyncs);
    await heardLive('After the failover');
  }, 60_000);
});
