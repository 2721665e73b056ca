// Repeat bookings through the API: an operator marks a product repeatable, a customer books a weekly series
// with one provider, the provider accepts it once, and the runner books each visit two weeks ahead as its own
// order, exactly once even with two instances running at once; skipping, pausing and ending; a visit the
// provider cannot take waits for the customer's choice; bad input and strangers are refused.
import { orderSeriesSchema, seriesListResponseSchema } from '@callout/contracts/order-series';
import { backends } from '@callout/server-testing/backends';
import { orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { day, makeProvider, productId, query } from '@callout/server-testing/fixtures/orders';
import { everyDay } from '@callout/server-testing/fixtures/provider';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { client } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountRow, anonymiseAccount } from '../../../domain/accounts/account-store';
import { exportEntries } from '../../../domain/accounts/data-export/export-contents';
import { seriesServerMessages } from '../../../domain/booking/series/series-messages';
import { bookSeriesVisits, runSeriesVisits } from '../../../domain/booking/series/series-runner';
import { openDatabase } from '../../../infra/db/database';

describe.each(backends)('repeat bookings on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let leakRepair = '';

  beforeAll(async () => {
    leakRepair = await productId(server.db, 'Leak repair');
    const operator = await signInOperator(server, c);
    const marked = await c.post(
      `/ops/products/${leakRepair}/repeatable`,
      { repeatable: 'true' },
      operator.token,
    );
    expect(marked.status, marked.body.message).toBe(200);
  });

  /** A customer and a provider of Leak repair (£80) working 09:00–17:00 every day. */
  async function parties() {
    const w = await orderWorld(server.db, client(server.app));
    await c.post('/provider/workinghours', everyDay('09:00-17:00'), w.provider.token);
    return w;
  }

  const seriesForm = (provider: string, extra: Record<string, string> = {}) => ({
    prodid: leakRepair,
    provider,
    zipcode: 'SE1 7PB',
    address: '1 Waterloo Road',
    first: day(2),
    window: '10:00',
    cadence: 'WEEKLY',
    visits: '4',
    ...extra,
  });

  async function createSeries(w: Awaited<ReturnType<typeof parties>>, extra: Record<string, string> = {}) {
    const created = await c.post('/series', seriesForm(w.provider.id, extra), w.customer.token);
    expect(created.status, created.body.message).toBe(201);
    return orderSeriesSchema.parse(created.body.data).ID;
  }

  async function acceptedSeries(w: Awaited<ReturnType<typeof parties>>, extra: Record<string, string> = {}) {
    const id = await createSeries(w, extra);
    const answered = await c.post(
      '/provider/answerseries',
      { seriesid: id, answer: 'ACCEPT' },
      w.provider.token,
    );
    expect(answered.status, answered.body.message).toBe(200);
    return id;
  }

  const listed = async (token: string, prefix = '') =>
    seriesListResponseSchema.parse((await c.get(`${prefix}/series`, token)).body).data ?? [];

  /** The visits' orders of a series, by day, with what the provider and customer see of them. */
  const visitOrders = (seriesId: string) =>
    server.db.query<{ day: string; order_id: string; status: string; starts: string; provider_id: string }>(
      `SELECT to_char(v.visit_on, 'YYYY-MM-DD') AS day, o.id AS order_id, o.status, o.provider_id,
         to_char(s.window_starts AT TIME ZONE 'Europe/London', 'HH24:MI') AS starts
       FROM series_visits v JOIN orders o ON o.id = v.order_id JOIN order_shipping s ON s.order_id = o.id
       WHERE v.series_id = $1 ORDER BY v.visit_on`,
      [seriesId],
    );
  const visitStatus = async (seriesId: string, date: string) =>
    (
      await server.db.query<{ status: string; reason: string | null }>(
        `SELECT status, reason FROM series_visits WHERE series_id = $1 AND visit_on = $2::date`,
        [seriesId, date],
      )
    )[0];

  it('lets an operator mark a product repeatable, audited, and shows it in the catalogue', async () => {
    const operator = await signInOperator(server, c);
    const clean = await productId(server.db, 'Standard home clean');
    const drain = await productId(server.db, 'Drain unblocking');
    const products = async (category: string, specific: string) =>
      ((await c.post('/products', { category, specifics: specific })).body.data ?? []) as Array<{
        Id: string;
        Repeatable?: boolean;
      }>;
    // The demo's cleaning is repeatable from the seed; drain unblocking is not.
    expect((await products('Cleaning', 'Domestic')).find((p) => p.Id === clean)?.Repeatable).toBe(true);
    expect((await products('Plumbing', 'Repairs')).find((p) => p.Id === drain)?.Repeatable).toBe(false);
    const marked = await c.post(`/ops/products/${drain}/repeatable`, { repeatable: 'true' }, operator.token);
    expect(marked.status).toBe(200);
    expect((await products('Plumbing', 'Repairs')).find((p) => p.Id === drain)?.Repeatable).toBe(true);
    const audit = await server.db.query<{ action: string }>(
      `SELECT action FROM ops_audit WHERE subject_type = 'product' AND subject_id = $1 ORDER BY id`,
      [drain],
    );
    expect(audit.map((row) => row.action)).toContain('product.repeatable');
    await c.post(`/ops/products/${drain}/repeatable`, { repeatable: 'false' }, operator.token);
    expect((await products('Plumbing', 'Repairs')).find((p) => p.Id === drain)?.Repeatable).toBe(false);
    // Not an operator: refused.
    const w = await parties();
    expect(
      (await c.post(`/ops/products/${drain}/repeatable`, { repeatable: 'true' }, w.customer.token)).status,
    ).toBeGreaterThanOrEqual(401);
  });

  it('creates a series the provider accepts once, and books the visits within two weeks as orders', async () => {
    const w = await parties();
    const id = await createSeries(w);
    const pending = (await listed(w.customer.token)).find((s) => s.ID === id);
    expect(pending).toMatchObject({
      Status: 'PENDING',
      Cadence: 'WEEKLY',
      Visits: 4,
      Start: '10:00',
      End: '12:00',
      Next: { Date: day(2), Status: 'UPCOMING', OrderID: null },
    });
    // Nothing is booked before the provider accepts.
    expect(await visitOrders(id)).toEqual([]);
    expect((await listed(w.provider.token, '/provider')).find((s) => s.ID === id)?.Status).toBe('PENDING');

    const answered = await c.post(
      '/provider/answerseries',
      { seriesid: id, answer: 'ACCEPT' },
      w.provider.token,
    );
    expect(answered.status).toBe(200);
    expect(answered.body.message).toBe(seriesServerMessages.accepted);
    const orders = await visitOrders(id);
    // Weekly from day 2: days 2 and 9 are within the 14 days; day 16 is booked later.
    expect(orders.map((o) => o.day)).toEqual([day(2), day(9)]);
    for (const order of orders) {
      expect(order).toMatchObject({ status: 'SCHEDULED', starts: '10:00', provider_id: w.provider.id });
    }
    const active = (await listed(w.customer.token)).find((s) => s.ID === id);
    expect(active?.Status).toBe('ACTIVE');
    expect(active?.Next).toMatchObject({ Date: day(2), Status: 'BOOKED', OrderID: orders[0]?.order_id });
    // Each visit is an ordinary order the customer sees and pays as today.
    const details = await c.get(
      `/orderdetails${query({ orderid: orders[0]?.order_id ?? '' })}`,
      w.customer.token,
    );
    expect(details.status).toBe(200);

    const again = await c.post(
      '/provider/answerseries',
      { seriesid: id, answer: 'DECLINE' },
      w.provider.token,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(seriesServerMessages.answered);
  });

  it('books each visit once when two instances run the runner at the same moment', async () => {
    const w = await parties();
    const id = await createSeries(w, { visits: '' });
    await server.db.query(`UPDATE order_series SET status = 'ACTIVE' WHERE id = $1`, [id]);
    // A second instance: its own connection pool on PostgreSQL; PGlite has one process and one handle.
    const other = server.db.kind === 'postgres' ? await openDatabase(server.env) : server.db;
    try {
      const runs = await Promise.all([
        bookSeriesVisits(server.db, server.siteLinks, day(0), id),
        bookSeriesVisits(other, server.siteLinks, day(0), id),
        bookSeriesVisits(server.db, server.siteLinks, day(0), id),
      ]);
      const booked = runs.flatMap((run) => run.booked);
      const orders = await visitOrders(id);
      expect(orders.map((o) => o.day)).toEqual([day(2), day(9)]);
      const all = await server.db.query<{ id: string }>(
        `SELECT o.id FROM orders o WHERE o.customer_id = $1`,
        [w.customer.id],
      );
      expect(all).toHaveLength(2);
      // Each visit decided by one run only: no run found it taken by another's order.
      expect(booked.sort()).toEqual(all.map((o) => o.id).sort());
      expect(runs.map((run) => run.needsChoice)).toEqual([0, 0, 0]);
      // Under the lease, a second run at the same moment does nothing; later runs find nothing left.
      const leased = await Promise.all([
        runSeriesVisits(server.db, server.siteLinks, day(0)),
        runSeriesVisits(other, server.siteLinks, day(0)),
      ]);
      expect(leased.flatMap((run) => run?.booked ?? [])).toEqual([]);
      // A day later the horizon reaches day 16.
      await bookSeriesVisits(other, server.siteLinks, day(2));
      expect((await visitOrders(id)).map((o) => o.day)).toEqual([day(2), day(9), day(16)]);
    } finally {
      if (other !== server.db) await other.close();
    }
  });

  it('skips a visit (cancelling its order when booked), pauses, resumes and ends a series', async () => {
    const w = await parties();
    const id = await acceptedSeries(w, { visits: '' });
    const [first] = await visitOrders(id);

    // A visit not booked yet is never booked.
    const skipLater = await c.post('/skipvisit', { seriesid: id, date: day(16) }, w.customer.token);
    expect(skipLater.status, skipLater.body.message).toBe(200);
    await bookSeriesVisits(server.db, server.siteLinks, day(3));
    expect((await visitOrders(id)).map((o) => o.day)).toEqual([day(2), day(9)]);
    expect(await visitStatus(id, day(16))).toMatchObject({ status: 'SKIPPED' });

    // A booked visit: its order is cancelled, and the next visit becomes the next.
    const skipBooked = await c.post('/skipvisit', { seriesid: id, date: day(2) }, w.customer.token);
    expect(skipBooked.status, skipBooked.body.message).toBe(200);
    const [cancelled] = await server.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
      first?.order_id,
    ]);
    expect(cancelled?.status).toBe('CANCELLED');
    expect(orderSeriesSchema.parse(skipBooked.body.data).Next).toMatchObject({
      Date: day(9),
      Status: 'BOOKED',
    });
    expect((await c.post('/skipvisit', { seriesid: id, date: day(2) }, w.customer.token)).body.message).toBe(
      seriesServerMessages.alreadySkipped,
    );

    // Paused: the runner books nothing new.
    const paused = await c.post('/seriesstatus', { seriesid: id, action: 'PAUSE' }, w.customer.token);
    expect(paused.status).toBe(200);
    expect(orderSeriesSchema.parse(paused.body.data).Status).toBe('PAUSED');
    await bookSeriesVisits(server.db, server.siteLinks, day(10));
    expect((await visitOrders(id)).map((o) => o.day)).toEqual([day(2), day(9)]);
    const pausedTwice = await c.post('/seriesstatus', { seriesid: id, action: 'PAUSE' }, w.customer.token);
    expect(pausedTwice.status).toBe(409);
    expect(pausedTwice.body.message).toBe(seriesServerMessages.notActive);

    // Resumed: booked again.
    expect((await c.post('/seriesstatus', { seriesid: id, action: 'RESUME' }, w.customer.token)).status).toBe(
      200,
    );
    await bookSeriesVisits(server.db, server.siteLinks, day(10));
    expect((await visitOrders(id)).map((o) => o.day)).toEqual([day(2), day(9), day(23)]);

    // Ended: nothing more is booked, and nothing more can be changed.
    const ended = await c.post('/seriesstatus', { seriesid: id, action: 'END' }, w.customer.token);
    expect(ended.status).toBe(200);
    expect(orderSeriesSchema.parse(ended.body.data)).toMatchObject({ Status: 'ENDED', Next: null });
    await bookSeriesVisits(server.db, server.siteLinks, day(20));
    expect((await visitOrders(id)).map((o) => o.day)).toEqual([day(2), day(9), day(23)]);
    const afterEnd = await c.post('/skipvisit', { seriesid: id, date: day(30) }, w.customer.token);
    expect(afterEnd.status).toBe(409);
    expect(afterEnd.body.message).toBe(seriesServerMessages.closed);
  });

  it('puts the series in each party’s copy of their data: the address and note in the customer’s only', async () => {
    const w = await parties();
    const id = await acceptedSeries(w, { note: 'Ring twice' });
    const recordsOf = async (accountId: string, role: 'user' | 'provider') => {
      const entries = await exportEntries(server.db, accountId, role);
      const file = entries.find((entry) => entry.name === 'records/repeat-bookings.json');
      return JSON.parse(file?.data.toString('utf8') ?? 'null') as Record<string, unknown>[];
    };
    const [mine] = await recordsOf(w.customer.id, 'user');
    expect(mine).toMatchObject({ id, address: '1 Waterloo Road', note: 'Ring twice', every_days: 7 });
    const [theirs] = await recordsOf(w.provider.id, 'provider');
    expect(theirs).toMatchObject({ id, every_days: 7 });
    expect(theirs).not.toHaveProperty('address');
    expect(theirs).not.toHaveProperty('note');
  });

  it('ends the series of a deleted account, books none of its visits again and forgets its address', async () => {
    const w = await parties();
    const id = await acceptedSeries(w, { visits: '', note: 'Key under the mat' });
    expect((await visitOrders(id)).map((o) => o.day)).toEqual([day(2), day(9)]);
    const [customer] = await server.db.query<AccountRow>('SELECT * FROM accounts WHERE id = $1', [
      w.customer.id,
    ]);
    if (!customer) throw new Error('The customer is missing');
    await server.db.transaction((tx) => anonymiseAccount(tx, server.siteLinks, customer));

    await bookSeriesVisits(server.db, server.siteLinks, day(10));
    expect((await visitOrders(id)).map((o) => o.day)).toEqual([day(2), day(9)]);
    const [row] = await server.db.query<{
      status: string;
      address: string;
      note: string | null;
      lat: number;
    }>('SELECT status, address, note, lat FROM order_series WHERE id = $1', [id]);
    expect(row).toEqual({ status: 'ENDED', address: '', note: null, lat: 0 });
  });

  it('moves one visit with its order’s reschedule, and lists it where it was moved to', async () => {
    const w = await parties();
    const id = await acceptedSeries(w);
    const [first] = await visitOrders(id);
    const orderid = first?.order_id ?? '';
    const proposed = await c.post(
      '/proposereschedule',
      { orderid, date: day(3), window: '14:00' },
      w.customer.token,
    );
    expect(proposed.status, proposed.body.message).toBe(200);
    const proposal = (proposed.body.data as { ID: string }).ID;
    const accepted = await c.post(
      '/provider/answerreschedule',
      { orderid, proposal, answer: 'ACCEPT' },
      w.provider.token,
    );
    expect(accepted.status, accepted.body.message).toBe(200);
    const series = (await listed(w.customer.token)).find((s) => s.ID === id);
    expect(series?.Next).toMatchObject({ Date: day(3), Start: '14:00', End: '16:00', OrderID: orderid });
    // The visit is still the series' own: the runner does not book day 2 again.
    await bookSeriesVisits(server.db, server.siteLinks, day(0), id);
    expect((await visitOrders(id)).map((o) => o.order_id)).toContain(orderid);
    expect(await visitOrders(id)).toHaveLength(2);
  });

  it('stops after the number of visits or on the end date', async () => {
    const w = await parties();
    const byCount = await acceptedSeries(w, { visits: '2', cadence: 'FORTNIGHTLY' });
    await bookSeriesVisits(server.db, server.siteLinks, day(10));
    await bookSeriesVisits(server.db, server.siteLinks, day(25));
    expect((await visitOrders(byCount)).map((o) => o.day)).toEqual([day(2), day(16)]);
    const w2 = await parties();
    const byDate = await acceptedSeries(w2, { visits: '', until: day(10) });
    await bookSeriesVisits(server.db, server.siteLinks, day(10));
    expect((await visitOrders(byDate)).map((o) => o.day)).toEqual([day(2), day(9)]);
  });

  it('asks the customer to choose when the provider is busy: other free providers, or a skip', async () => {
    const w = await parties();
    // The provider already has a job on day 9 at 10:00–12:00.
    const other = await c.post(
      '/requestservice',
      {
        prodid: leakRepair,
        zipcode: 'SE1 7PB',
        address: '2 Waterloo Road',
        scheduled: day(9),
        provider: w.provider.id,
        window: '10:00',
      },
      w.customer.token,
    );
    expect(other.status, other.body.message).toBe(201);
    // Another provider of the product, working then and covering the address.
    const spare = await makeProvider(server.db, c, { firstName: 'Sam', services: [['Leak repair', 90]] });
    await c.post('/provider/workinghours', everyDay('08:00-18:00'), spare.token);
    expect(
      (await c.post('/provider/servicearea', { zipcode: 'SE1 7PB', radius: '10' }, spare.token)).status,
    ).toBe(200);

    const id = await acceptedSeries(w);
    expect((await visitOrders(id)).map((o) => o.day)).toEqual([day(2)]);
    expect(await visitStatus(id, day(9))).toEqual({ status: 'NEEDS_CHOICE', reason: 'PROVIDER_BUSY' });
    const series = (await listed(w.customer.token)).find((s) => s.ID === id);
    expect(series?.NeedsChoice).toEqual([
      {
        Date: day(9),
        Start: '10:00',
        End: '12:00',
        Status: 'NEEDS_CHOICE',
        OrderID: null,
        Reason: 'PROVIDER_BUSY',
      },
    ]);

    const alternatives = await c.get(
      `/seriesalternatives${query({ seriesid: id, date: day(9) })}`,
      w.customer.token,
    );
    expect(alternatives.status).toBe(200);
    const ids = (alternatives.body.data as Array<{ PersonnelID: string }>).map((p) => p.PersonnelID);
    expect(ids).toContain(spare.id);
    expect(ids).not.toContain(w.provider.id);

    // A later run does not try the visit again.
    await bookSeriesVisits(server.db, server.siteLinks, day(1));
    expect(await visitStatus(id, day(9))).toMatchObject({ status: 'NEEDS_CHOICE' });
    // Booked with the other provider instead: an ordinary request, which they accept like any other.
    const own = await c.post(
      '/seriesvisitprovider',
      { seriesid: id, date: day(9), provider: w.provider.id },
      w.customer.token,
    );
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(seriesServerMessages.ownProvider);
    const chosen = await c.post(
      '/seriesvisitprovider',
      { seriesid: id, date: day(9), provider: spare.id },
      w.customer.token,
    );
    expect(chosen.status, chosen.body.message).toBe(200);
    expect(orderSeriesSchema.parse(chosen.body.data).NeedsChoice).toEqual([]);
    const day9 = (await visitOrders(id)).find((o) => o.day === day(9));
    expect(day9).toMatchObject({ provider_id: spare.id, status: 'NEW ORDER', starts: '10:00' });
    const again = await c.post(
      '/seriesvisitprovider',
      { seriesid: id, date: day(9), provider: spare.id },
      w.customer.token,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(seriesServerMessages.noChoiceNeeded);

    // A day off is a visit the provider cannot take too; skipping it clears the choice.
    await c.post(
      '/provider/workinghours',
      { ...everyDay('09:00-17:00'), daysoff: day(16) },
      w.provider.token,
    );
    await bookSeriesVisits(server.db, server.siteLinks, day(3));
    expect(await visitStatus(id, day(16))).toMatchObject({ status: 'NEEDS_CHOICE' });
    expect((await c.post('/skipvisit', { seriesid: id, date: day(16) }, w.customer.token)).status).toBe(200);
    expect((await listed(w.customer.token)).find((s) => s.ID === id)?.NeedsChoice).toEqual([]);
    expect(await visitStatus(id, day(16))).toMatchObject({ status: 'SKIPPED' });
  });

  it('passes over a visit inside the provider’s notice on accept or resume, without asking the customer', async () => {
    const w = await parties();
    // Created while the provider needed no notice; before they answer they ask for three days.
    const id = await createSeries(w, { visits: '' });
    const notice = await c.post(
      '/provider/workinghours',
      { ...everyDay('09:00-17:00'), lead: '72' },
      w.provider.token,
    );
    expect(notice.status, notice.body.message).toBe(200);
    const answered = await c.post(
      '/provider/answerseries',
      { seriesid: id, answer: 'ACCEPT' },
      w.provider.token,
    );
    expect(answered.status, answered.body.message).toBe(200);
    // Day 2 is inside the notice: skipped with its reason, never a choice; day 9 is booked.
    expect(await visitStatus(id, day(2))).toEqual({ status: 'SKIPPED', reason: 'TOO_SOON' });
    expect((await visitOrders(id)).map((o) => o.day)).toEqual([day(9)]);
    const series = orderSeriesSchema.parse(answered.body.data);
    expect(series.NeedsChoice).toEqual([]);
    expect(series.Next).toMatchObject({ Date: day(9), Status: 'BOOKED' });
    // The series' own page reads it alone, with its next visits, the one passed over among them.
    const own = seriesListResponseSchema.parse(
      (await c.get(`/series${query({ seriesid: id })}`, w.customer.token)).body,
    );
    expect(own.data?.map((s) => s.ID)).toEqual([id]);
    expect(own.data?.[0]?.Upcoming?.slice(0, 3)).toEqual([
      { Date: day(2), Start: '10:00', End: '12:00', Status: 'SKIPPED', OrderID: null, Reason: 'TOO_SOON' },
      expect.objectContaining({ Date: day(9), Status: 'BOOKED', Reason: null }),
      expect.objectContaining({ Date: day(16), Status: 'UPCOMING', OrderID: null }),
    ]);
    expect(own.data?.[0]?.Upcoming).toHaveLength(8);

    // Resumed after a pause that began before today's visit was booked: today's visit is passed over too.
    const w2 = await parties();
    const paused = await createSeries(w2, { visits: '' });
    await server.db.query(
      `UPDATE order_series SET status = 'PAUSED', paused_by = 'customer', first_on = $2::date WHERE id = $1`,
      [paused, day(0)],
    );
    await c.post('/provider/workinghours', { ...everyDay('09:00-17:00'), lead: '24' }, w2.provider.token);
    const resumed = await c.post('/seriesstatus', { seriesid: paused, action: 'RESUME' }, w2.customer.token);
    expect(resumed.status, resumed.body.message).toBe(200);
    expect(await visitStatus(paused, day(0))).toEqual({ status: 'SKIPPED', reason: 'TOO_SOON' });
    expect((await visitOrders(paused)).map((o) => o.day)).toEqual([day(7), day(14)]);
    expect(orderSeriesSchema.parse(resumed.body.data).NeedsChoice).toEqual([]);
  });

  it('lists series a hundred at a time, newest first, with the next page’s cursor', async () => {
    const w = await parties();
    const id = await createSeries(w);
    // 104 older series of the same customer, two of them created at the same moment.
    await server.db.query(
      `INSERT INTO order_series (id, customer_id, provider_id, product_id, every_days, window_start, first_on,
         zip_code, address, lat, lng, status, created_at)
       SELECT 'SER-PAGE-' || lpad(g::text, 3, '0') || '-' || $4, $1, $2, $3::int, 7, '10:00', $5::date,
         'SE1 7PB', '1 Waterloo Road', 51.5, -0.1, 'ENDED', now() - make_interval(mins => greatest(g, 2))
       FROM generate_series(1, 104) AS g`,
      [w.customer.id, w.provider.id, leakRepair, w.customer.id.slice(-8), day(2)],
    );
    const first = seriesListResponseSchema.parse((await c.get('/series', w.customer.token)).body);
    expect(first.data).toHaveLength(100);
    expect(first.data?.[0]?.ID).toBe(id);
    expect(first.Next).toEqual(expect.stringMatching(/^\d+~SER-/));
    const second = seriesListResponseSchema.parse(
      (await c.get(`/series${query({ before: first.Next ?? '' })}`, w.customer.token)).body,
    );
    expect(second.data).toHaveLength(5);
    expect(second.Next).toBeNull();
    const all = [...(first.data ?? []), ...(second.data ?? [])].map((s) => s.ID);
    expect(new Set(all).size).toBe(105);
    // A series past the first page still answers its own calls.
    const oldest = all.at(-1) ?? '';
    const ended = await c.post('/seriesstatus', { seriesid: oldest, action: 'END' }, w.customer.token);
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe(seriesServerMessages.closed);
    const bad = await c.get(`/series${query({ before: 'yesterday' })}`, w.customer.token);
    expect(bad.status).toBe(400);
    // The provider's list pages the same way.
    const theirs = seriesListResponseSchema.parse((await c.get('/provider/series', w.provider.token)).body);
    expect(theirs.data).toHaveLength(100);
    expect(theirs.Next).not.toBeNull();
  });

  it('refuses bad input with clear words', async () => {
    const w = await parties();
    const send = (extra: Record<string, string>) =>
      c.post('/series', seriesForm(w.provider.id, extra), w.customer.token);
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ cadence: 'DAILY' }, 400, 'Choose weekly, fortnightly or every four weeks.'],
      [{ visits: '0' }, 400, 'Choose from 1 to 104 visits.'],
      [{ visits: 'ten' }, 400, 'Choose from 1 to 104 visits.'],
      [{ until: day(20) }, 400, 'Choose one end: a number of visits or an end date.'],
      [{ visits: '', until: day(1) }, 400, 'The end date must be on or after the first visit.'],
      [{ visits: '', until: 'soon' }, 400, 'The end date is not valid.'],
      [{ visits: '', until: '2026-02-30' }, 400, 'The end date is not valid.'],
      [{ window: '25:00' }, 400, 'Choose an arrival window from the list.'],
      [{ window: '03:00' }, 409, 'That arrival window is not available. Please choose another.'],
      [{ prodid: await productId(server.db, 'Drain unblocking') }, 409, seriesServerMessages.notRepeatable],
      [{ prodid: '999999' }, 404, ''],
      [{ first: '2000-01-01' }, 400, ''],
    ];
    for (const [extra, status, message] of cases) {
      const reply = await send(extra);
      expect(reply.status, JSON.stringify(extra)).toBe(status);
      if (message) expect(reply.body.message).toContain(message);
    }
    const id = await acceptedSeries(w);
    const notAVisit = await c.post('/skipvisit', { seriesid: id, date: day(3) }, w.customer.token);
    expect(notAVisit.status).toBe(400);
    expect(notAVisit.body.message).toBe(seriesServerMessages.notAVisit);
    expect((await c.post('/skipvisit', { seriesid: id, date: 'tomorrow' }, w.customer.token)).status).toBe(
      400,
    );
    expect((await c.post('/seriesstatus', { seriesid: id, action: 'STOP' }, w.customer.token)).status).toBe(
      400,
    );
    expect(
      (await c.post('/provider/answerseries', { seriesid: id, answer: 'MAYBE' }, w.provider.token)).status,
    ).toBe(400);
    expect((await c.get(`/seriesalternatives${query({ seriesid: id })}`, w.customer.token)).status).toBe(400);
  });

  it('answers only the series’ own customer and provider', async () => {
    const w = await parties();
    const id = await createSeries(w);
    const stranger = await parties();
    const asStranger = [
      await c.post('/provider/answerseries', { seriesid: id, answer: 'ACCEPT' }, stranger.provider.token),
      await c.post('/seriesstatus', { seriesid: id, action: 'END' }, stranger.customer.token),
      await c.post('/skipvisit', { seriesid: id, date: day(2) }, stranger.customer.token),
      await c.get(`/seriesalternatives${query({ seriesid: id, date: day(2) })}`, stranger.customer.token),
      await c.post(
        '/seriesvisitprovider',
        { seriesid: id, date: day(2), provider: stranger.provider.id },
        stranger.customer.token,
      ),
    ];
    for (const reply of asStranger) {
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe(seriesServerMessages.notFound);
    }
    expect((await listed(stranger.customer.token)).map((s) => s.ID)).not.toContain(id);
    expect((await listed(stranger.provider.token, '/provider')).map((s) => s.ID)).not.toContain(id);
    // The customer may not answer for the provider, nor the provider change the customer's series.
    expect(
      (await c.post('/provider/answerseries', { seriesid: id, answer: 'ACCEPT' }, w.customer.token)).status,
    ).toBeGreaterThanOrEqual(401);
    expect(
      (await c.post('/seriesstatus', { seriesid: id, action: 'END' }, w.provider.token)).status,
    ).toBeGreaterThanOrEqual(401);
    expect((await c.get('/series')).status).toBe(401);
    // Still pending and unchanged.
    expect((await listed(w.customer.token)).find((s) => s.ID === id)?.Status).toBe('PENDING');
  });
});
