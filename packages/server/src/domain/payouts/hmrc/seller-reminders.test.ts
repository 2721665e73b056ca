// A provider without details for HMRC is reminded before their first payout and before the year's
// collection deadline (bell and mail, in their language), once each even with two instances looking at once;
// after the reminders and the days the rule allows, the payout runner holds their payouts and records why,
// they are told so, and giving the details releases them.
import { opsSellerDetailsResponseSchema } from '@callout/contracts/hmrc-reporting';
import { orderDetailResponseSchema } from '@callout/contracts/ops-people';
import { providerPayoutsResponseSchema } from '@callout/contracts/provider-earnings';
import { notificationsResponseSchema } from '@callout/contracts/provider-jobs';
import { backends } from '@callout/server-testing/backends';
import { orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { type Client, client } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { writerFor } from '../../../infra/texts/writer';
import type { PaymentGateway } from '../../payments/gateway';
import { createSandboxGateway } from '../../payments/sandbox-gateway';
import { runWeeklyPayouts } from '../weekly-payouts';
import { daysBeforeHold, daysBetweenReminders } from './seller-hold-rule';
import { heldForSellerDetails } from './seller-reminder-store';
import { sendSellerReminders } from './seller-reminders';

const details = {
  kind: 'COMPANY',
  legalname: 'Held Pipes Ltd',
  companynumber: 'SC123456',
  address: '5 Loch Street, Glasgow',
};
const en = writerFor('en-GB');
const pl = writerFor('pl-PL');

describe.each(backends)('reminders for the details for HMRC on $name', (backend) => {
  const { server } = suiteServer(backend);
  let gateway: PaymentGateway;
  beforeAll(() => {
    gateway = createSandboxGateway(server.db);
  });

  /** A provider paid WEEKLY with one ended order, so one payout owed. */
  const owedProvider = async (language: 'en-GB' | 'pl-PL') => {
    const c = client(server.app);
    const w = await orderWorld(server.db, c);
    expect((await c.post('/provider/language', { language }, w.provider.token)).status).toBe(200);
    await c.post('/provider/payoutschedule', { value: 'WEEKLY' }, w.provider.token);
    const orderid = await w.book();
    expect((await w.pay(orderid)).status).toBe(200);
    expect((await w.act('startorder', orderid)).status).toBe(200);
    expect((await w.act('endorder', orderid)).status).toBe(200);
    await server.db.query(`UPDATE payouts SET created_at = '2026-03-02T10:00:00Z' WHERE order_id = $1`, [
      orderid,
    ]);
    return { c, w, orderid };
  };
  const remindersOf = (providerId: string) =>
    server.db.query<{ kind: string }>(
      'SELECT kind FROM hmrc_seller_reminders WHERE provider_id = $1 ORDER BY sent_at, kind',
      [providerId],
    );
  /** Moves a provider's reminders `days` back, the first-payout one `daysBetweenReminders` more. */
  const ageReminders = (providerId: string, days: number) =>
    server.db.query(
      `UPDATE hmrc_seller_reminders SET sent_at = now()
         - make_interval(days => $2::int + CASE WHEN kind = 'first-payout' THEN $3::int ELSE 0 END)
       WHERE provider_id = $1`,
      [providerId, days, daysBetweenReminders],
    );
  const mailsTo = async (email: string) =>
    (
      await server.db.query<{ subject: string; text_body: string }>(
        'SELECT subject, text_body FROM mail_queue WHERE to_address = $1 ORDER BY id',
        [email],
      )
    ).filter((mail) => mail.text_body.includes('HMRC'));
  const bell = async (c: Client, token: string) =>
    (
      notificationsResponseSchema.parse((await c.get('/provider/getnotifications', token)).body).data ?? []
    ).map((n) => n.Notification);
  /** Two instances' passes at the same moment. */
  const bothInstances = (at: string) =>
    Promise.all([
      sendSellerReminders(server.db, server.siteLinks, new Date(at)),
      sendSellerReminders(server.db, server.siteLinks, new Date(at)),
    ]);

  it('reminds before the first payout and before the deadline, once each, in the reader’s language', async () => {
    const english = await owedProvider('en-GB');
    const polish = await owedProvider('pl-PL');
    const email = async (id: string) =>
      (await server.db.query<{ email: string }>('SELECT email FROM accounts WHERE id = $1', [id]))[0]
        ?.email ?? '';

    await bothInstances('2026-06-15T09:00:00Z');
    for (const { w } of [english, polish]) {
      expect(await remindersOf(w.provider.id)).toEqual([{ kind: 'first-payout' }]);
    }
    expect((await mailsTo(await email(english.w.provider.id))).map((m) => m.subject)).toEqual([
      en.t('mails:hmrcReminder.subjectFirstPayout'),
    ]);
    expect((await mailsTo(await email(polish.w.provider.id))).map((m) => m.subject)).toEqual([
      pl.t('mails:hmrcReminder.subjectFirstPayout'),
    ]);
    expect(await bell(english.c, english.w.provider.token)).toContain(
      en.t('notices:provider.hmrcFirstPayout'),
    );
    expect(await bell(polish.c, polish.w.provider.token)).toContain(pl.t('notices:provider.hmrcFirstPayout'));

    // Before 1 November nothing more; from then on, the deadline of the year they were paid in, once.
    await bothInstances('2026-10-31T12:00:00Z');
    expect(await remindersOf(english.w.provider.id)).toEqual([{ kind: 'first-payout' }]);
    for (const { w } of [english, polish]) await ageReminders(w.provider.id, 0);
    await bothInstances('2026-11-02T09:00:00Z');
    await bothInstances('2026-11-03T09:00:00Z');
    expect(await remindersOf(english.w.provider.id)).toEqual([
      { kind: 'first-payout' },
      { kind: 'deadline-2026' },
    ]);
    const polishMails = await mailsTo(await email(polish.w.provider.id));
    expect(polishMails.map((m) => m.subject)).toEqual([
      pl.t('mails:hmrcReminder.subjectFirstPayout'),
      pl.t('mails:hmrcReminder.subjectDeadline', { year: 2026 }),
    ]);
    expect(polishMails[1]?.text_body).toContain(pl.t('notices:provider.hmrcDeadline', { year: 2026 }));
    expect(await bell(english.c, english.w.provider.token)).toContain(
      en.t('notices:provider.hmrcDeadline', { year: 2026 }),
    );

    // A provider who gave their details is not reminded.
    const given = await owedProvider('en-GB');
    expect((await given.c.post('/provider/sellerdetails', details, given.w.provider.token)).status).toBe(200);
    await bothInstances('2026-11-04T09:00:00Z');
    expect(await remindersOf(given.w.provider.id)).toEqual([]);
  }, 30_000);

  it('holds the payouts after the reminders and the days allowed, says why, and releases them when the details come', async () => {
    const { c, w, orderid } = await owedProvider('en-GB');
    await bothInstances('2026-06-15T09:00:00Z');
    await ageReminders(w.provider.id, 0);
    await bothInstances('2026-11-02T09:00:00Z');
    const payoutOf = async () =>
      (
        await server.db.query<{ status: string; held_reason: string | null; transfer_id: string | null }>(
          'SELECT status, held_reason, transfer_id FROM payouts WHERE order_id = $1',
          [orderid],
        )
      )[0];

    // Two reminders, but the first is not yet old enough: the payout is not held.
    await ageReminders(w.provider.id, daysBeforeHold - 1 - daysBetweenReminders);
    await server.db.query(`UPDATE payouts SET created_at = now() - interval '1 day' WHERE order_id = $1`, [
      orderid,
    ]);
    const early = await sendSellerReminders(server.db, server.siteLinks, new Date());
    expect(early.sent.filter((s) => s.providerId === w.provider.id)).toEqual([]);

    // Past the days allowed: the payout runner skips it and records why; the provider is told, once.
    await ageReminders(w.provider.id, daysBeforeHold + 1);
    const batch = await runWeeklyPayouts(server.db, server.siteLinks, gateway);
    expect(await payoutOf()).toMatchObject({
      status: 'pending',
      held_reason: 'seller-details',
      transfer_id: null,
    });
    // The batch counts it among the held, not the unpaid.
    const [waiting] = await server.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM payouts WHERE held_reason = 'seller-details' AND transfer_id IS NULL`,
    );
    expect(waiting?.count).toBeGreaterThan(0);
    expect(batch?.held).toBe(waiting?.count);
    // The provider's payouts and the console's order say why it waits.
    const listed = providerPayoutsResponseSchema.parse(
      (await c.get('/provider/payouts', w.provider.token)).body,
    );
    expect(listed.data?.find((p) => p.OrderID === orderid)?.HeldReason).toBe('seller-details');
    await bothInstances(new Date().toISOString());
    await bothInstances(new Date().toISOString());
    expect((await remindersOf(w.provider.id)).map((r) => r.kind)).toContain('payouts-held');
    // Operators see the reminders sent and the payouts waiting.
    const operator = await signInOperator(server, c);
    const order = orderDetailResponseSchema.parse(
      (await c.get(`/ops/orders/${orderid}`, operator.token)).body,
    );
    expect(order.data.Timeline.find((e) => e.Kind === 'payout-due')?.HeldReason).toBe('seller-details');
    const sellers = opsSellerDetailsResponseSchema.parse(
      (await c.get('/ops/sellerdetails', operator.token)).body,
    );
    const seller = sellers.data.find((one) => one.ProviderID === w.provider.id);
    expect(seller).toMatchObject({ Status: 'MISSING', PayoutsHeld: 1 });
    expect([...(seller?.Reminders ?? [])].sort()).toEqual(['deadline-2026', 'first-payout', 'payouts-held']);
    expect(
      (await bell(c, w.provider.token)).filter((n) => n === en.t('notices:provider.hmrcPayoutsHeld')),
    ).toHaveLength(1);

    // The details given: the hold is gone and the next run pays it.
    expect((await c.post('/provider/sellerdetails', details, w.provider.token)).status).toBe(200);
    expect((await payoutOf())?.held_reason).toBeNull();
    await runWeeklyPayouts(server.db, server.siteLinks, gateway);
    expect(await payoutOf()).toMatchObject({ status: 'paid', held_reason: null });
    expect(await payoutOf()).not.toMatchObject({ transfer_id: null });
  }, 30_000);

  it('sends a provider first paid in November one reminder per pass, days apart, before the hold counts them', async () => {
    const { w, orderid } = await owedProvider('en-GB');
    await server.db.query(`UPDATE payouts SET created_at = '2026-11-10T08:00:00Z' WHERE order_id = $1`, [
      orderid,
    ]);
    /** Whether the payout runner would hold the payout now. */
    const payoutHeld = async () =>
      (
        await server.db.query<{ held: boolean }>(
          `SELECT ${heldForSellerDetails('po')} AS held FROM payouts po WHERE po.order_id = $1`,
          [orderid],
        )
      )[0]?.held;

    // Both reminders are due in the first pass: only the first goes, and a pass an hour later sends nothing.
    await bothInstances('2026-11-10T09:00:00Z');
    expect(await remindersOf(w.provider.id)).toEqual([{ kind: 'first-payout' }]);
    await bothInstances('2026-11-10T10:00:00Z');
    expect(await remindersOf(w.provider.id)).toEqual([{ kind: 'first-payout' }]);

    // One reminder, however old, never holds the payouts.
    await ageReminders(w.provider.id, daysBeforeHold + 1);
    expect(await payoutHeld()).toBe(false);

    // The deadline's reminder follows days later; with the first one's days passed, the hold starts.
    await bothInstances('2026-11-20T09:00:00Z');
    const kinds = (await remindersOf(w.provider.id)).map((r) => r.kind);
    expect(kinds.filter((kind) => kind !== 'payouts-held')).toEqual(['first-payout', 'deadline-2026']);
    expect(await payoutHeld()).toBe(true);
  }, 30_000);
});
