// npm run ops -- payments:reconcile through the running server: every order with money at the gateway
// (the demo story's too) adds up, and a difference at the gateway is printed with what differs and fails
// the command.
import { backends } from '@callout/server-testing/backends';
import { orderWorld, payoutLedgerOf } from '@callout/server-testing/fixtures/order-lifecycle';
import { client, uniqueEmail } from '@callout/server-testing/harness';
import { operatorCli } from '@callout/server-testing/operator-cli';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';

describe.each(backends)('payments:reconcile on $name', (backend) => {
  const { server } = suiteServer(backend, { listen: true, env: { PLATFORM_FEE_PERCENT: '10' } });
  const { run } = operatorCli(server);

  it('finds every order adding up, then names the order the gateway disagrees about', async () => {
    const email = uniqueEmail('auditor');
    const password = 'a-long-operator-password';
    await run(['operator:create', email, 'Ada', 'Auditor'], [password]);
    expect((await run(['payments:reconcile'])).err).toBe('You are not logged in. Run: login <email>');
    expect((await run(['login', email, '--server', server.url], [password])).code).toBe(0);

    const c = client(server.app);
    const w = await orderWorld(server.db, c);
    await c.post('/provider/payoutschedule', { value: 'INSTANT' }, w.provider.token);
    const orderid = await w.book();
    await w.pay(orderid);
    await w.act('startorder', orderid);
    await w.act('endorder', orderid);
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      fee_minor: 800,
      transferred_minor: 7200,
    });

    const clean = await run(['payments:reconcile']);
    expect(clean.code).toBe(0);
    expect(clean.out).toMatch(/^Checked \d+ orders against the gateway: every one adds up\.$/);

    // £10 of the transfer taken back at the gateway, with nothing recorded here.
    await server.db.query(
      'UPDATE sandbox_transfers SET amount_reversed_minor = 1000 WHERE transfer_group = $1',
      [orderid],
    );
    const differs = await run(['payments:reconcile']);
    expect(differs.code).toBe(1);
    expect(differs.err).toBe('1 order(s) differ.');
    expect(differs.out).toContain(
      `${orderid}  captured £80.00 = refunded £0.00 + fee £8.00 + paid £62.00 + pending £0.00?`,
    );
    expect(differs.out).toContain('  paid to the provider: we have 7200, the gateway 6200');
    expect(differs.out).toContain(
      '  captured 8000 ≠ refunded 0 + fee 800 + paid 6200 + pending 0 (off by 1000)',
    );
    const one = await run(['payments:reconcile', '--order', orderid]);
    expect(one.out).toMatch(/^Checked 1 order against the gateway: 1 differ\./);
    expect((await run(['payments:reconcile', '--order', 'ORD-NOSUCHONE'])).out).toBe(
      'Checked 0 orders against the gateway: every one adds up.',
    );
  });
});
