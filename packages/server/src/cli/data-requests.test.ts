// npm run ops -- datarequests:record / datarequests:list through the running server: a request received by
// post is recorded for the account with the day it arrived, and the list shows it with its clock.
import { addDays, londonDate } from '@callout/contracts/london-time';
import { backends } from '@callout/server-testing/backends';
import { makeCustomer } from '@callout/server-testing/fixtures/orders';
import { client, uniqueEmail } from '@callout/server-testing/harness';
import { operatorCli } from '@callout/server-testing/operator-cli';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { dataRequestMessages } from '../domain/accounts/data-export/messages';

describe.each(backends)('datarequests commands on $name', (backend) => {
  const { server } = suiteServer(backend, { listen: true });
  const { run } = operatorCli(server);

  it('records a request received by post and lists it with the other requests', async () => {
    const email = uniqueEmail('clerk');
    const password = 'a-long-operator-password';
    await run(['operator:create', email, 'Cleo', 'Clerk'], [password]);
    expect((await run(['login', email, '--server', server.url], [password])).code).toBe(0);
    const customer = await makeCustomer(client(server.app));
    const [account] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
      customer.email,
    ]);
    const accountId = account?.id ?? '';

    const usage =
      'Usage: datarequests:record <accountId> --channel email|post|phone [--received YYYY-MM-DD] [--note "…"]';
    expect(await run(['datarequests:record', accountId])).toMatchObject({ code: 1, err: usage });
    expect(await run(['datarequests:record', accountId, '--channel', 'fax'])).toMatchObject({
      code: 1,
      err: usage,
    });
    expect(await run(['datarequests:record', 'nobody', '--channel', 'post'])).toMatchObject({
      code: 1,
      err: dataRequestMessages.accountNotFound,
    });

    const received = addDays(londonDate(new Date()), -3);
    const recorded = await run([
      'datarequests:record',
      accountId,
      '--channel',
      'POST',
      '--received',
      received,
      '--note',
      'Signed letter',
    ]);
    expect(recorded.code, recorded.err).toBe(0);
    const [said, line, who, by] = recorded.out.split('\n');
    expect(said).toBe(dataRequestMessages.recorded);
    const [y, m, d] = received.split('-');
    expect(line).toMatch(new RegExp(`^#\\d+ +\\w+ +post +asked ${d}/${m}/${y}, 00:00 `));
    expect(who).toBe(`  ${accountId} <${customer.email}> (user)`);
    expect(by).toBe(`  Recorded by ${email}: Signed letter`);

    const listed = await run(['datarequests:list']);
    expect(listed.code).toBe(0);
    // The export is prepared in the background, so the request may be ready by the time it is listed.
    const [, number, rest] = line?.match(/^(#\d+) +\w+ +(post .*)$/) ?? [];
    const listedLine = listed.out.split('\n').find((entry) => entry.startsWith(`${number} `));
    expect(listedLine).toMatch(/^#\d+ +(preparing|ready) +post /);
    expect(listedLine?.endsWith(rest ?? '')).toBe(true);
    expect(listed.out).toContain(`<${customer.email}> (user)`);
  });
});
