import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadChatsResponseSchema } from '@callout/contracts/support';
import { backends } from '@callout/server-testing/backends';
import { openCase } from '@callout/server-testing/fixtures/support';
import {
  client,
  signUp,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from '@callout/server-testing/harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from './cli-io';
import { runOperatorCli } from './operator';

describe.each(backends)('operator CLI on $name', (backend) => {
  let server: TestServer;
  let url: string;
  const dir = mkdtempSync(join(tmpdir(), 'callout-cli-'));
  beforeAll(async () => {
    server = await startTestServer(backend);
    url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Runs one command in-process, answering password prompts from `secrets`. */
  async function run(argv: string[], secrets: string[] = []) {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = {
      env: server.env,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      readSecret: async () => secrets.shift() ?? '',
      // The test server owns the database; the CLI must not close it.
      openDatabase: async () => ({ ...server.db, close: async () => undefined }),
      defaultSessionFile: join(dir, 'session.json'),
      fetch: globalThis.fetch,
    };
    const code = await runOperatorCli(argv, io);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('creates an operator, logs in and answers, opens and closes a case end to end', async () => {
    const c = client(server.app);
    const customer = await signUp(c, 'user');
    const caseId = await openCase(c, 'user', customer.token, 'Where is my refund?');
    const email = uniqueEmail('agent');
    const password = 'a-long-operator-password';

    expect(await run(['create-operator', email, 'Ada', 'Support'], ['short'])).toMatchObject({
      code: 1,
      err: 'The password must be at least 12 characters.',
    });
    const created = await run(['create-operator', email, 'Ada', 'Support'], [password]);
    expect(created).toMatchObject({ code: 0, out: expect.stringMatching(/^Created operator OPR-\w+ </) });
    expect((await run(['list-operators'])).out).toContain(email);

    expect(await run(['list-open-cases'])).toMatchObject({
      code: 1,
      err: 'You are not logged in. Run: login <email>',
    });
    expect((await run(['login', email, '--server', url], ['wrong-password'])).err).toBe(
      'Incorrect email or password.',
    );
    expect(await run(['login', email, '--server', url], [password])).toMatchObject({ code: 0 });
    expect(statSync(join(dir, 'session.json')).mode & 0o777).toBe(0o600);

    const queue = await run(['list-open-cases']);
    expect(queue.out).toContain(`${caseId}  NEW`);
    expect(queue.out).toContain('Where is my refund?');
    expect(queue.out).toContain(customer.email);

    expect((await run(['reply', caseId.toLowerCase(), 'Refunds', 'take', '3', 'days.'])).out).toMatch(
      new RegExp(`^Reply sent\\. Message #\\d+ in ${caseId}\\.$`),
    );
    const shown = await run(['show', caseId]);
    expect(shown.out).toContain(`${caseId}  OPEN`);
    expect(shown.out).toContain('Callout Support · Ada');
    expect(shown.out).toContain('Refunds take 3 days.');

    expect((await run(['close', caseId])).out).toBe(`${caseId}: The case is closed.`);
    const chat = loadChatsResponseSchema.parse(
      (await c.post('/loadchats', { category: 'SUPPORT', chatid: caseId }, customer.token)).body,
    );
    expect(chat).toMatchObject({ status: 'CLOSED', data: [{ Message: 'Refunds take 3 days.' }] });
    expect((await run(['list-open-cases'])).out).not.toContain(caseId);
    expect((await run(['list-open-cases', '--closed'])).out).toContain(caseId);
    expect((await run(['open', caseId])).out).toBe(`${caseId}: The case is open.`);

    expect(await run(['reply', 'CS-NOTHERE', 'Hello'])).toMatchObject({
      code: 1,
      err: 'We could not find this support case.',
    });
    expect((await run(['logout'])).out).toBe('Logged out.');
    expect((await run(['show', caseId])).code).toBe(1);
  });

  it('explains its usage', async () => {
    expect(await run([])).toMatchObject({ code: 0, out: expect.stringContaining('create-operator') });
    expect((await run(['dance'])).code).toBe(2);
    expect(await run(['reply'])).toMatchObject({ code: 1, err: 'Usage: reply <caseId> <text>' });
    expect((await run(['list-open-cases', '--colour'])).code).toBe(1);
  });
});
