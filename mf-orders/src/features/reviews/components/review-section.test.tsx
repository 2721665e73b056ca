// IndexedDB stand-in before any module opens a database (the outbox opens its own on import).
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrderDetailsPage } from '../../../app/order-details-page';
import { ordersDb } from '../../../data/db';
import { readReviewDraft } from '../../../data/review-draft';
import { detailsReply, orderId } from '../../../testing/orders';
import { answer, fakeApi, networkDown, renderRoutes } from '../../../testing/test-utils';

const routes = [
  { path: '/details/:id', element: <OrderDetailsPage accountType="user" /> },
  { path: '/provider/details/:id', element: <OrderDetailsPage accountType="provider" /> },
];

const reviewRegion = () => screen.getByRole('region', { name: 'Review' });

async function openOrder(path: string) {
  renderRoutes(routes, path);
  await screen.findByRole('heading', { name: 'Deep clean' });
  return within(reviewRegion());
}

/** The half-written review kept on the device for the order, whoever wrote it. */
const keptDraft = async () => (await ordersDb.drafts.get(`review:${orderId}`))?.value;

/** Signs in another account on this device (drafts are kept per account). */
const signInAs = (token: string) => localStorage.setItem('serve', token);

describe('review section', () => {
  it('requires a rating, then sends the review and shows the reloaded order', async () => {
    let reviewed = false;
    const api = fakeApi({
      'GET /api/orderdetails': () =>
        answer(
          detailsReply({ OrderStatus: 'COMPLETED' }, {}, reviewed ? [{ Rating: 4, Review: 'Spotless' }] : []),
        ),
      'POST /api/newreview': () => {
        reviewed = true;
        return answer({ success: true, message: 'Thank you for your feedback!' }, 201);
      },
    });
    const section = await openOrder(`/details/${orderId}`);

    await userEvent.click(section.getByRole('button', { name: 'Submit review' }));
    expect(section.getByRole('alert').textContent).toBe(
      'Please rate service before submitting review, any of 1 to 5 stars for the service provider',
    );
    expect(api.callsTo('newreview')).toHaveLength(0);

    const stars = section.getByRole('group', { name: 'Rating' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(within(stars).getByRole('radio', { name: '4 stars' }));
    expect(section.queryByRole('alert')).toBeNull();
    await userEvent.type(section.getByLabelText('Your review (optional)'), 'Spotless');
    await userEvent.click(section.getByRole('button', { name: 'Submit review' }));

    expect(await section.findByText('Thank you for your feedback!')).toBeTruthy();
    expect(await section.findByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(section.getByText('Spotless')).toBeTruthy();
    const [sent] = api.callsTo('newreview');
    expect(Object.fromEntries(sent?.params ?? [])).toEqual({
      rating: '4',
      review: 'Spotless',
      orderid: orderId,
      product: '7',
      provider: 'PRV-1',
    });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // Reloaded after sending (once more if the outbox was seen holding the review for a moment).
    expect(api.callsTo('orderdetails').length).toBeGreaterThanOrEqual(2);
  });

  it("reviews the customer from the provider's page", async () => {
    const api = fakeApi({
      'GET /api/provider/orderdetails': () => answer(detailsReply({ OrderStatus: 'CANCELLED' })),
      'POST /api/provider/newreview': () => answer({ success: true, message: 'Thanks' }, 201),
    });
    const section = await openOrder(`/provider/details/${orderId}`);
    await userEvent.click(section.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(section.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(api.callsTo('provider/newreview')).toHaveLength(1));
    expect(api.callsTo('provider/newreview')[0]?.params.get('provider')).toBe('CUS-1');
  });

  it('keeps a half-written review across a reload, for its account alone, until it is sent', async () => {
    const api = fakeApi({
      'GET /api/orderdetails': () => answer(detailsReply({ OrderStatus: 'COMPLETED' })),
      'POST /api/newreview': () => answer({ success: true, message: 'Thank you for your feedback!' }, 201),
    });
    let section = await openOrder(`/details/${orderId}`);
    await userEvent.click(section.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(section.getByLabelText('Your review (optional)'), 'Tidy, but');
    // Written once typing pauses.
    await vi.waitFor(async () => expect(await keptDraft()).toEqual({ rating: 4, review: 'Tidy, but' }));

    // A reload: the page comes again and finds the stars and words where they were.
    cleanup();
    section = await openOrder(`/details/${orderId}`);
    await waitFor(() =>
      expect(section.getByLabelText('Your review (optional)')).toHaveProperty('value', 'Tidy, but'),
    );
    expect(section.getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', true);

    // Another account on the same device is given nothing of it: its form stays empty once its read is in.
    cleanup();
    signInAs('token-of-someone-else');
    section = await openOrder(`/details/${orderId}`);
    expect(await readReviewDraft(orderId)).toBeUndefined();
    expect(section.getByLabelText('Your review (optional)')).toHaveProperty('value', '');
    expect(section.getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', false);

    cleanup();
    signInAs('token-1');
    section = await openOrder(`/details/${orderId}`);
    await waitFor(() =>
      expect(section.getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', true),
    );
    await userEvent.click(section.getByRole('button', { name: 'Submit review' }));
    expect(await section.findByText('Thank you for your feedback!')).toBeTruthy();
    expect(api.callsTo('newreview')[0]?.params.get('review')).toBe('Tidy, but');
    await vi.waitFor(async () => expect(await keptDraft()).toBeUndefined());
  }, 20_000);

  it('keeps a review made offline in the outbox and shows it as sending', async () => {
    fakeApi({
      'GET /api/orderdetails': () => answer(detailsReply({ OrderStatus: 'COMPLETED' })),
      'POST /api/newreview': networkDown,
    });
    const section = await openOrder(`/details/${orderId}`);
    await userEvent.click(section.getByRole('radio', { name: '3 stars' }));
    await userEvent.click(section.getByRole('button', { name: 'Submit review' }));
    expect(await section.findByText('Sending…')).toBeTruthy();
    expect(section.getByRole('img', { name: 'Rated 3 out of 5' })).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Submit review' })).toBeNull();
    // Queued is as good as sent: nothing half-written is left to come back.
    await vi.waitFor(async () => expect(await keptDraft()).toBeUndefined());
  });

  it('alerts a refusal and leaves the form', async () => {
    fakeApi({
      'GET /api/orderdetails': () => answer(detailsReply({ OrderStatus: 'COMPLETED' })),
      'POST /api/newreview': () =>
        answer({ success: false, message: 'You have already reviewed this order.' }, 409),
    });
    const section = await openOrder(`/details/${orderId}`);
    await userEvent.click(section.getByRole('radio', { name: '2 stars' }));
    await userEvent.click(section.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('You have already reviewed this order.'));
    expect(section.getByRole('button', { name: 'Submit review' })).toBeTruthy();
    expect(section.queryByText('Sending…')).toBeNull();
    // Refused, the review stays as written, on screen and on the device.
    await waitFor(() =>
      expect(section.getByRole('radio', { name: '2 stars' })).toHaveProperty('checked', true),
    );
    await vi.waitFor(async () => expect(await keptDraft()).toEqual({ rating: 2, review: '' }));
  });

  it("shows 'No review' while the order is open", async () => {
    fakeApi({ 'GET /api/orderdetails': () => answer(detailsReply({ OrderStatus: 'SCHEDULED' })) });
    const section = await openOrder(`/details/${orderId}`);
    expect(section.getByText('No review')).toBeTruthy();
    expect(section.queryByRole('group', { name: 'Rating' })).toBeNull();
  });

  it("lets the provider reply once to the customer's review of them, and links the review policy", async () => {
    let reply: string | null = null;
    const api = fakeApi({
      'GET /api/provider/orderdetails': () =>
        answer({
          ...detailsReply({ OrderStatus: 'COMPLETED' }, {}, [{ Rating: 3, Review: 'Fine' }]),
          reviewOfYou: { Rating: 2, Review: 'Late by an hour', Reply: reply, Hidden: false },
        }),
      'POST /api/provider/reviews/ORD-42/reply': () => {
        reply = 'Sorry, the traffic was awful.';
        return answer({ success: true, message: 'Reply posted.' }, 201);
      },
    });
    const section = await openOrder(`/provider/details/${orderId}`);
    expect(
      section.getByRole('link', { name: 'How reviews work: our review policy' }).getAttribute('href'),
    ).toBe('/review-policy');
    expect(section.getByText('Late by an hour')).toBeTruthy();
    await userEvent.click(section.getByRole('button', { name: 'Post reply' }));
    expect(section.getByRole('alert').textContent).toBe('Please write your reply.');
    expect(api.callsTo('provider/reviews/ORD-42/reply')).toHaveLength(0);
    await userEvent.type(section.getByLabelText('Reply in public (once)'), 'Sorry, the traffic was awful.');
    await userEvent.click(section.getByRole('button', { name: 'Post reply' }));
    expect(await section.findByText('Your reply')).toBeTruthy();
    expect(section.getByText('Sorry, the traffic was awful.')).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Post reply' })).toBeNull();
    expect(api.callsTo('provider/reviews/ORD-42/reply')[0]?.params.get('reply')).toBe(
      'Sorry, the traffic was awful.',
    );
  });

  it('shows the server’s words when a reply is refused, and no form for a hidden review', async () => {
    let hidden = false;
    fakeApi({
      'GET /api/provider/orderdetails': () =>
        answer({
          ...detailsReply({ OrderStatus: 'COMPLETED' }),
          reviewOfYou: { Rating: 1, Review: 'Awful', Reply: null, Hidden: hidden },
        }),
      'POST /api/provider/reviews/ORD-42/reply': () =>
        answer({ success: false, message: 'You have already replied to this review.' }, 409),
    });
    const section = await openOrder(`/provider/details/${orderId}`);
    await userEvent.type(section.getByLabelText('Reply in public (once)'), 'Hello');
    await userEvent.click(section.getByRole('button', { name: 'Post reply' }));
    expect((await section.findByRole('alert')).textContent).toBe('You have already replied to this review.');
    cleanup();
    hidden = true;
    const again = await openOrder(`/provider/details/${orderId}`);
    expect(again.getByText(/hidden under the review policy/)).toBeTruthy();
    expect(again.queryByText('Awful')).toBeNull();
    expect(again.queryByRole('button', { name: 'Post reply' })).toBeNull();
  });
});
