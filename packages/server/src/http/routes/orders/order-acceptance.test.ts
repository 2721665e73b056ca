import { orderDetailsResponseSchema } from '@callout/contracts/orders';
import { backends } from '@callout/server-testing/backends';
import {
  orderState,
  orderWorld,
  perJob,
  sandboxIntents,
} from '@callout/server-testing/fixtures/order-lifecycle';
import { makeProvider, query } from '@callout/server-testing/fixtures/orders';
import { mailbox } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import {
  acceptanceMessages,
  lifecycleMessages,
  orderMessages,
  transitionMessages,
} from '../../../domain/orders/messages';

describe.each(backends)('a provider accepts or declines a request on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  const infoOf = async (orderid: string, token: string, provider = false) =>
    orderDetailsResponseSchema.parse(
      (await c.get(`/${provider ? 'provider/' : ''}orderdetails${query({ orderid })}`, token)).body,
    ).orderInfo?.[0];

  it('shows the request waiting on both sides until the provider accepts, and tells the customer', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book();
    expect(await infoOf(orderid, w.customer.token)).toMatchObject({ AcceptedAt: null, DeclinedAt: null });
    expect(await infoOf(orderid, w.provider.token, true)).toMatchObject({ AcceptedAt: null });

    const accepted = await c.get(`/provider/acceptorder${query({ orderid })}`, w.provider.token);
    expect(accepted).toMatchObject({
      status: 200,
      body: { success: true, message: acceptanceMessages.accepted },
    });
    // The spec's states: a request its provider accepted is SCHEDULED.
    expect(await orderState(server.db, orderid)).toMatchObject({ status: 'SCHEDULED' });
    expect((await infoOf(orderid, w.customer.token))?.AcceptedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await infoOf(orderid, w.provider.token, true))?.AcceptedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Accepting twice changes nothing; declining after accepting is a cancellation, refused here.
    expect((await c.get(`/provider/acceptorder${query({ orderid })}`, w.provider.token)).body.message).toBe(
      acceptanceMessages.alreadyAccepted,
    );
    expect(await c.get(`/provider/declineorder${query({ orderid })}`, w.provider.token)).toMatchObject({
      status: 409,
      body: { success: false, message: acceptanceMessages.acceptedAlready },
    });
    await expect
      .poll(async () =>
        (await mailbox(server.app)).map((mail) => mail.to === w.customer.email && mail.subject),
      )
      .toContainEqual(expect.stringMatching(/^Request accepted: Leak repair on /));
  });

  it('after a decline the customer gives the paid request to another free provider, paid once', async () => {
    const w = await orderWorld(server.db, c);
    const other = await makeProvider(server.db, c, { firstName: 'Omar', services: [[perJob, 70]] });
    const orderid = await w.book();
    expect((await w.pay(orderid)).status).toBe(200);

    const declined = await c.get(`/provider/declineorder${query({ orderid })}`, w.provider.token);
    expect(declined).toMatchObject({ status: 200, body: { message: acceptanceMessages.declined } });
    // The provider who declined no longer has the order; the customer reads who declined it.
    expect((await c.get(`/provider/orderdetails${query({ orderid })}`, w.provider.token)).status).toBe(404);
    const seen = await infoOf(orderid, w.customer.token);
    expect(seen).toMatchObject({
      PersonnelID: '',
      DeclinedBy: w.provider.id,
      DeclinedByName: 'Paula Tester',
    });
    expect(seen?.DeclinedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await w.act('startorder', orderid)).toMatchObject({
      status: 409,
      body: { message: transitionMessages.noProvider },
    });
    await expect
      .poll(async () =>
        (await mailbox(server.app)).map((mail) => mail.to === w.customer.email && mail.subject),
      )
      .toContainEqual(expect.stringMatching(/^Request declined: Leak repair on /));

    const reassign = (personnel: string, token = w.customer.token) =>
      c.get(`/reassignorder${query({ orderid, personnel })}`, token);
    expect(await reassign(w.provider.id)).toMatchObject({
      status: 409,
      body: { message: acceptanceMessages.sameProvider },
    });
    const stranger = await orderWorld(server.db, c);
    expect(await reassign(other.id, stranger.customer.token)).toMatchObject({
      status: 404,
      body: { message: orderMessages.orderNotFound },
    });
    expect((await reassign('PRV-0000000000')).status).toBe(409);
    expect((await reassign('not an id!')).status).toBe(400);
    expect(await reassign(other.id)).toMatchObject({
      status: 200,
      body: { success: true, message: acceptanceMessages.reassigned },
    });
    expect(await reassign(other.id)).toMatchObject({
      status: 409,
      body: { message: acceptanceMessages.notDeclined },
    });
    // The new provider sees a request waiting for them, at the price that was paid.
    expect(await infoOf(orderid, other.token, true)).toMatchObject({ AcceptedAt: null, Price: 80 });
    expect(await infoOf(orderid, w.customer.token)).toMatchObject({
      PersonnelID: other.id,
      DeclinedAt: null,
    });
    expect((await c.get(`/provider/acceptorder${query({ orderid })}`, other.token)).status).toBe(200);

    expect((await w.act('startorder', orderid)).body.message).toBe(lifecycleMessages.started);
    expect((await w.act('endorder', orderid)).status).toBe(200);
    // One card payment, held once and captured once.
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([
      { status: 'succeeded', amount_minor: 8000, amount_captured_minor: 8000 },
    ]);
  });

  it('refuses answers from anyone but the request provider, and on a closed order', async () => {
    const w = await orderWorld(server.db, c);
    const other = await makeProvider(server.db, c, { services: [[perJob, 70]] });
    const orderid = await w.book();
    for (const answer of ['acceptorder', 'declineorder']) {
      expect(await c.get(`/provider/${answer}${query({ orderid })}`, other.token)).toMatchObject({
        status: 404,
        body: { message: orderMessages.orderNotFound },
      });
      expect((await c.get(`/provider/${answer}${query({ orderid })}`, w.customer.token)).status).toBe(401);
    }
    expect((await w.act('cancelorder', orderid)).status).toBe(200);
    expect(await c.get(`/provider/acceptorder${query({ orderid })}`, w.provider.token)).toMatchObject({
      status: 409,
      body: { message: acceptanceMessages.notOpen },
    });
    expect(await c.get(`/provider/declineorder${query({ orderid })}`, w.provider.token)).toMatchObject({
      status: 409,
      body: { message: acceptanceMessages.notOpen },
    });
  });
});
