// @vitest-environment node
// The page renderer as the server runs it: in Node, with no window, storage or IndexedDB.
import { readFileSync } from 'node:fs';
import { apiBaseUrl, okReply, reply, serverFetch } from '@callout/ui/testing/server-fetch';
import { describe, expect, it } from 'vitest';
import { customerOrderRow, detailsReply, orderId, receipt } from '../testing/orders';
import { renderPage } from './server-render';

const sheet = readFileSync(new URL('../styles/orders.css', import.meta.url), 'utf8');

const draw = (url: string, replies: Parameters<typeof serverFetch>[0]) => {
  const fetch = serverFetch(replies);
  return { fetch, page: renderPage({ url, config: {}, apiBaseUrl, fetch }) };
};

const { PersonnelName: _, ...rowWithoutParty } = customerOrderRow;
const providerRow = { ...rowWithoutParty, CustomerName: 'Chris Customer' };
const details = `orderdetails?orderid=${orderId}`;
const noMoves = { Pending: null, Moves: [], Currency: 'GBP' };

describe("mf-orders's page renderer", () => {
  it("draws the customer's order history, as the page shows it once loaded", async () => {
    const { page, fetch } = draw('/orders', { 'orders?search=': okReply([customerOrderRow]) });
    const drawn = await page;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(drawn?.html).toMatch(/^<div data-module="mf-orders" data-path="\/orders"/);
    expect(drawn?.html).toContain('<h1>Order history</h1>');
    expect(drawn?.html).toContain('href="/details/ORD-1"');
    expect(drawn?.html).toContain('Provider: Amara Okafor');
    expect(drawn?.html).not.toContain('spinner');
    expect(drawn?.css).toBe(sheet);
  });

  it("draws the page in the reader's language, with the texts, sums and dates the browser shows in it", async () => {
    const fetch = serverFetch({ 'orders?search=': okReply([customerOrderRow]) });
    const [polish, english] = await Promise.all([
      renderPage({ url: '/orders', config: {}, apiBaseUrl, fetch, language: 'pl-PL' }),
      renderPage({ url: '/orders', config: {}, apiBaseUrl, fetch }),
    ]);
    expect(polish?.language).toBe('pl-PL');
    expect(polish?.html).toContain('<h1>Historia zamówień</h1>');
    expect(polish?.html).toContain('Wykonawca: Amara Okafor');
    expect(polish?.html).not.toContain('Order history');
    // Rendered at the same time, an English page stays English: the language is each render's own.
    expect(english?.language).toBe('en-GB');
    expect(english?.html).toContain('<h1>Order history</h1>');
  });

  it("draws a provider's orders with their customers", async () => {
    const drawn = await draw('/provider/orders', { 'provider/orders?search=': okReply([providerRow]) }).page;
    expect(drawn?.html).toContain('<h1>Orders</h1>');
    expect(drawn?.html).toContain('href="/provider/details/ORD-1"');
    expect(drawn?.html).toContain('Customer: Chris Customer');
  });

  it('draws an empty history as the page says it', async () => {
    const drawn = await draw('/orders?from=menu', { 'orders?search=': okReply([]) }).page;
    expect(drawn?.html).toContain('No records found');
  });

  it("draws the customer's order with its buttons, and the map's box empty while it is in progress", async () => {
    const { page, fetch } = draw(`/details/${orderId}`, {
      [details]: reply(detailsReply({ OrderStatus: 'IN-PROGRESS' })),
      [`reschedules?orderid=${orderId}`]: okReply(noMoves),
    });
    const drawn = await page;
    // The order and its date changes.
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(drawn?.html).toContain('<h1>Order details</h1>');
    expect(drawn?.html).toContain('Deep clean');
    expect(drawn?.html).toContain('Amara Okafor');
    expect(drawn?.html).toContain('>Chat Provider</button>');
    expect(drawn?.html).toContain('>End Order</button>');
    expect(drawn?.html).toMatch(/<div class="or-map or-map--empty" style="height:\d+px">Loading/);
    expect(drawn?.html).not.toContain('spinner');
  });

  it("draws a provider's order", async () => {
    const drawn = await draw(`/provider/details/${orderId}`, {
      [`provider/${details}`]: reply(detailsReply()),
      [`provider/reschedules?orderid=${orderId}`]: okReply(noMoves),
    }).page;
    expect(drawn?.html).toContain('<h1>Order details</h1>');
    expect(drawn?.html).toContain('Chris Customer');
    expect(drawn?.html).toContain('>Chat Customer</button>');
  });

  it("draws the customer's receipt", async () => {
    const drawn = await draw(`/orders/${orderId}/receipt`, {
      [`receipt?orderid=${orderId}`]: okReply(receipt),
    }).page;
    expect(drawn?.html).toContain('<h1>Receipt</h1>');
    expect(drawn?.html).toContain('Callout Ltd');
    expect(drawn?.html).toContain('4242');
    expect(drawn?.html).toContain(`href="/details/${orderId}"`);
  });

  it('draws no other route: the browser draws those', async () => {
    for (const url of ['/dashboard', '/orders/extra', '/details', '/provider', '/']) {
      const { page, fetch } = draw(url, { 'orders?search=': okReply([customerOrderRow]) });
      expect(await page).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
    }
  });

  it('draws nothing when the session has expired, the order is not the account’s, or the API fails', async () => {
    const failures = [
      reply({ success: false, message: 'Unauthorized' }, 401),
      reply({ success: false, message: 'Order not found.' }, 404),
      reply({ success: false, message: 'Something went wrong' }, 500),
      () => new Response('Bad gateway', { status: 502 }),
      reply({ success: false, message: 'Not your order' }),
    ];
    for (const failure of failures) {
      expect(await draw(`/details/${orderId}`, { [details]: failure }).page).toBeNull();
      expect(await draw('/orders', { 'orders?search=': failure }).page).toBeNull();
      const receiptAt = { [`receipt?orderid=${orderId}`]: failure };
      expect(await draw(`/orders/${orderId}/receipt`, receiptAt).page).toBeNull();
    }
    const noOrder = reply({ success: true, message: 'Nothing here', orderInfo: [], shippingInfo: [] });
    expect(await draw(`/details/${orderId}`, { [details]: noOrder }).page).toBeNull();
  });
});
