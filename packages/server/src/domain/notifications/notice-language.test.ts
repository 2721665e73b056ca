// Mails, pushes and the bell are written in their reader's language (the account's, British English until
// it chose one): a Polish provider hears of a new request and of a bid engaged in Polish, with Polish
// dates, while the English customer of the same orders is told in English.
import { orderSeriesSchema } from '@callout/contracts/order-series';
import { notificationsResponseSchema } from '@callout/contracts/provider-jobs';
import type { NotificationKind, PushPayload } from '@callout/contracts/push';
import { backends } from '@callout/server-testing/backends';
import { orderWorld, perJob } from '@callout/server-testing/fixtures/order-lifecycle';
import { day, makeProvider, productId, query } from '@callout/server-testing/fixtures/orders';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { type Client, mailbox, prefixOf } from '@callout/server-testing/harness';
import { type PushDevice, startPushStandIn } from '@callout/server-testing/push-stand-in';
import { suiteServer } from '@callout/server-testing/suite-server';
import { afterAll, describe, expect, it } from 'vitest';
import { type AccountRow, anonymiseAccount } from '../accounts/account-store';
import { bookSeriesVisits } from '../booking/series/series-runner';

const pushService = await startPushStandIn();
afterAll(() => pushService.close());

async function pushOf(device: PushDevice, kind: NotificationKind): Promise<PushPayload> {
  await expect
    .poll(() => device.received.some((push) => (push.payload as PushPayload).kind === kind), {
      timeout: 15_000,
    })
    .toBe(true);
  return device.received
    .map((push) => push.payload as PushPayload)
    .find((p) => p.kind === kind) as PushPayload;
}

/** Every push of `kind` the device received, once there is one. */
async function pushBodies(device: PushDevice, kind: NotificationKind): Promise<string[]> {
  await pushOf(device, kind);
  return device.received
    .map((push) => push.payload as PushPayload)
    .filter((p) => p.kind === kind)
    .map((p) => p.body);
}

/** The pushes of `kind` the device has received so far. */
const device = (of: PushDevice, kind: NotificationKind): PushPayload[] =>
  of.received.map((push) => push.payload as PushPayload).filter((p) => p.kind === kind);

async function subscribed(c: Client, role: 'user' | 'provider', token: string): Promise<PushDevice> {
  const device = pushService.device();
  const { endpoint, keys } = device.subscription;
  const reply = await c.post(`${prefixOf(role)}/push/subscribe`, { endpoint, ...keys }, token);
  expect(reply.status, reply.body.message).toBe(200);
  return device;
}

/** A provider who chose Polish, with mails of `kinds` switched on. */
async function polishProvider(c: Client, token: string, kinds: NotificationKind[]): Promise<void> {
  expect((await c.post('/provider/language', { language: 'pl-PL' }, token)).status).toBe(200);
  for (const kind of kinds) {
    const reply = await c.post('/provider/notificationsettings', { kind, push: 'true', mail: 'true' }, token);
    expect(reply.status, reply.body.message).toBe(200);
  }
}

const bell = async (c: Client, token: string) =>
  (notificationsResponseSchema.parse((await c.get('/provider/getnotifications', token)).body).data ?? []).map(
    (n) => n.Notification,
  );

/** How Polish writes the job's day (`pt., 11 gru 2026`), to find it in a text. */
const polishDay = (iso: string) =>
  new Intl.DateTimeFormat('pl-PL', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

describe.each(backends)('notices in the reader’s language on $name', (backend) => {
  const { server, c } = suiteServer(backend, {
    env: { PUSH_ENDPOINT_HOSTS: pushService.host, PUBLIC_SITE_URL: 'https://callout.test' },
  });
  const mailsTo = async (to: string) => (await mailbox(server.app)).filter((mail) => mail.to === to);

  it('tells a Polish provider of a new request in Polish, and its English customer in English', async () => {
    const world = await orderWorld(server.db, c);
    await polishProvider(c, world.provider.token, ['DIRECT_REQUEST']);
    const providerDevice = await subscribed(c, 'provider', world.provider.token);
    const customerDevice = await subscribed(c, 'user', world.customer.token);

    const orderid = await world.book();
    const when = polishDay(day(0));
    const said = `Nowa prośba: ${perJob}, ${when}, SE1.`;
    expect(await bell(c, world.provider.token)).toContain(said);
    expect(await pushOf(providerDevice, 'DIRECT_REQUEST')).toMatchObject({
      title: 'Nowa prośba',
      body: said,
    });
    const mail = (await mailsTo(world.provider.email)).find((m) => m.subject === 'Nowa prośba');
    expect(mail?.text).toContain(said);
    expect(mail?.text).toContain(`Otwórz w Callout: https://callout.test/provider/details/${orderid}`);

    expect((await world.pay(orderid)).status).toBe(200);
    expect(await bell(c, world.provider.token)).toContain(
      `Płatność zabezpieczona: ${perJob}, ${when}. Środki zostaną zwolnione po wykonaniu zlecenia.`,
    );
    expect(await pushOf(customerDevice, 'BOOKING_CONFIRMED')).toMatchObject({
      title: 'Booking confirmed',
      body: `${perJob} is booked and paid.`,
    });
    const customerMails = await mailsTo(world.customer.email);
    expect(customerMails.map((m) => m.subject)).toContainEqual(
      expect.stringMatching(new RegExp(`^Booking confirmed: ${perJob} on `)),
    );
    expect(customerMails.every((m) => !/Cześć|Nowa|zamówienie/.test(m.text))).toBe(true);
  }, 60_000);

  it('tells a Polish bidder of the job and of the engagement in Polish, the customer of the bid in English', async () => {
    const world = await orderWorld(server.db, c);
    const bidder = await makeProvider(server.db, c, { services: [[perJob, 75]] });
    await polishProvider(c, bidder.token, ['BID_ACCEPTED']);
    const bidderDevice = await subscribed(c, 'provider', bidder.token);
    const customerDevice = await subscribed(c, 'user', world.customer.token);
    const published = await c.post(
      '/requestservice',
      {
        prodid: await productId(server.db, perJob),
        zipcode: 'M1 1AE',
        address: 'Piccadilly',
        scheduled: day(4),
        provider: 'BID',
      },
      world.customer.token,
    );
    const orderid = published.body.message;
    expect(await pushOf(bidderDevice, 'JOB_PUBLISHED')).toMatchObject({ title: 'Nowe zlecenie w pobliżu' });
    await c.get(`/provider/bidrequest${query({ orderid, lat: '53.48', lng: '-2.24' })}`, bidder.token);
    expect(await pushOf(customerDevice, 'BID_RECEIVED')).toMatchObject({
      title: 'New bid on your job',
      body: `A provider bid on ${perJob}. Open the job to compare bids.`,
    });
    await c.get(`/finalizerequest${query({ orderid, personnel: bidder.id })}`, world.customer.token);
    const accepted = `Twoja oferta została przyjęta: ${perJob}, ${polishDay(day(4))}.`;
    expect(await pushOf(bidderDevice, 'BID_ACCEPTED')).toMatchObject({ body: accepted });
    expect(await bell(c, bidder.token)).toContain(accepted);
    expect((await mailsTo(bidder.email)).map((m) => m.subject)).toContain('Twoja oferta została przyjęta');
  }, 60_000);

  it('writes to a provider who never chose a language in English, with no mail unless switched on', async () => {
    const world = await orderWorld(server.db, c);
    await world.book();
    const [said] = await bell(c, world.provider.token);
    expect(said).toMatch(new RegExp(`^New request: ${perJob} on .+ at SE1\\.$`));
    // Only the welcome mail of signing up: a provider's notices are mailed once they switch the mails on.
    expect((await mailsTo(world.provider.email)).map((m) => m.subject)).toEqual([
      'Welcome to Callout: verify your email',
    ]);
  }, 60_000);

  it('tells a Polish provider of a new series and of a visit they cannot take in Polish, the customer of the answer and of the choice in English', async () => {
    const world = await orderWorld(server.db, c);
    const operator = await signInOperator(server, c);
    const leakRepair = await productId(server.db, perJob);
    expect(
      (await c.post(`/ops/products/${leakRepair}/repeatable`, { repeatable: 'true' }, operator.token)).status,
    ).toBe(200);
    const everyDay = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, '09:00-17:00']),
    );
    expect((await c.post('/provider/workinghours', everyDay, world.provider.token)).status).toBe(200);
    await polishProvider(c, world.provider.token, ['DIRECT_REQUEST']);
    const providerDevice = await subscribed(c, 'provider', world.provider.token);
    const customerDevice = await subscribed(c, 'user', world.customer.token);
    // The provider already has a job on the series' second visit, day 16 at 10:00.
    const busy = await c.post(
      '/requestservice',
      {
        prodid: leakRepair,
        zipcode: 'SE1 7PB',
        address: '2 Waterloo Road',
        scheduled: day(16),
        provider: world.provider.id,
        window: '10:00',
      },
      world.customer.token,
    );
    expect(busy.status, busy.body.message).toBe(201);
    const form = {
      prodid: leakRepair,
      provider: world.provider.id,
      zipcode: 'SE1 7PB',
      address: '1 Waterloo Road',
      first: day(2),
      window: '10:00',
      cadence: 'FORTNIGHTLY',
    };
    const created = await c.post('/series', form, world.customer.token);
    expect(created.status, created.body.message).toBe(201);
    const seriesid = orderSeriesSchema.parse(created.body.data).ID;

    const proposed = `Nowa seria: ${perJob}, co dwa tygodnie, od ${polishDay(day(2))}, przyjazd 10:00–12:00.`;
    expect((await bell(c, world.provider.token)).some((n) => n.startsWith(proposed))).toBe(true);
    await expect
      .poll(async () =>
        (await pushBodies(providerDevice, 'DIRECT_REQUEST')).some((b) => b.startsWith(proposed)),
      )
      .toBe(true);
    const providerMail = (await mailsTo(world.provider.email)).find((m) => m.text.includes(proposed));
    expect(providerMail?.subject).toBe('Nowa prośba');
    expect(providerMail?.text).toContain('Otwórz w Callout: https://callout.test/provider/orders');

    const answered = await c.post(
      '/provider/answerseries',
      { seriesid, answer: 'ACCEPT' },
      world.provider.token,
    );
    expect(answered.status, answered.body.message).toBe(200);
    const [accepted] = await pushBodies(customerDevice, 'BOOKING_CONFIRMED');
    expect(accepted).toMatch(new RegExp(`^Paula[^:]*: series accepted \\(${perJob}, fortnightly\\)\\. `));
    const acceptedMail = (await mailsTo(world.customer.email)).find((m) => m.text.includes(accepted ?? '-'));
    expect(acceptedMail?.subject).toBe('Booking confirmed');
    expect(acceptedMail?.text).toContain('Open it in Callout: https://callout.test/orders');

    // The runner reaches day 16, which the provider cannot take: the customer is asked to choose, once.
    await bookSeriesVisits(server.db, server.siteLinks, day(2));
    await bookSeriesVisits(server.db, server.siteLinks, day(3));
    const choice = new RegExp(
      `^Paula[^:]* cannot do ${perJob} on .+, arriving 10:00–12:00\\. Open your orders to choose another provider`,
    );
    await expect
      .poll(async () => (await pushBodies(customerDevice, 'ORDER_CANCELLED')).filter((b) => choice.test(b)))
      .toHaveLength(1);
    expect(
      (await mailsTo(world.customer.email)).filter((m) => choice.test(m.text.split('\n')[2] ?? '')),
    ).toHaveLength(1);
    const missed = (await bell(c, world.provider.token)).filter((n) =>
      n.startsWith(
        `Nie możesz przyjąć wizyty z serii: ${perJob}, ${polishDay(day(16))}, przyjazd 10:00–12:00`,
      ),
    );
    expect(missed).toHaveLength(1);

    // A declined series: the customer is told, with the cancellation switch's kind.
    const second = await c.post(
      '/series',
      { ...form, first: day(3), cadence: 'WEEKLY' },
      world.customer.token,
    );
    expect(second.status, second.body.message).toBe(201);
    const declined = await c.post(
      '/provider/answerseries',
      { seriesid: orderSeriesSchema.parse(second.body.data).ID, answer: 'DECLINE' },
      world.provider.token,
    );
    expect(declined.status, declined.body.message).toBe(200);
    await expect
      .poll(async () => await pushBodies(customerDevice, 'ORDER_CANCELLED'))
      .toContainEqual(
        expect.stringMatching(new RegExp(`^Paula[^:]*: series declined \\(${perJob}, weekly\\)\\.`)),
      );
  }, 90_000);

  it('tells each side of a series of the other’s pause, resume and end and of a closed account, and the customer of each visit booked to pay', async () => {
    const world = await orderWorld(server.db, c);
    const operator = await signInOperator(server, c);
    const leakRepair = await productId(server.db, perJob);
    expect(
      (await c.post(`/ops/products/${leakRepair}/repeatable`, { repeatable: 'true' }, operator.token)).status,
    ).toBe(200);
    const everyDay = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, '09:00-17:00']),
    );
    expect((await c.post('/provider/workinghours', everyDay, world.provider.token)).status).toBe(200);
    await polishProvider(c, world.provider.token, ['ORDER_CANCELLED', 'DIRECT_REQUEST']);
    const customerDevice = await subscribed(c, 'user', world.customer.token);
    const form = {
      prodid: leakRepair,
      provider: world.provider.id,
      zipcode: 'SE1 7PB',
      address: '1 Waterloo Road',
      first: day(2),
      window: '10:00',
      cadence: 'WEEKLY',
    };
    const series = async (extra: Record<string, string> = {}) => {
      const created = await c.post('/series', { ...form, ...extra }, world.customer.token);
      expect(created.status, created.body.message).toBe(201);
      const seriesid = orderSeriesSchema.parse(created.body.data).ID;
      const answer = await c.post(
        '/provider/answerseries',
        { seriesid, answer: 'ACCEPT' },
        world.provider.token,
      );
      expect(answer.status, answer.body.message).toBe(200);
      return seriesid;
    };
    const seriesid = await series();
    const change = (role: 'user' | 'provider', action: string) =>
      c.post(
        `${prefixOf(role)}/seriesstatus`,
        { seriesid, action },
        role === 'user' ? world.customer.token : world.provider.token,
      );

    // Each visit the runner books (days 2 and 9) is pushed and mailed once, with the order to pay it on.
    const visits = await server.db.query<{ order_id: string }>(
      'SELECT order_id FROM series_visits WHERE series_id = $1 ORDER BY visit_on',
      [seriesid],
    );
    expect(visits).toHaveLength(2);
    const booked = new RegExp(
      `^${perJob} on .+, arriving 10:00–12:00 with Paula.* is booked as a visit of your series\\. Open the order to pay`,
    );
    await expect
      .poll(async () =>
        device(customerDevice, 'BOOKING_CONFIRMED')
          .filter((p) => booked.test(p.body))
          .map((p) => p.url),
      )
      .toEqual(expect.arrayContaining(visits.map((v) => `/details/${v.order_id}`)));
    await bookSeriesVisits(server.db, server.siteLinks, day(0));
    expect(device(customerDevice, 'BOOKING_CONFIRMED').filter((p) => booked.test(p.body))).toHaveLength(2);
    const bookedMails = (await mailsTo(world.customer.email)).filter((m) =>
      booked.test(m.text.split('\n')[2] ?? ''),
    );
    expect(bookedMails).toHaveLength(2);
    expect(bookedMails.map((m) => m.subject)).toEqual(['Booking confirmed', 'Booking confirmed']);
    expect(bookedMails[0]?.text).toContain('Open it in Callout: https://callout.test/details/ORD');

    // The customer pauses: the Polish provider's bell, push and mail say so in Polish.
    expect((await change('user', 'PAUSE')).status).toBe(200);
    const paused = `Twój klient wstrzymuje serię (${perJob}, co tydzień).`;
    const pausedBell = (await bell(c, world.provider.token)).filter((n) => n.startsWith(paused));
    expect(pausedBell).toHaveLength(1);
    const providerMail = (await mailsTo(world.provider.email)).find((m) => m.text.includes(paused));
    expect(providerMail?.text).toContain('https://callout.test/provider/orders');
    // Only the side that paused resumes (the refusal in the provider's language too).
    const notTheirs = await change('provider', 'RESUME');
    expect(notTheirs.status).toBe(409);
    expect(notTheirs.body.message).toBe(
      'Klient wstrzymał tę serię i tylko on może ją wznowić. Możesz ją zamiast tego zakończyć.',
    );
    expect((await change('user', 'RESUME')).status).toBe(200);
    expect((await bell(c, world.provider.token)).some((n) => n.startsWith('Twój klient wznawia serię'))).toBe(
      true,
    );

    // The provider pauses: the customer's push and mail say so in English; the customer cannot resume it.
    expect((await change('provider', 'PAUSE')).status).toBe(200);
    const providerPaused = new RegExp(`^Paula[^:]* paused your series \\(${perJob}, weekly\\)\\.`);
    await expect
      .poll(() => device(customerDevice, 'ORDER_CANCELLED').filter((p) => providerPaused.test(p.body)))
      .toHaveLength(1);
    expect(
      (await mailsTo(world.customer.email)).filter((m) => providerPaused.test(m.text.split('\n')[2] ?? '')),
    ).toHaveLength(1);
    const customerResume = await change('user', 'RESUME');
    expect(customerResume.status).toBe(409);
    expect(customerResume.body.message).toBe(
      'Your provider paused this series; only they can resume it. You can end it instead.',
    );
    // The provider ends it: the customer is told.
    expect((await change('provider', 'END')).status).toBe(200);
    const ended = new RegExp(`^Paula[^:]* ended your series \\(${perJob}, weekly\\)\\.`);
    await expect
      .poll(() => device(customerDevice, 'ORDER_CANCELLED').filter((p) => ended.test(p.body)))
      .toHaveLength(1);

    // A second series, then the customer ends it: the provider is told; a third, then the provider's account
    // is deleted: the customer is told it ended.
    const second = await series({ first: day(3) });
    expect(
      (await c.post('/seriesstatus', { seriesid: second, action: 'END' }, world.customer.token)).status,
    ).toBe(200);
    expect((await bell(c, world.provider.token)).some((n) => n.startsWith('Twój klient kończy serię'))).toBe(
      true,
    );
    await series({ first: day(4) });
    const [provider] = await server.db.query<AccountRow>('SELECT * FROM accounts WHERE id = $1', [
      world.provider.id,
    ]);
    if (!provider) throw new Error('The provider is missing');
    await server.db.transaction((tx) => anonymiseAccount(tx, server.siteLinks, provider));
    await expect
      .poll(() =>
        device(customerDevice, 'ORDER_CANCELLED').filter((p) =>
          p.body.startsWith(
            `Your provider closed their account, so your series (${perJob}, weekly) has ended.`,
          ),
        ),
      )
      .toHaveLength(1);
  }, 90_000);

  it('tells the provider when a customer of a series closes their account', async () => {
    const world = await orderWorld(server.db, c);
    const operator = await signInOperator(server, c);
    const leakRepair = await productId(server.db, perJob);
    await c.post(`/ops/products/${leakRepair}/repeatable`, { repeatable: 'true' }, operator.token);
    const created = await c.post(
      '/series',
      {
        prodid: leakRepair,
        provider: world.provider.id,
        zipcode: 'SE1 7PB',
        address: '1 Waterloo Road',
        first: day(2),
        window: '10:00',
        cadence: 'FORTNIGHTLY',
      },
      world.customer.token,
    );
    expect(created.status, created.body.message).toBe(201);
    const [customer] = await server.db.query<AccountRow>('SELECT * FROM accounts WHERE id = $1', [
      world.customer.id,
    ]);
    if (!customer) throw new Error('The customer is missing');
    await server.db.transaction((tx) => anonymiseAccount(tx, server.siteLinks, customer));
    expect(await bell(c, world.provider.token)).toContain(
      `A customer closed their account, so the series (${perJob}, fortnightly) has ended.`,
    );
  });
});
