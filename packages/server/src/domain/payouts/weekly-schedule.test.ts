// The weekly payouts run by themselves: two instances of the server on one database, each looking every
// minute on a test clock, run the batch once when Monday 06:00 London comes, never again that week, and
// again the Monday after; a batch an operator is running holds the lease and the schedule waits for it.
import { backends } from '@callout/server-testing/backends';
import {
  orderWorld,
  payoutLedgerOf,
  sandboxTransfers,
} from '@callout/server-testing/fixtures/order-lifecycle';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { client } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { testClock } from '@callout/server-testing/test-clock';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCron } from '../../infra/jobs/cron';
import { releaseLease, tryLease } from '../orders/job-lease-store';
import { opsMessages } from '../provider/messages';
import { weeklyLeaseName } from './weekly-payouts';

const minute = 60_000;
const week = 7 * 24 * 60 * minute;

describe.each(backends)('weekly payouts by the scheduler on $name', (backend) => {
  const clock = testClock(new Date());
  const { server } = suiteServer(backend, { clock });
  beforeAll(async () => {
    // The second instance: on PostgreSQL with a connection pool of its own, as another process would be.
    await server.instance();
  }, 60_000);

  const cron = parseCron('0 6 * * 1', 'Europe/London');
  const weeklyOrder = async () => {
    const c = client(server.app);
    const w = await orderWorld(server.db, c);
    const orderid = await w.book();
    await w.pay(orderid);
    await w.act('startorder', orderid);
    expect((await w.act('endorder', orderid)).status).toBe(200);
    return orderid;
  };
  const occurrence = async () =>
    (
      await server.db.query<{ last_wall_clock: string }>(
        'SELECT last_wall_clock FROM job_occurrences WHERE name = $1',
        [weeklyLeaseName],
      )
    )[0]?.last_wall_clock;

  it('pays every WEEKLY payout in one batch at Monday 06:00 London, once, however many instances look', async () => {
    const start = clock.now();
    const monday = cron.nextBetween(start, new Date(start.getTime() + week + minute));
    if (!monday) throw new Error('no Monday 06:00 within a week');
    // 06:00 on the London wall clock: 05:00 or 06:00 UTC by the season.
    expect(cron.wallClock(monday)).toMatch(/T06:00$/);
    const first = await weeklyOrder();
    const second = await weeklyOrder();
    const before = await occurrence();

    clock.jump(new Date(monday.getTime() - minute));
    await clock.tick();
    expect(await payoutLedgerOf(server.db, first)).toMatchObject({ status: 'pending', transferred_minor: 0 });

    // An operator's batch is running: the schedule leaves the occurrence for later, and the operator
    // cannot start a second one either.
    expect(await tryLease(server.db, weeklyLeaseName, 'operator-batch', 600)).toBe(true);
    clock.jump(new Date(monday.getTime() + 10_000));
    await clock.tick();
    expect(await payoutLedgerOf(server.db, first)).toMatchObject({ status: 'pending' });
    expect(await occurrence()).toBe(before);
    const c = client(server.app);
    const operator = await signInOperator(server, c);
    expect(await c.post('/ops/payouts/weekly', {}, operator.token)).toMatchObject({
      status: 409,
      body: { success: false, message: opsMessages.payoutsBusy },
    });
    await releaseLease(server.db, weeklyLeaseName, 'operator-batch');

    // Both instances look at the same moment, twice: one batch pays both payouts.
    clock.jump(new Date(monday.getTime() + 30_000));
    await Promise.all([clock.tick(), clock.tick()]);
    const [paidFirst, paidSecond] = [
      await payoutLedgerOf(server.db, first),
      await payoutLedgerOf(server.db, second),
    ];
    expect(paidFirst).toMatchObject({ status: 'paid', transferred_minor: 8000 });
    expect(paidSecond).toMatchObject({ status: 'paid', transferred_minor: 8000 });
    expect(paidFirst?.batch_id).toMatch(/^WEEK-/);
    expect(paidSecond?.batch_id).toBe(paidFirst?.batch_id);
    expect(await sandboxTransfers(server.db, first)).toHaveLength(1);
    expect(await sandboxTransfers(server.db, second)).toHaveLength(1);
    expect(await occurrence()).toBe(cron.wallClock(monday));

    // Later that Monday and that week nothing runs: a payout recorded now waits for next Monday.
    const late = await weeklyOrder();
    for (const after of [minute, 60 * minute, 3 * 24 * 60 * minute]) {
      clock.jump(new Date(monday.getTime() + after));
      await clock.tick();
    }
    expect(await payoutLedgerOf(server.db, late)).toMatchObject({ status: 'pending', transferred_minor: 0 });

    const nextMonday = cron.nextBetween(monday, new Date(monday.getTime() + week + 2 * 60 * minute));
    if (!nextMonday) throw new Error('no next Monday');
    clock.jump(new Date(nextMonday.getTime() + minute));
    await clock.tick();
    const paidLate = await payoutLedgerOf(server.db, late);
    expect(paidLate).toMatchObject({ status: 'paid', transferred_minor: 8000 });
    expect(paidLate?.batch_id).not.toBe(paidFirst?.batch_id);
    expect(await sandboxTransfers(server.db, first)).toHaveLength(1);
    expect(await occurrence()).toBe(cron.wallClock(nextMonday));
  });
});
