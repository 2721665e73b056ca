// The data the signed-in pages of the Lighthouse bench show, made through the real API as the pages
// themselves would make it (the demo accounts of packages/server/src/domain/ops/demo, a fresh database per run):
// an order in progress (order details with the live map, for customer, provider and operator), an order
// waiting for its card payment (the payment page), a finished paid order (receipt, confirmation), support
// cases of both roles (the chats), and a booking draft complete up to the last step (every booking step).

/** The demo accounts seeded into every new database. */
export const demoLogins = {
  user: { endpoint: '/api/login', email: 'customer@example.com', password: 'Customer#2025' },
  provider: { endpoint: '/api/provider/login', email: 'amara.okafor@example.com', password: 'Provider#2025' },
  operator: { endpoint: '/api/operator/login', email: 'operator@example.com', password: 'Operator#2025' },
};

const demoProvider = 'PRV-DEMO000001';
const sandboxCard = { number: '4242424242424242', expiry: '12/34', cvc: '123' };

/** Signs in through the API, as the login form does; returns the session token. */
export async function signIn(baseUrl, role) {
  const { endpoint, email, password } = demoLogins[role];
  const response = await fetch(`${baseUrl}${endpoint}`, {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
  });
  const token = (await response.json().catch(() => null))?.data?.Token;
  if (!token) throw new Error(`demo ${role} login failed: HTTP ${response.status}`);
  return token;
}

function client(baseUrl, token, prefix = '/api') {
  const call = async (method, endpoint, form) => {
    const url = new URL(`${baseUrl}${prefix}/${endpoint}`);
    if (method === 'GET' && form) for (const [k, v] of Object.entries(form)) url.searchParams.set(k, v);
    const response = await fetch(url, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      body: method === 'POST' ? new URLSearchParams(form) : undefined,
    });
    const body = await response.json().catch(() => null);
    if (!response.ok || body?.success === false) {
      throw new Error(`${method} ${prefix}/${endpoint}: HTTP ${response.status} ${JSON.stringify(body)}`);
    }
    return body;
  };
  return { get: (endpoint, query) => call('GET', endpoint, query), post: (e, form) => call('POST', e, form) };
}

/** The day in London (YYYY-MM-DD) `days` from now: the server judges an order's day there. */
function isoDateIn(days) {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(date);
}

/**
 * Makes the data; answers the session tokens, the address of every route with parameters (route pattern →
 * path) and the booking draft the booking steps are opened with.
 */
export async function prepareData(baseUrl) {
  const tokens = {
    user: await signIn(baseUrl, 'user'),
    provider: await signIn(baseUrl, 'provider'),
    operator: await signIn(baseUrl, 'operator'),
  };
  const customer = client(baseUrl, tokens.user);
  const provider = client(baseUrl, tokens.provider, '/api/provider');
  const operator = client(baseUrl, tokens.operator, '/api/ops');

  // A PER JOB service of the demo provider: paid before it starts.
  const service = { category: 'Cleaning', specific: 'Domestic', product: 'Deep clean' };
  const products = await customer.post('products', {
    category: service.category,
    specifics: service.specific,
    search: service.product,
  });
  const product = products.data?.find((item) => item.Product === service.product);
  if (!product) throw new Error(`no product ${service.product} in the demo catalogue`);
  const draft = {
    ZipCode: 'SW1A 1AA',
    Address: '10 Downing Street, London',
    Category: service.category,
    Specific: service.specific,
    ProdId: String(product.Id),
    Product: service.product,
    Provider: demoProvider,
    // Today: an order can be started only from the day of its job.
    Scheduled: isoDateIn(0),
  };
  const requestService = async () =>
    (
      await customer.post('requestservice', {
        prodid: draft.ProdId,
        zipcode: draft.ZipCode,
        address: draft.Address,
        scheduled: draft.Scheduled,
        provider: demoProvider,
      })
    ).message;
  const pay = async (orderId) => {
    const intent = await customer.get('paymentintent', { orderid: orderId });
    const confirmed = await fetch(`${baseUrl}/api/sandbox-gateway/confirm`, {
      method: 'POST',
      body: new URLSearchParams({ clientSecret: intent.data.clientSecret, ...sandboxCard }),
    });
    if (!confirmed.ok) throw new Error(`sandbox card refused: ${await confirmed.text()}`);
    await customer.get('confirmpayment', { orderid: orderId });
  };

  const unpaid = await requestService();
  const inProgress = await requestService();
  await pay(inProgress);
  await customer.get('startorder', { orderid: inProgress });
  const finished = await requestService();
  await pay(finished);
  await customer.get('startorder', { orderid: finished });
  await customer.get('endorder', { orderid: finished });

  const openCase = async (api, subject) => {
    await api.post('newsupportcase', { value: subject });
    const cases = await api.post('loadsupportcases', { value: subject });
    const id = cases.data?.[0]?.CaseID;
    if (!id) throw new Error(`support case "${subject}" not found after opening it`);
    return id;
  };
  const customerCase = await openCase(customer, 'Cleaner arrived late');
  const providerCase = await openCase(provider, 'Payout not received');
  const customerId = (await operator.get(`orders/${encodeURIComponent(inProgress)}`)).data?.CustomerID;
  if (!customerId) throw new Error('the operator order page names no customer');

  const at = (base, id) => `${base}/${encodeURIComponent(id)}`;
  const addresses = {
    '/details/:id': at('/details', inProgress),
    '/provider/details/:id': at('/provider/details', inProgress),
    '/orders/:id/receipt': `${at('/orders', finished)}/receipt`,
    '/service/payments/:id': at('/service/payments', unpaid),
    '/service/orderconfirmation/:id': at('/service/orderconfirmation', finished),
    '/support-chat/:id': at('/support-chat', customerCase),
    '/provider/chat/:id': at('/provider/chat', providerCase),
    '/ops/support/:caseId': at('/ops/support', customerCase),
    '/ops/accounts/:accountId': at('/ops/accounts', customerId),
    '/ops/orders/:orderId': at('/ops/orders', inProgress),
  };
  return { tokens, addresses, draft };
}

/**
 * Runs in the page (a page of the app's origin, before the audited load): stores `draft` where mf-booking
 * keeps it (IndexedDB `callout-booking`, table `drafts`, key `reqData`, stamped with `account`), creating
 * the database as Dexie declares it (packages/db/src/database.ts: version 1 is IndexedDB version 10).
 */
export function storeDraftInPage([draft, account]) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('callout-booking', 10);
    open.onupgradeneeded = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('drafts')) {
        db.createObjectStore('drafts', { keyPath: 'key' }).createIndex('updatedAt', 'updatedAt');
      }
      if (!db.objectStoreNames.contains('lists')) db.createObjectStore('lists', { keyPath: 'name' });
    };
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const put = db
        .transaction('drafts', 'readwrite')
        .objectStore('drafts')
        .put({ key: 'reqData', value: draft, updatedAt: Date.now(), account });
      put.onerror = () => reject(put.error);
      put.onsuccess = () => {
        db.close();
        resolve(true);
      };
    };
  });
}
