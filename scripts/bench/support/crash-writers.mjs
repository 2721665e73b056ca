// The people the crash benchmark acts as: customers who post support chat messages, book the demo provider's
// PER JOB service, pay with the sandbox card and cancel every other paid order, through the public API. A
// write counts as acknowledged only when its answer was 2xx; what each acknowledged is kept for the checks.
import { randomUUID } from 'node:crypto';

const password = 'Crash#2025';
const sandboxCard = '4242 4242 4242 4242';
/** Under the per-account limits of 30 bookings and 20 cancellations an hour (README, rate limits). */
const maxOrders = 28;
const maxCancels = 18;
/** Between one customer's chat posts: under the limit of 120 a minute (packages/server/src/domain/support/rate-rules.ts). */
const chatSpacingMs = 550;
const runId = Date.now().toString(36);
let people = 0;

async function call(url, method, path, { form, token, address, key } = {}) {
  const response = await fetch(`${url}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(address ? { 'x-forwarded-for': address } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(form ? { body: new URLSearchParams(form) } : {}),
  });
  const body = await response.json().catch(() => ({}));
  return { ok: response.ok && body.success !== false, status: response.status, body };
}

async function must(url, method, path, options) {
  const answer = await call(url, method, path, options);
  if (!answer.ok) throw new Error(`${method} /api${path}: ${answer.status} ${answer.body.message ?? ''}`);
  return answer.body;
}

/** A customer with a support case to chat in, and the product they book. */
export async function crashCustomer(url) {
  people += 1;
  const address = `198.19.${(people >> 8) & 255}.${people & 255}`;
  const email = `crash-${runId}-${people}@example.com`;
  await must(url, 'POST', '/register', { form: { email, phone: '07700900123', password }, address });
  const token = (await must(url, 'POST', '/login', { form: { email, password }, address })).data.Token;
  await must(url, 'POST', '/newsupportcase', { token, address, form: { value: 'Crash questions' } });
  const cases = await must(url, 'POST', '/loadsupportcases', { token, address, form: { value: '' } });
  const products = await must(url, 'POST', '/products', {
    form: { category: 'Cleaning', specifics: 'Domestic', search: 'Deep clean' },
  });
  const product = products.data.find((item) => item.Product === 'Deep clean');
  if (!product) throw new Error('the demo catalogue has no Deep clean');
  return {
    email,
    token,
    address,
    chatId: cases.data[0].CaseID,
    productId: product.Id,
    orders: 0,
    cancels: 0,
  };
}

/** What the server acknowledged (2xx), and how many writes were sent. */
export function newLedger() {
  return {
    sent: 0,
    acknowledged: 0,
    refused: 0,
    refusals: {},
    chats: [],
    orders: [],
    paid: [],
    cancelled: [],
  };
}

const inThreeDays = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

/** One write; a connection error (the server was killed) counts as not acknowledged. */
async function write(ledger, url, method, path, options) {
  ledger.sent += 1;
  try {
    const answer = await call(url, method, path, options);
    if (answer.ok) ledger.acknowledged += 1;
    else {
      ledger.refused += 1;
      const why = `${answer.status} ${method} ${path.split('?')[0]}`;
      ledger.refusals[why] = (ledger.refusals[why] ?? 0) + 1;
    }
    return answer.ok ? answer.body : null;
  } catch {
    return null;
  }
}

/** Writes as `customer` until `running()` turns false: a chat post, then a booking paid and maybe cancelled. */
export async function writeUntilStopped(customer, url, ledger, running) {
  const { token, address } = customer;
  while (running()) {
    const wait = (customer.lastChat ?? 0) + chatSpacingMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (!running()) break;
    customer.lastChat = Date.now();
    const key = randomUUID();
    const form = { ChatId: customer.chatId, Message: `Crash ${key}`, Category: 'SUPPORT' };
    if (await write(ledger, url, 'POST', '/newchat', { token, address, key, form })) ledger.chats.push(key);
    if (!running() || customer.orders >= maxOrders) continue;

    customer.orders += 1;
    const booked = await write(ledger, url, 'POST', '/requestservice', {
      token,
      address,
      form: {
        prodid: customer.productId,
        zipcode: 'SW1A 1AA',
        address: `${customer.orders} Downing Street, London`,
        scheduled: inThreeDays(),
        provider: 'PRV-DEMO000001',
      },
    });
    if (!booked) continue;
    const orderId = booked.message;
    ledger.orders.push(orderId);
    const paid = await pay(ledger, url, customer, orderId);
    if (!paid) continue;
    ledger.paid.push(orderId);
    if (customer.orders % 2 === 0 && customer.cancels < maxCancels) {
      customer.cancels += 1;
      const query = new URLSearchParams({ orderid: orderId });
      if (await write(ledger, url, 'GET', `/cancelorder?${query}`, { token })) ledger.cancelled.push(orderId);
    }
  }
}

/** The payment page's three steps; true when the server confirmed the card payment (funds held). */
async function pay(ledger, url, { token }, orderId) {
  const query = new URLSearchParams({ orderid: orderId });
  const intent = await write(ledger, url, 'GET', `/paymentintent?${query}`, { token });
  const clientSecret = intent?.data?.clientSecret;
  if (!clientSecret) return false;
  const card = { clientSecret, number: sandboxCard, expiry: '12/34', cvc: '123' };
  if (!(await write(ledger, url, 'POST', '/sandbox-gateway/confirm', { form: card }))) return false;
  return Boolean(await write(ledger, url, 'GET', `/confirmpayment?${query}`, { token }));
}
