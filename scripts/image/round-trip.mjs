// What `pnpm test:deploy` does through each deployment: a new customer signs up and in, books the demo
// provider, pays in the sandbox and reads the order back, all through the documented calls.
const sandboxCard = { number: '4242424242424242', expiry: '12/34', cvc: '123' };
const demoProvider = 'PRV-DEMO000001';

async function call(baseUrl, method, path, { token, form } = {}) {
  const url = new URL(`${baseUrl}/api${path}`);
  if (method === 'GET' && form)
    for (const [key, value] of Object.entries(form)) url.searchParams.set(key, value);
  const response = await fetch(url, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: method === 'POST' && form ? new URLSearchParams(form) : undefined,
  });
  const body = await response.json().catch(() => null);
  if (!response.ok || body?.success === false) {
    throw new Error(`${method} /api${path}: HTTP ${response.status} ${JSON.stringify(body)?.slice(0, 300)}`);
  }
  return body;
}

function tomorrow() {
  const date = new Date(Date.now() + 24 * 3600 * 1000);
  return date.toISOString().slice(0, 10);
}

/** Runs the round trip against `baseUrl`; answers the order's id and status as read back. */
export async function bookingRoundTrip(baseUrl) {
  const email = `deploy-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Deploy#2025check';
  await call(baseUrl, 'POST', '/register', { form: { email, phone: '07700900123', password } });
  const token = (await call(baseUrl, 'POST', '/login', { form: { email, password } })).data.Token;
  const products = await call(baseUrl, 'POST', '/products', {
    token,
    form: { category: 'Cleaning', specifics: 'Domestic', search: 'Deep clean' },
  });
  const product = products.data.find((item) => item.Product === 'Deep clean');
  if (!product) throw new Error('the demo catalogue has no Deep clean');
  const orderId = (
    await call(baseUrl, 'POST', '/requestservice', {
      token,
      form: {
        prodid: String(product.Id),
        zipcode: 'SW1A 1AA',
        address: '10 Downing Street, London',
        scheduled: tomorrow(),
        provider: demoProvider,
      },
    })
  ).message;
  const intent = await call(baseUrl, 'GET', '/paymentintent', { token, form: { orderid: orderId } });
  const confirmed = await fetch(`${baseUrl}/api/sandbox-gateway/confirm`, {
    method: 'POST',
    body: new URLSearchParams({ clientSecret: intent.data.clientSecret, ...sandboxCard }),
  });
  if (!confirmed.ok) throw new Error(`the sandbox refused the card: HTTP ${confirmed.status}`);
  await call(baseUrl, 'GET', '/confirmpayment', { token, form: { orderid: orderId } });
  const details = await call(baseUrl, 'GET', '/orderdetails', { token, form: { orderid: orderId } });
  const info = details.orderInfo?.[0];
  if (!info)
    throw new Error(`order ${orderId} could not be read back: ${JSON.stringify(details).slice(0, 300)}`);
  return { orderId, status: info.OrderStatus, payment: info.PaymentStatus };
}
