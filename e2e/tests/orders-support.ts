// Orders for the orders journeys (orders*.spec.ts), made and paid through the real API as the booking
// pages would.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiPath, loginToken, newAccount, type Role, registerAccount } from '../support/accounts';

export const demoProvider = {
  id: 'PRV-DEMO000001',
  name: 'Amara Okafor',
  email: 'amara.okafor@example.com',
  password: 'Provider#2025',
};

const james = 'PRV-DEMO000002';

/** Demo services the demo providers offer, as the booking pages would pick them. */
export const services = {
  /** PER JOB: paid before it starts. */
  deepClean: { category: 'Cleaning', specific: 'Domestic', product: 'Deep clean', provider: demoProvider.id },
  /** PER HOUR: paid for the time taken, after it ends. */
  homeClean: {
    category: 'Cleaning',
    specific: 'Domestic',
    product: 'Standard home clean',
    provider: demoProvider.id,
  },
  /** PER HOUR, from James Whitfield: reviewing it leaves the demo provider's rating alone. */
  repairs: { category: 'Handyman', specific: 'NONE', product: 'General repairs', provider: james },
  /** PER JOB, from James Whitfield too, for the same reason. */
  leakRepair: { category: 'Plumbing', specific: 'Repairs', product: 'Leak repair', provider: james },
} as const;

export type Service = (typeof services)[keyof typeof services];

export const sandboxCard = '4242424242424242';

/** Accepts every alert and confirm, remembering what they said. */
export function answerDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', async (dialog) => {
    messages.push(dialog.message());
    await dialog.accept();
  });
  return messages;
}

/** The day in London `days` from now, as YYYY-MM-DD (the day the server calls today, whatever the zone here). */
export function londonDateIn(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + days * 24 * 3600 * 1000),
  );
}

export function isoDateIn(days: number): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Calls the API as one signed-in account; every answer is `{ success, message, ... }`. */
export function apiAs(request: APIRequestContext, role: Role, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const read = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => ({
    status: response.status(),
    body: (await response.json()) as { success: boolean; message: string; [key: string]: unknown },
  });
  return {
    get: async (endpoint: string, params: Record<string, string> = {}) =>
      read(await request.get(apiPath(role, endpoint), { headers, params })),
    post: async (endpoint: string, form: Record<string, string>) =>
      read(await request.post(apiPath(role, endpoint), { headers, form })),
  };
}

export async function loginDemoProvider(request: APIRequestContext): Promise<string> {
  const response = await request.post(apiPath('provider', 'login'), {
    form: { email: demoProvider.email, password: demoProvider.password },
  });
  const body = (await response.json()) as { data?: { Token?: string } };
  if (!body.data?.Token) throw new Error(`demo provider could not log in: ${JSON.stringify(body)}`);
  return body.data.Token;
}

/** The demo provider bids on a published job, from near Marylebone, as its bid page would. */
export async function demoProviderBids(request: APIRequestContext, orderId: string): Promise<void> {
  const token = await loginDemoProvider(request);
  const bid = await apiAs(request, 'provider', token).get('bidrequest', {
    orderid: orderId,
    lat: '51.5226',
    lng: '-0.1571',
  });
  expect(bid.body.success, bid.body.message).toBe(true);
}

/** Requests a demo service from its demo provider for tomorrow; answers the order id. */
export async function requestService(
  request: APIRequestContext,
  customerToken: string,
  { category, specific, product, provider }: Service,
  /** More of the documented call's optional fields, e.g. `startnow`. */
  extra: Record<string, string> = {},
): Promise<string> {
  const customer = apiAs(request, 'user', customerToken);
  const products = await customer.post('products', { category, specifics: specific, search: product });
  const found = (products.body.data as { Id: string; Product: string }[] | undefined)?.find(
    (item) => item.Product === product,
  );
  if (!found) throw new Error(`no product ${product}: ${JSON.stringify(products.body)}`);
  const created = await customer.post('requestservice', {
    prodid: String(found.Id),
    zipcode: 'SW1A 1AA',
    address: '10 Downing Street, London',
    // Today in London: a job can be started from its day on, and the journeys start theirs at once.
    scheduled: londonDateIn(0),
    provider,
    ...extra,
  });
  expect(created.body.success, created.body.message).toBe(true);
  return created.body.message;
}

/** Pays an order with the sandbox gateway's test card, the way the payment page does. */
export async function payWithSandboxCard(request: APIRequestContext, customerToken: string, orderId: string) {
  const customer = apiAs(request, 'user', customerToken);
  const intent = await customer.get('paymentintent', { orderid: orderId });
  const clientSecret = (intent.body.data as { clientSecret?: string } | undefined)?.clientSecret;
  if (!clientSecret) throw new Error(`no payment intent: ${JSON.stringify(intent.body)}`);
  const confirmed = await request.post('/api/sandbox-gateway/confirm', {
    form: { clientSecret, number: sandboxCard, expiry: '12/34', cvc: '123' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const recorded = await customer.get('confirmpayment', { orderid: orderId });
  expect(recorded.body.success, recorded.body.message).toBe(true);
}

/** Every row of one IndexedDB table as the page's own code stored it (none when the table is not there). */
export function deviceRows<Row>(page: Page, database: string, table: string): Promise<Row[]> {
  return page.evaluate(
    ([name, store]) =>
      new Promise<Row[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction(store, 'readonly').objectStore(store).getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            resolve(all.result as Row[]);
          };
        };
      }),
    [database, table] as const,
  );
}

/** The payment page's express request that a job inside the 14 days to cancel start then. */
export const startRequestBox = (page: Page) =>
  page.getByRole('checkbox', { name: /I ask for the work to start on the booked date/ });

/**
 * Ticks the express request when the payment page asks for it (a job inside the 14 days to cancel); call it
 * once the card form shows, which the notice comes with.
 */
export async function askToStartWithin14Days(page: Page) {
  const box = startRequestBox(page);
  if ((await box.count()) > 0) await box.check();
}

/**
 * A fresh customer's order of `service`, paid with the sandbox card, started and ended: a completed job its
 * customer may review and its provider is credited for. `label` names the account.
 */
export async function completedOrderOf(request: APIRequestContext, label: string, service: Service) {
  const customer = newAccount('user', label);
  await registerAccount(request, customer);
  const token = await loginToken(request, customer);
  const api = apiAs(request, 'user', token);
  const orderId = await requestService(request, token, service);
  await payWithSandboxCard(request, token, orderId);
  for (const action of ['startorder', 'endorder']) {
    const done = await api.get(action, { orderid: orderId });
    expect(done.body.success, done.body.message).toBe(true);
  }
  return { customer, token, api, orderId };
}
