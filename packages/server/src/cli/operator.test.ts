import { statSync } from 'node:fs';
import { loadChatsResponseSchema } from '@callout/contracts/support';
import { backends } from '@callout/server-testing/backends';
import { openCase, seedChatMessages, seedSupportCases } from '@callout/server-testing/fixtures/support';
import { client, mailbox, signUp, uniqueEmail } from '@callout/server-testing/harness';
import { operatorCli } from '@callout/server-testing/operator-cli';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { demoCompany } from '../env';

describe.each(backends)('operator CLI on $name', (backend) => {
  const { server } = suiteServer(backend, { listen: true });
  const { run, sessionFile } = operatorCli(server);

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
    // In the operator's language: --lang, else the shell's LANG.
    expect(await run(['list-open-cases', '--lang', 'pl-PL'])).toMatchObject({
      code: 1,
      err: 'Nie jesteś zalogowany. Uruchom: login <email>',
    });
    expect(await run(['list-open-cases'], [], 'pl_PL.UTF-8')).toMatchObject({
      err: 'Nie jesteś zalogowany. Uruchom: login <email>',
    });
    expect(await run(['list-open-cases', '--lang=en-GB'], [], 'pl_PL.UTF-8')).toMatchObject({
      err: 'You are not logged in. Run: login <email>',
    });
    expect((await run(['create-operator', email, 'Ada', 'Support', '--lang', 'pl'], ['short'])).err).toBe(
      'Hasło musi mieć co najmniej 12 znaków.',
    );
    expect((await run(['login', email, '--server', server.url], ['wrong-password'])).err).toBe(
      'Incorrect email or password.',
    );
    // The server's refusal it relays, in the operator's language too.
    expect(
      (await run(['login', email, '--server', server.url, '--lang', 'pl-PL'], ['wrong-password'])).err,
    ).toBe('Nieprawidłowy e-mail lub hasło.');
    expect(await run(['login', email, '--server', server.url], [password])).toMatchObject({ code: 0 });
    expect(statSync(sessionFile).mode & 0o777).toBe(0o600);

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

    // A complaint that cannot be settled: its owner is mailed the dispute resolution body.
    const complaint = await openCase(c, 'user', customer.token, 'Complaint about the job');
    expect((await run(['close', complaint, '--complaint-not-settled'])).out).toBe(
      `${complaint}: The case is closed. The customer has been mailed the dispute resolution body.`,
    );
    const mail = (await mailbox(server.app)).find((m) => m.subject.includes(complaint));
    expect(mail?.text).toContain(demoCompany.adrBody.name);

    expect(await run(['reply', 'CS-NOTHERE', 'Hello'])).toMatchObject({
      code: 1,
      err: 'We could not find this support case.',
    });
    expect((await run(['logout'])).out).toBe('Logged out.');
    expect((await run(['show', caseId])).code).toBe(1);
  });

  it('lists the whole queue and shows the whole chat, page after page', async () => {
    const c = client(server.app);
    const customer = await signUp(c, 'user');
    const [account] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
      customer.email,
    ]);
    // More than a page of each: the server answers 50 cases and 50 messages at a time.
    const opened = await seedSupportCases(server.db, {
      accountId: account?.id ?? '',
      count: 70,
      status: 'NEW',
    });
    const chatCase = opened.at(-1) ?? '';
    await seedChatMessages(server.db, { caseId: chatCase, senderId: account?.id ?? '', count: 130 });
    const email = uniqueEmail('pager');
    const password = 'a-long-operator-password';
    await run(['create-operator', email, 'Pat', 'Pager'], [password]);
    expect(await run(['login', email, '--server', server.url], [password])).toMatchObject({ code: 0 });

    const queue = (await run(['list-open-cases'])).out;
    for (const caseId of opened) expect(queue).toContain(`${caseId}  NEW`);
    const shown = (await run(['show', chatCase])).out;
    // From the first message (message 7, and every seventh, was deleted) to the last, in order.
    const numbers = [...shown.matchAll(/^ {6}Message (\d+)$/gm)].map((match) => Number(match[1]));
    expect(numbers[0]).toBe(1);
    expect(numbers.at(-1)).toBe(130);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(numbers.length);
    await run(['logout']);
  });

  it('explains its usage', async () => {
    expect(await run([])).toMatchObject({ code: 0, out: expect.stringContaining('create-operator') });
    expect((await run(['dance'])).code).toBe(2);
    expect(await run(['reply'])).toMatchObject({ code: 1, err: 'Usage: reply <caseId> <text>' });
    expect((await run(['list-open-cases', '--colour'])).code).toBe(1);
  });
});
