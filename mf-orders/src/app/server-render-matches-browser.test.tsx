// The server's rendering of a page is swapped for the page the browser renders: with the same data, both
// must be the same markup, or the swap shows; and the browser, hydrated from the rendered queries, must show
// it without waiting for the API.
import '../testing/test-utils';
import { type DehydratedState, hydrate } from '@callout/query';
import { createQueryClient, renderedQueriesId } from '@callout/query/server';
import { comparableMarkup } from '@callout/ui/comparable-markup';
import { apiBaseUrl, okReply, reply, serverFetch } from '@callout/ui/testing/server-fetch';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomerOrdersPage, ProviderOrdersPage } from '../features/orders-list/components/orders-page';
import { ReceiptPage } from '../features/receipts/components/receipt-page';
import { customerOrderRow, detailsReply, orderId, receipt } from '../testing/orders';
import { answer, fakeApi, ok, renderRoutes } from '../testing/test-utils';
import { CustomerOrderDetailsPage, ProviderOrderDetailsPage } from './order-details-page';
import { renderPage } from './server-render';

const parsed = (html: string) => Object.assign(document.createElement('div'), { innerHTML: html });

/** The queries a rendered page carries, as the shell reads them from its script element. */
function renderedQueries(html: string): DehydratedState {
  return JSON.parse(
    parsed(html).querySelector(`#${renderedQueriesId}`)?.textContent ?? 'null',
  ) as DehydratedState;
}

/**
 * The page once it has stopped asking: an order is asked for again whenever its page opens, so the server
 * renders it busy, as the browser shows it while that answer comes (the hydrated test below).
 */
function settled(page: Element): Element {
  for (const busy of page.querySelectorAll('[aria-busy]')) busy.removeAttribute('aria-busy');
  return page;
}

const routes = [
  { path: '/orders', element: <CustomerOrdersPage /> },
  { path: '/provider/orders', element: <ProviderOrdersPage /> },
  { path: '/details/:id', element: <CustomerOrderDetailsPage /> },
  { path: '/provider/details/:id', element: <ProviderOrderDetailsPage /> },
  { path: '/orders/:id/receipt', element: <ReceiptPage /> },
];

const { PersonnelName: _, ...rowWithoutParty } = customerOrderRow;
const providerRow = { ...rowWithoutParty, CustomerName: 'Chris Customer' };
const closedOrder = detailsReply({ OrderStatus: 'COMPLETED' }, {}, [
  { Rating: 4, Review: 'Tidy work', ReviewDate: '2025-07-21' } as never,
]);

const noMoves = { Pending: null, Moves: [], Currency: 'GBP' };

/** Each page: its address, the server's API answers, the browser's, and what shows once it has loaded. */
const pages = [
  {
    url: '/orders',
    server: { 'orders?search=': okReply([customerOrderRow]) },
    browser: { 'GET /api/orders': () => ok({ data: [customerOrderRow] }) },
    asksAgain: false,
    shown: { role: 'link', name: /Deep clean/ },
  },
  {
    url: '/provider/orders',
    server: { 'provider/orders?search=': okReply([providerRow]) },
    browser: { 'GET /api/provider/orders': () => ok({ data: [providerRow] }) },
    asksAgain: false,
    shown: { role: 'link', name: /Deep clean/ },
  },
  {
    url: `/details/${orderId}`,
    server: {
      [`orderdetails?orderid=${orderId}`]: reply(detailsReply()),
      [`reschedules?orderid=${orderId}`]: okReply(noMoves),
    },
    browser: { 'GET /api/orderdetails': () => answer(detailsReply()) },
    asksAgain: true,
    shown: { role: 'button', name: 'Cancel Order' },
  },
  {
    url: `/details/${orderId}`,
    server: {
      [`orderdetails?orderid=${orderId}`]: reply(closedOrder),
      [`reschedules?orderid=${orderId}`]: okReply(noMoves),
    },
    browser: { 'GET /api/orderdetails': () => answer(closedOrder) },
    asksAgain: true,
    shown: { role: 'heading', name: 'Review' },
  },
  {
    url: `/provider/details/${orderId}`,
    server: {
      [`provider/orderdetails?orderid=${orderId}`]: reply(detailsReply()),
      [`provider/reschedules?orderid=${orderId}`]: okReply(noMoves),
    },
    browser: { 'GET /api/provider/orderdetails': () => answer(detailsReply()) },
    asksAgain: true,
    shown: { role: 'button', name: 'Cancel Order' },
  },
  {
    url: `/orders/${orderId}/receipt`,
    server: { [`receipt?orderid=${orderId}`]: okReply(receipt) },
    browser: { 'GET /api/receipt': () => ok({ data: receipt }) },
    asksAgain: false,
    shown: { role: 'button', name: 'Print' },
  },
] as const;

describe("mf-orders's rendered pages", () => {
  for (const { url, server, browser, asksAgain, shown } of pages) {
    it(`render ${url} as the browser renders it once its data has loaded`, async () => {
      const rendered = await renderPage({ url, config: {}, apiBaseUrl, fetch: serverFetch(server) });

      fakeApi(browser);
      const { container } = renderRoutes([...routes], url);
      await screen.findByRole(shown.role, { name: shown.name });

      expect(rendered).not.toBeNull();
      expect(comparableMarkup(settled(parsed(rendered?.html ?? '')))).toBe(comparableMarkup(container));
    });

    it(`hydrate the browser with ${url}, which it then shows at once`, async () => {
      const rendered = await renderPage({ url, config: {}, apiBaseUrl, fetch: serverFetch(server) });
      const client = createQueryClient(); // the app's own defaults: what is fresh is not asked for again
      hydrate(client, renderedQueries(rendered?.html ?? ''));

      const api = fakeApi(browser);
      const { container } = renderRoutes([...routes], url, client);

      expect(screen.getByRole(shown.role, { name: shown.name })).toBeTruthy();
      expect(comparableMarkup(rendered?.html ?? '')).toBe(comparableMarkup(container));
      await waitFor(() => expect(api.calls).toHaveLength(asksAgain ? 1 : 0));
    });
  }
});
