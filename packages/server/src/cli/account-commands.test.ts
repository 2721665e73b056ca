// The CLI suspends and reinstates through the same /api/ops calls as the console.

import { opsPeopleMessages } from '@callout/contracts/ops-people';
import { backends } from '@callout/server-testing/backends';
import { client, signUp, strongPassword, uniqueEmail } from '@callout/server-testing/harness';
import { operatorCli } from '@callout/server-testing/operator-cli';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';

describe.each(backends)('operator CLI account commands on $name', (backend) => {
  const { server } = suiteServer(backend, { listen: true });
  const { run } = operatorCli(server);

  it('suspends and reinstates an account', async () => {
    const email = uniqueEmail('suspender');
    const password = 'a-long-operator-password';
    await run(['operator:create', email, 'Sam', 'Staff'], [password]);
    expect((await run(['login', email, '--server', server.url], [password])).code).toBe(0);

    const c = client(server.app);
    const customer = await signUp(c, 'user');
    const [row] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
      customer.email,
    ]);
    const id = row?.id ?? '';

    expect(await run(['account:suspend', id])).toMatchObject({
      code: 1,
      err: opsPeopleMessages.suspendNoteRequired,
    });
    expect((await run(['account:suspend', id, '--note', 'Chargeback fraud'])).out).toBe(
      `${id}: ${opsPeopleMessages.suspended}`,
    );
    expect((await c.post('/login', { email: customer.email, password: strongPassword })).status).toBe(403);
    expect((await run(['account:reinstate', id])).out).toBe(`${id}: ${opsPeopleMessages.reinstated}`);
    expect((await c.post('/login', { email: customer.email, password: strongPassword })).status).toBe(200);
    expect((await run(['account:reinstate'])).err).toMatch(/^Usage: account:reinstate/);
  });
});
