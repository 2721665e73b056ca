// Reviews that can be trusted: an operator hides a review with a reason (audit logged, the author told by
// mail, and on the bell when the author is a provider) and it leaves the provider's profile, count and
// average; a provider replies once to a customer's review of them.
import { accountDetailResponseSchema } from '@callout/contracts/ops-people';
import { orderDetailsResponseSchema } from '@callout/contracts/orders';
import { providerPublicProfileResponseSchema } from '@callout/contracts/provider-public-profile';
import { reviewTrustMessages } from '@callout/contracts/review-trust';
import { backends } from '@callout/server-testing/backends';
import { orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { makeProvider, query } from '@callout/server-testing/fixtures/orders';
import { operatorTools } from '@callout/server-testing/fixtures/provider';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../domain/ops/audit-log-store';

describe.each(backends)('review moderation and replies on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let ops: Awaited<ReturnType<typeof operatorTools>>;
  beforeAll(async () => {
    ops = await operatorTools(server, c);
  }, 60_000);

  /** A fresh provider and customer, with `ratings.length` completed orders the customer rated. */
  const reviewedWorld = async (ratings: number[]) => {
    const w = await orderWorld(server.db, c);
    const orders: string[] = [];
    for (const [index, rating] of ratings.entries()) {
      const orderid = await w.book();
      await w.pay(orderid);
      await w.act('startorder', orderid);
      await w.act('endorder', orderid);
      const posted = await c.post(
        '/newreview',
        { rating: String(rating), product: '1', provider: w.provider.id, orderid, review: `Review ${index}` },
        w.customer.token,
      );
      expect(posted.status).toBe(201);
      orders.push(orderid);
    }
    return { w, orders };
  };
  const profile = async (providerId: string) =>
    providerPublicProfileResponseSchema.parse((await c.get(`/providers/${providerId}/profile`)).body).data;
  const reviewIdOf = async (orderId: string, role: 'user' | 'provider' = 'user') => {
    const [row] = await server.db.query<{ id: number }>(
      'SELECT id FROM reviews WHERE order_id = $1 AND reviewer_role = $2',
      [orderId, role],
    );
    return String(row?.id);
  };
  const mailsTo = async (email: string) =>
    server.db.query<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id',
      [email],
    );
  const hide = (reviewId: string, reason: string, token = ops.token) =>
    c.post(`/ops/reviews/${reviewId}/hide`, { reason }, token);
  const show = (reviewId: string, token = ops.token) => c.post(`/ops/reviews/${reviewId}/show`, {}, token);
  const reply = (orderId: string, text: string, token: string) =>
    c.post(`/provider/reviews/${orderId}/reply`, { reply: text }, token);

  it('hides a review: it leaves the profile, its count and average, the audit log has it and the author is mailed', async () => {
    const { w, orders } = await reviewedWorld([5, 2]);
    const [kept = '', hidden = ''] = orders;
    expect(await profile(w.provider.id)).toMatchObject({ Rating: 3.5, ReviewCount: 2 });

    const reason = 'Posted in exchange for a discount, which was not disclosed';
    const answer = await hide(await reviewIdOf(hidden), reason);
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, message: reviewTrustMessages.hidden },
    });

    const after = await profile(w.provider.id);
    expect(after).toMatchObject({ Rating: 5, ReviewCount: 1 });
    expect(after?.Reviews.map((review) => review.Review)).toEqual(['Review 0']);
    expect(kept).not.toBe(hidden);

    const audit = await listAudit(server.db, { subject: { type: 'review', id: await reviewIdOf(hidden) } });
    expect(audit).toMatchObject([{ Action: 'review.hide', Note: reason, AccountID: w.provider.id }]);
    const mails = await mailsTo(w.customer.email);
    expect(mails.at(-1)?.subject).toBe('Your Callout review has been hidden');
    expect(mails.at(-1)?.text_body).toContain(reason);

    const detail = accountDetailResponseSchema.parse(
      (await c.get(`/ops/accounts/${w.provider.id}`, ops.token)).body,
    ).data;
    const listed = detail.Reviews.find((review) => review.OrderID === hidden);
    expect(listed).toMatchObject({ HiddenReason: reason, ReviewID: await reviewIdOf(hidden) });
    expect(listed?.Hidden).toEqual(expect.any(String));

    expect(await hide(await reviewIdOf(hidden), 'Again')).toMatchObject({
      status: 409,
      body: { message: reviewTrustMessages.alreadyHidden },
    });
  });

  it('hiding the only review that counts leaves the provider unrated', async () => {
    const { w, orders } = await reviewedWorld([1]);
    expect(await profile(w.provider.id)).toMatchObject({ Rating: 1, ReviewCount: 1 });
    expect((await hide(await reviewIdOf(orders[0] ?? ''), 'Abusive words')).status).toBe(200);
    expect(await profile(w.provider.id)).toMatchObject({ Rating: null, ReviewCount: 0, Reviews: [] });
  });

  it('tells a provider on the bell when their review of a customer is hidden', async () => {
    const { w, orders } = await reviewedWorld([4]);
    const orderid = orders[0] ?? '';
    expect(
      (
        await c.post(
          '/provider/newreview',
          { rating: '1', product: '1', provider: w.customer.id, orderid, review: 'Rude' },
          w.provider.token,
        )
      ).status,
    ).toBe(201);
    expect((await hide(await reviewIdOf(orderid, 'provider'), 'Personal remarks')).status).toBe(200);
    const bell = await server.db.query<{ body: string }>(
      'SELECT body FROM notifications WHERE account_id = $1 ORDER BY id',
      [w.provider.id],
    );
    expect(bell.at(-1)?.body).toBe(`Your review of order ${orderid} was hidden: Personal remarks`);
  });

  it('refuses a hide without a reason, of an unknown review, or by anyone but an operator', async () => {
    const { w, orders } = await reviewedWorld([3]);
    const id = await reviewIdOf(orders[0] ?? '');
    expect(await hide(id, '  ')).toMatchObject({
      status: 400,
      body: { message: reviewTrustMessages.hideReasonRequired },
    });
    expect((await hide(id, 'x'.repeat(501))).status).toBe(400);
    expect((await hide('999999999', 'Fake')).status).toBe(404);
    expect((await hide('1234567890', 'Fake')).status).toBe(404);
    expect((await hide(id, 'Fake', w.customer.token)).status).toBe(401);
    expect((await hide(id, 'Fake', w.provider.token)).status).toBe(401);
    expect(await profile(w.provider.id)).toMatchObject({ ReviewCount: 1 });
  });

  it('shows a hidden review again: it is back on the profile and in the average, the author is told, and the audit log has both', async () => {
    const { w, orders } = await reviewedWorld([5, 2]);
    const id = await reviewIdOf(orders[1] ?? '');
    expect(await show(id)).toMatchObject({ status: 409, body: { message: reviewTrustMessages.notHidden } });
    expect((await hide(id, 'Looked fake')).status).toBe(200);
    expect(await profile(w.provider.id)).toMatchObject({ Rating: 5, ReviewCount: 1 });

    expect(await show(id)).toMatchObject({
      status: 200,
      body: { success: true, message: reviewTrustMessages.shown },
    });
    const after = await profile(w.provider.id);
    expect(after).toMatchObject({ Rating: 3.5, ReviewCount: 2 });
    // The author, told of the hide, is told it is undone.
    const told = (await mailsTo(w.customer.email)).at(-1);
    expect(told?.subject).toBe('Your Callout review is shown again');
    expect(told?.text_body).toContain(orders[1]);
    expect(after?.Reviews.map((review) => review.Review).sort()).toEqual(['Review 0', 'Review 1']);

    const audit = await listAudit(server.db, { subject: { type: 'review', id } });
    expect(audit.map((entry) => entry.Action).sort()).toEqual(['review.hide', 'review.show']);
    const detail = accountDetailResponseSchema.parse(
      (await c.get(`/ops/accounts/${w.provider.id}`, ops.token)).body,
    ).data;
    const listed = detail.Reviews.find((review) => review.OrderID === orders[1]);
    expect(listed?.Hidden ?? null).toBeNull();
    expect(listed?.HiddenReason ?? null).toBeNull();

    expect(await show(id)).toMatchObject({ status: 409, body: { message: reviewTrustMessages.notHidden } });
    expect((await show('999999999')).status).toBe(404);
    expect((await show('1234567890')).status).toBe(404);
    expect((await hide(id, 'Again')).status).toBe(200);
    expect((await show(id, w.customer.token)).status).toBe(401);
    expect((await show(id, w.provider.token)).status).toBe(401);
    expect(await profile(w.provider.id)).toMatchObject({ ReviewCount: 1 });
  });

  it('lets the provider reply once; the reply shows under the review on their profile', async () => {
    const { w, orders } = await reviewedWorld([4]);
    const orderid = orders[0] ?? '';
    expect(await reply(orderid, '  ', w.provider.token)).toMatchObject({
      status: 400,
      body: { message: reviewTrustMessages.replyRequired },
    });
    expect(await reply(orderid, 'Thank you, see you next time.', w.provider.token)).toMatchObject({
      status: 201,
      body: { success: true, message: reviewTrustMessages.replied },
    });
    expect((await profile(w.provider.id))?.Reviews[0]?.Reply?.Review).toBe('Thank you, see you next time.');
    expect(await reply(orderid, 'And another thing', w.provider.token)).toMatchObject({
      status: 409,
      body: { message: reviewTrustMessages.alreadyReplied },
    });
    expect((await profile(w.provider.id))?.Reviews[0]?.Reply?.Review).toBe('Thank you, see you next time.');
    // The provider's order page carries the review of them with the reply; the customer's does not.
    const details = async (prefix: string, token: string) =>
      orderDetailsResponseSchema.parse(
        (await c.get(`${prefix}/orderdetails${query({ orderid })}`, token)).body,
      );
    expect((await details('/provider', w.provider.token)).reviewOfYou).toEqual({
      Rating: 4,
      Review: 'Review 0',
      Reply: 'Thank you, see you next time.',
      Hidden: false,
    });
    expect((await details('', w.customer.token)).reviewOfYou).toBeUndefined();
    expect((await hide(await reviewIdOf(orderid), 'Fake')).status).toBe(200);
    expect((await details('/provider', w.provider.token)).reviewOfYou?.Hidden).toBe(true);
    expect((await profile(w.provider.id))?.Reviews).toEqual([]);
  });

  it("refuses a reply to someone else's order, to an order without a review, and to a hidden review", async () => {
    const { w, orders } = await reviewedWorld([4, 2]);
    const [first = '', second = ''] = orders;
    const stranger = await makeProvider(server.db, c);
    expect((await reply(first, 'Hello', stranger.token)).status).toBe(404);
    expect((await reply(first, 'Hello', w.customer.token)).status).toBe(401);
    const unreviewed = await w.book();
    expect(await reply(unreviewed, 'Hello', w.provider.token)).toMatchObject({
      status: 409,
      body: { message: reviewTrustMessages.noReviewToReply },
    });
    expect((await hide(await reviewIdOf(second), 'Fake')).status).toBe(200);
    expect(await reply(second, 'Hello', w.provider.token)).toMatchObject({
      status: 409,
      body: { message: reviewTrustMessages.replyHidden },
    });
  });
});
