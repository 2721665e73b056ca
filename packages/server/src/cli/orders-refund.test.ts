// `npm run ops -- orders:refund`: the operator CLI refunds through the running server's
// POST /api/ops/orders/:id/refund, with an idempotency key per run that --key repeats.
import { backends } from '@callout/server-testing/backends';
import { orderWorld, sandboxIntents } from '@callout/server-testing/fixtures/order-lifecycle';
import { client, uniqueEmail } from '@callout/server-testing/harness';
import { operatorCli } from '@callout/server-testing/operator-cli';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { opsMessages } from '../domain/provider/messages';

describe.each(backends)('operator CLI refunds on $name', (backend) => {
  const { server } = suiteServer(backend, { listen: true });
  const { run } = operatorCli(server);

  it('refunds part and then the rest of an order, once per key, and says why it cannot', async () => {
    const email = uniqueEmail('refunder');
    const password = 'a-long-operator-password';
    await run(['operator:create', email, 'Rita', 'Refunds'], [password]);
    const c = client(server.app);
    const w = await orderWorld(server.db, c);
    const orderid = await w.book();
    await w.pay(orderid);
    await w.act('startorder', orderid);
    await w.act('endorder', orderid);

    expect((await run(['orders:refund', orderid, '--reason', 'Late'])).err).toBe(
      'You are not logged in. Run: login <email>',
    );
    expect((await run(['login', email, '--server', server.url], [password])).code).toBe(0);

    const part = await run([
      'orders:refund',
      orderid,
      '--amount',
      '12.50',
      '--reason',
      'Arrived late',
      '--key',
      'r-1',
    ]);
    expect(part).toMatchObject({ code: 0, err: '' });
    expect(part.out).toMatch(
      new RegExp(
        `^Refunded £12\\.50 on order ${orderid}\\.\\n  RF-\\w+  DONE  refunded in all £12\\.50, £67\\.50 left to refund  \\(key r-1\\)$`,
      ),
    );
    // The same run again (its answer lost, say): the same refund, not a second one.
    const again = await run([
      'orders:refund',
      orderid,
      '--amount',
      '12.50',
      '--reason',
      'Arrived late',
      '--key',
      'r-1',
    ]);
    expect(again.out.split('\n')[1]).toBe(part.out.split('\n')[1]);
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([{ amount_refunded_minor: 1250 }]);

    expect(await run(['orders:refund', orderid, '--amount', '70', '--reason', 'Too much'])).toMatchObject({
      code: 1,
      err: 'A refund can never exceed what was captured less earlier refunds: £67.50 is left to refund.',
    });
    expect(await run(['orders:refund', orderid, '--amount', 'ten', '--reason', 'Typo'])).toMatchObject({
      code: 1,
      err: opsMessages.refundAmount,
    });
    const rest = await run(['orders:refund', orderid, '--reason', 'Job not finished']);
    expect(rest.out).toMatch(
      new RegExp(
        `^Refunded £67\\.50 on order ${orderid}\\.\\n.*£80\\.00, £0\\.00 left to refund  \\(key cli-[\\w-]+\\)$`,
      ),
    );
    expect(await run(['orders:refund', orderid])).toMatchObject({
      code: 1,
      err: expect.stringContaining('Usage: orders:refund <orderId>'),
    });
    expect((await run(['--help'])).out).toContain('orders:refund <orderId> [--amount 12.50] --reason');
  });
});
