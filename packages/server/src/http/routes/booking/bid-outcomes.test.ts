// Bidders hear how a published job ended for them: the chosen one that their bid was accepted,
// the others that the customer chose another provider, through the real API and the provider's bell.
import { backends } from '@callout/server-testing/backends';
import { day, makeCustomer, makeProvider, productId, query } from '@callout/server-testing/fixtures/orders';
import { notificationsOf } from '@callout/server-testing/fixtures/provider';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';

const notChosen = /^The customer chose another provider for Leak repair on .+\.$/;
const accepted = /^Your bid was accepted: Leak repair on .+\.$/;

describe.each(backends)('what bidders are told when a job is given on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  const publishedJob = async (token: string) => {
    const reply = await c.post(
      '/requestservice',
      {
        prodid: await productId(server.db, 'Leak repair'),
        zipcode: 'M1 1AE',
        address: 'Piccadilly',
        scheduled: day(4),
        provider: 'BID',
      },
      token,
    );
    expect(reply.status, reply.body.message).toBe(201);
    return reply.body.message as string;
  };
  const bidOn = async (orderid: string, providerToken: string) => {
    const reply = await c.get(
      `/provider/bidrequest${query({ orderid, lat: '53.48', lng: '-2.24' })}`,
      providerToken,
    );
    expect(reply.status, reply.body.message).toBe(200);
  };
  const told = async (token: string, text: RegExp) =>
    (await notificationsOf(c, token)).filter((n) => text.test(n)).length;

  it('tells the bidders not chosen, once each, and the one passed over when the customer switches', async () => {
    const [first, second, third, bystander] = await Promise.all(
      [70, 75, 80, 85].map((price) => makeProvider(server.db, c, { services: [['Leak repair', price]] })),
    );
    if (!first || !second || !third || !bystander) throw new Error('providers not made');
    const customer = await makeCustomer(c);
    const orderid = await publishedJob(customer.token);
    for (const bidder of [first, second, third]) await bidOn(orderid, bidder.token);
    const engage = async (personnel: string) => {
      const reply = await c.get(`/finalizerequest${query({ orderid, personnel })}`, customer.token);
      expect(reply.status, reply.body.message).toBe(200);
    };

    await engage(first.id);
    expect(await told(first.token, accepted)).toBe(1);
    expect(await told(first.token, notChosen)).toBe(0);
    expect(await told(second.token, notChosen)).toBe(1);
    expect(await told(third.token, notChosen)).toBe(1);
    // Told the job was published, but never bid: nothing more to hear.
    expect(await told(bystander.token, notChosen)).toBe(0);

    // Engaging the same bidder again is no new event.
    await engage(first.id);
    expect(await told(first.token, accepted)).toBe(1);
    expect(await told(second.token, notChosen)).toBe(1);

    // A switch: the bidder engaged until now loses the job; the others already know theirs.
    await engage(second.id);
    expect(await told(second.token, accepted)).toBe(1);
    expect(await told(first.token, notChosen)).toBe(1);
    expect(await told(third.token, notChosen)).toBe(1);

    // And back: each hears again, since each change is news to them.
    await engage(first.id);
    expect(await told(first.token, accepted)).toBe(2);
    expect(await told(second.token, notChosen)).toBe(2);
    expect(await told(third.token, notChosen)).toBe(1);

    const [latest] = (await c.get('/provider/getnotifications', third.token)).body.data as Array<{
      Notification: string;
      Link: string;
    }>;
    expect(latest?.Notification).toMatch(notChosen);
    expect(latest?.Link).toBe('/provider');
  });

  it('tells no one when the engagement is refused', async () => {
    const [bidder, other] = await Promise.all(
      [70, 75].map((price) => makeProvider(server.db, c, { services: [['Leak repair', price]] })),
    );
    if (!bidder || !other) throw new Error('providers not made');
    const customer = await makeCustomer(c);
    const orderid = await publishedJob(customer.token);
    await bidOn(orderid, bidder.token);
    // `other` never bid, so engaging them is refused and the bidder hears nothing.
    const refused = await c.get(`/finalizerequest${query({ orderid, personnel: other.id })}`, customer.token);
    expect(refused.status).toBe(404);
    expect(await told(bidder.token, notChosen)).toBe(0);
    // Nor does another customer's call reach the bidders of this job.
    const stranger = await makeCustomer(c);
    const foreign = await c.get(
      `/finalizerequest${query({ orderid, personnel: bidder.id })}`,
      stranger.token,
    );
    expect(foreign.status).toBe(404);
    expect(await told(bidder.token, accepted)).toBe(0);
  });
});
