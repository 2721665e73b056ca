// From 1 January each seller of the previous year gets their copy of what is reported to HMRC by itself,
// once, even with no report recorded and two instances looking at once: the figures still to report, or the
// recorded report's record for a seller already in one (who has had their copy with it and gets no other).
import { backends } from '@callout/server-testing/backends';
import { type OrderFlow, orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { client } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { sendDueStatements } from './statement-job';

describe.each(backends)('the HMRC statements job on $name', (backend) => {
  // 10%: an £80 order leaves the provider £72 and the platform £8.
  const { server } = suiteServer(backend, { env: { PLATFORM_FEE_PERCENT: '10' } });

  async function settle(w: OrderFlow, at: string) {
    const orderid = await w.book();
    expect((await w.pay(orderid)).status).toBe(200);
    expect((await w.act('startorder', orderid)).status).toBe(200);
    expect((await w.act('endorder', orderid)).status).toBe(200);
    await server.db.query('UPDATE payouts SET created_at = $2::timestamptz WHERE order_id = $1', [
      orderid,
      at,
    ]);
  }
  const statementsTo = async (email: string) =>
    (
      await server.db.query<{ subject: string; text_body: string }>(
        'SELECT subject, text_body FROM mail_queue WHERE to_address = $1 ORDER BY id',
        [email],
      )
    ).filter((mail) => mail.subject.includes('HMRC'));
  /** Two instances' passes at the same moment. */
  const bothInstances = (at: string) =>
    Promise.all([
      sendDueStatements(server.db, server.siteLinks, new Date(at)),
      sendDueStatements(server.db, server.siteLinks, new Date(at)),
    ]);
  const individual = (firstname: string) => ({
    kind: 'INDIVIDUAL',
    firstname,
    lastname: 'Okafor',
    dob: '1980-05-06',
    nino: 'AB123456C',
    address: '2 Quay Street, Bristol',
  });

  it('mails each seller of the previous year once from 1 January, with or without a recorded report', async () => {
    const c = client(server.app);
    const operator = await signInOperator(server, c);
    const unreported = await orderWorld(server.db, c);
    const reported = await orderWorld(server.db, c);
    const noDetails = await orderWorld(server.db, c);
    await settle(unreported, '2024-05-12T10:00:00Z');
    await settle(reported, '2024-11-20T10:00:00Z');
    await settle(noDetails, '2024-07-01T10:00:00Z');
    expect(
      (await c.post('/provider/sellerdetails', individual('Rita'), reported.provider.token)).status,
    ).toBe(200);
    const recorded = await c.post('/ops/hmrc/reports', { year: '2024', format: 'csv' }, operator.token);
    expect(recorded.status, recorded.body.message).toBe(200);
    expect(await statementsTo(reported.provider.email)).toHaveLength(1);
    // Details given after the report was recorded: that seller is not in a report yet.
    expect(
      (await c.post('/provider/sellerdetails', individual('Uma'), unreported.provider.token)).status,
    ).toBe(200);

    // Before 1 January the year's copies are not due.
    await bothInstances('2024-12-31T23:30:00Z');
    expect(await statementsTo(unreported.provider.email)).toEqual([]);

    const [first, second] = await bothInstances('2025-01-01T00:30:00Z');
    expect([...(first?.sent ?? []), ...(second?.sent ?? [])]).toEqual([unreported.provider.id]);
    const [mail, ...more] = await statementsTo(unreported.provider.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your Callout statement for HMRC: 2024');
    expect(mail?.text_body).toContain(
      'By 31 January we report to HMRC what you earned through Callout in 2024',
    );
    expect(mail?.text_body).toContain('Reported as: Uma Okafor (AB123456C)');
    expect(mail?.text_body).toContain('Quarter 2: paid £72.00 · fees withheld £8.00 · activities 1');
    expect(mail?.text_body).not.toContain('Record ');
    // The seller in the recorded report had their copy with it; a seller without details gets none.
    expect(await statementsTo(reported.provider.email)).toHaveLength(1);
    expect(await statementsTo(noDetails.provider.email)).toEqual([]);

    // Later passes send nothing again.
    await bothInstances('2025-01-20T09:00:00Z');
    for (const w of [unreported, reported]) expect(await statementsTo(w.provider.email)).toHaveLength(1);
  });
});
