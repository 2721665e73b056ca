// Mails, pushes and the bell are written in their reader's language (the account's, British English until
// it chose one): a Polish provider hears of a new request and of a bid engaged in Polish, with Polish
// dates, while the English customer of the same orders is told in English.
import { notificationsResponseSchema } from '@callout/contracts/provider-jobs';
import type { NotificationKind, PushPayload } from '@callout/contracts/push';
import { backends } from '@callout/server-testing/backends';
import { orderWorld, perJob } from '@callout/server-testing/fixtures/order-lifecycle';
import { day, makeProvider, productId, query } from '@callout/server-testing/fixtures/orders';
import { type Client, mailbox, prefixOf } from '@callout/server-testing/harness';
import { type PushDevice, startPushStandIn } from '@callout/server-testing/push-stand-in';
import { suiteServer } from '@callout/server-testing/suite-server';
import { afterAll, describe, expect, it } from 'vitest';

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
});
