// "Today" and a moment's day on the server are London's, with the process in Tokyo and the database
// session in a zone whose date is not London's; across both clock changes of 2026.
import { addDays, londonDate, londonToday } from '@callout/contracts/london-time';
import { backends } from '@callout/server-testing/backends';
import { day, makeCustomer, productId } from '@callout/server-testing/fixtures/orders';
import { suiteServer } from '@callout/server-testing/suite-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isOpenJob } from '../../domain/booking/provider-bids-store';
import type { Queryable } from './database';
import { londonDaySql, londonTodaySql } from './london-day';

/** A zone 12 or 14 hours from UTC whose date is not London's right now (one of the two always is). */
function zoneOnAnotherDay(): string {
  const now = new Date();
  const zoneDate = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
  const zone = ['Etc/GMT-14', 'Etc/GMT+12'].find((z) => zoneDate(z) !== londonDate(now));
  if (!zone) throw new Error('Every zone is on London’s day: the test cannot tell them apart');
  return zone;
}

describe.each(backends)('London days in SQL on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  beforeAll(() => vi.stubEnv('TZ', 'Asia/Tokyo'));
  afterAll(() => vi.unstubAllEnvs());

  /** Runs `work` in a transaction whose session is in `zone`. */
  const inSessionZone = <T>(zone: string, work: (tx: Queryable) => Promise<T>) =>
    server.db.transaction(async (tx) => {
      await tx.query(`SELECT set_config('TimeZone', $1, true)`, [zone]);
      return work(tx);
    });

  it.each([
    ['2026-10-24T22:59:59Z', '2026-10-24'],
    ['2026-10-24T23:00:00Z', '2026-10-25'], // 00:00 BST
    ['2026-10-25T23:30:00Z', '2026-10-25'], // 23:30 GMT, the clocks went back at 01:00 UTC
    ['2026-03-28T23:30:00Z', '2026-03-28'], // 23:30 GMT
    ['2026-03-29T23:30:00Z', '2026-03-30'], // 00:30 BST, the clocks went forward at 01:00 UTC
  ])('puts %s on %s', async (instant, expected) => {
    const [row] = await inSessionZone('America/New_York', (tx) =>
      tx.query<{ day: string }>(`SELECT ${londonDaySql('$1::timestamptz')}::text AS day`, [instant]),
    );
    expect(row?.day).toBe(expected);
  });

  it("counts today as London's, not the session's", async () => {
    const zone = zoneOnAnotherDay();
    const [row] = await inSessionZone(zone, (tx) =>
      tx.query<{ today: string; session: string }>(
        `SELECT ${londonTodaySql}::text AS today, current_date::text AS session`,
      ),
    );
    expect(row?.session).not.toBe(londonToday()); // else this proves nothing
    expect(row?.today).toBe(londonToday());
  });

  it('keeps a published job open through its day in London, and closes it the day after', async () => {
    const { token } = await makeCustomer(c);
    const reply = await c.post(
      '/requestservice',
      {
        prodid: await productId(server.db, 'Leak repair'),
        zipcode: 'M1 1AE',
        address: 'Piccadilly',
        scheduled: day(1),
        provider: 'BID',
      },
      token,
    );
    const orderId = reply.body.message;
    const openOn = async (scheduled: string) => {
      await server.db.query('UPDATE order_shipping SET scheduled_on = $2 WHERE order_id = $1', [
        orderId,
        scheduled,
      ]);
      return inSessionZone(zoneOnAnotherDay(), (tx) => isOpenJob(tx, orderId));
    };
    expect(await openOn(londonToday())).toBe(true);
    expect(await openOn(addDays(londonToday(), -1))).toBe(false);
  });
});
