// The people the load benchmark acts as, set up through the public API as real users would be: the demo
// customer (with a few orders, so GET /api/orders has rows to read) and new customers who each own a
// support case to chat in. Each new customer comes from an address of their own in the benchmarking range
// 198.18.0.0/15 (RFC 2544), sent as X-Forwarded-For: the per-address limits on registering and logging in
// then apply to each of them as to real users behind the load balancer, and stay on.

/** Seeded on first start (packages/server/src/domain/ops/demo/demo-accounts.ts). */
export const demoCustomer = { email: 'customer@example.com', password: 'Customer#2025' };
const password = 'Load#2025';
const runId = Date.now().toString(36);
let people = 0;

function call(baseUrl, method, path, { form, token, address } = {}) {
  return fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(address ? { 'x-forwarded-for': address } : {}),
    },
    ...(form ? { body: new URLSearchParams(form) } : {}),
  }).then(async (response) => {
    const body = await response.json().catch(() => ({}));
    if (!response.ok || body.success === false) {
      throw new Error(`${method} /api${path}: ${response.status} ${body.message ?? ''}`.trim());
    }
    return body;
  });
}

async function login(baseUrl, email, password, address) {
  const body = await call(baseUrl, 'POST', '/login', { form: { email, password }, address });
  return body.data.Token;
}

/** The demo customer's session, with `orders` new bookings (open jobs for providers to bid on) first. */
export async function demoCustomerSession(baseUrl, orders) {
  const token = await login(baseUrl, demoCustomer.email, demoCustomer.password);
  const products = await call(baseUrl, 'POST', '/products', {
    form: { category: 'Plumbing', specifics: 'Repairs', search: '' },
  });
  const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < orders; i += 1) {
    await call(baseUrl, 'POST', '/requestservice', {
      token,
      form: {
        prodid: products.data[0].Id,
        zipcode: 'SW1A 2AA',
        address: `${i + 1} Whitehall, London`,
        scheduled: inThreeDays,
        provider: '',
      },
    });
  }
  const list = await call(baseUrl, 'GET', '/orders', { token });
  if (list.data.length < orders)
    throw new Error(`the demo customer has ${list.data.length} orders, not ${orders}`);
  return token;
}

/** A new customer with a support case: registered, logged in, case opened; returns its token and chat id. */
async function chatWriter(baseUrl) {
  people += 1;
  const address = `198.18.${(people >> 8) & 255}.${people & 255}`;
  const email = `load-${runId}-${people}@example.com`;
  await call(baseUrl, 'POST', '/register', { form: { email, phone: '07700900123', password }, address });
  const token = await login(baseUrl, email, password, address);
  await call(baseUrl, 'POST', '/newsupportcase', { token, address, form: { value: 'Load test questions' } });
  const cases = await call(baseUrl, 'POST', '/loadsupportcases', { token, address, form: { value: '' } });
  return { token, chatId: cases.data[0].CaseID };
}

/** `count` chat writers, a few at a time (each costs two argon2 hashes on the server). */
export async function chatWriters(baseUrl, count, concurrency = 6) {
  const writers = [];
  const worker = async () => {
    while (writers.length < count) {
      const place = writers.push(null) - 1; // claimed before the await, so the workers make `count` in all
      writers[place] = await chatWriter(baseUrl);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return writers;
}
