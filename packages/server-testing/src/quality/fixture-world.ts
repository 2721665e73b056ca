// One populated marketplace for the bad-input fuzz and the access-control matrix.
// A customer with an order in each interesting state, a support case with a message and saved entries;
// the provider engaged on those orders; a second customer and provider who own none of it; an operator;
// and sessions that are logged out, expired or of a deleted account.
import { randomUUID } from 'node:crypto';
import type { AccountType } from '@callout/contracts/accounts';
import { paymentIntentResponseSchema } from '@callout/contracts/booking';
import { type OrderFlow, orderWorld } from '../fixtures/order-lifecycle';
import { day, makeProvider, query } from '../fixtures/orders';
import { kycForm } from '../fixtures/provider';
import { pixelPng, signInOperator } from '../fixtures/support';
import { type Client, mailbox, signUp, type TestServer, uniqueEmail } from '../harness';
import {
  caseWithMessage,
  deadTokens,
  idOf,
  kycDocumentLink,
  must,
  one,
  ordersOf,
  person,
  type SignedAddress,
  savedOf,
} from './fixture-steps';

/** Someone calls are made as. The operator's case and message are the customer's, which they work on. */
export interface Actor {
  id: string;
  email: string;
  token: string;
  caseId: string;
  messageId: string;
}

export interface Person extends Actor {
  firstName: string;
  lastName: string;
  phone: string;
}

export type DeadSession = 'logged out' | 'expired' | 'deleted account';
type Role = AccountType | 'operator';

export interface World {
  /** Books, pays and moves the customer's orders with the provider. */
  flow: OrderFlow;
  customer: Person;
  provider: Person;
  operator: Actor;
  otherCustomer: Actor;
  otherProvider: Actor;
  /** Signed up, no KYC yet: the valid sender of a first KYC form. */
  freshProvider: Actor;
  /** Has a KYC submission waiting for review, and details for HMRC waiting for verification. */
  kycProviderId: string;
  /** A customer who is there to be suspended and reinstated by the operator's calls. */
  suspendableId: string;
  deadTokens: Record<Role, Record<DeadSession, string>>;
  orders: { open: string; completed: string; bidJob: string };
  shipping: { zipCode: string; address: string };
  saved: { providerRecordId: string; location: string };
  catalogue: {
    productId: string;
    productName: string;
    category: string;
    specific: string;
    /** A product the provider has not asked to offer yet, and its minimum price. */
    newProductId: string;
    newProductMinPrice: string;
  };
  /** A service request waiting for the operator's review. */
  serviceRequestId: string;
  /** One of the dashboard's promotions (the demo's first card). */
  promotionId: string;
  clientSecret: string;
  onboardingKey: string;
  /** A public picture (a profile photo). */
  imageId: string;
  /** The parts of a signed address of the KYC provider's ID document, as listed to the operator. */
  kycDocumentLink: SignedAddress;
  /** Where the provider bids from. */
  position: { lat: string; lng: string };
  /** The secret of a fresh "Download my data" link of the customer or the provider, as mailed. */
  dataLink(role: 'user' | 'provider'): Promise<string>;
  /** A completed order the customer reviewed (the provider's reply), and that review's id (hiding it). */
  reviewed: { orderId: string; reviewId: string };
  /** The last segment of the provider's calendar feed address ("<secret>.ics"). */
  calendarFeed: string;
  /** A completed order on which the customer reported a problem (open), and that dispute's id. */
  disputed: { orderId: string; disputeId: string };
  /**
   * A credential kind (the demo's Gas Safe), a credential of the world's provider waiting for the
   * operator, and a requirement (of the product the provider has not asked to offer) to remove.
   */
  credentials: { kindId: string; credentialId: string; requirementId: string };
  /** A series of the world's product (marked repeatable) booked by the customer with the provider. */
  series: { id: string };
}

export async function buildWorld(server: TestServer, c: Client): Promise<World> {
  const flow = await orderWorld(server.db, c);
  const tag = randomUUID().slice(0, 4);
  const customerNames = await person(server, flow.customer, ['Samira', `Hillcrest${tag}`]);
  const providerNames = await person(server, flow.provider, ['Paula', `Tester${tag}`]);
  const customerChat = await caseWithMessage(c, 'user', flow.customer.token);
  const providerChat = await caseWithMessage(c, 'provider', flow.provider.token);
  const product = await one<{ id: string; name: string; category: string; specific: string }>(
    server,
    `SELECT id::text, name, category, specific FROM products WHERE name = 'Leak repair'`,
  );
  const position = { lat: '51.5', lng: '-0.12' };
  const orders = await ordersOf(c, flow, product.id, position);
  const saved = await savedOf(server, c, flow);

  const otherCustomer = await signUp(c, 'user');
  const otherProvider = await makeProvider(server.db, c);
  const fresh = await signUp(c, 'provider');
  const kycProvider = await signUp(c, 'provider');
  await must(c.post('/provider/updatekyc', kycForm(), kycProvider.token), 'kyc');
  // Their details for HMRC too, for an operator to verify.
  await must(
    c.post(
      '/provider/sellerdetails',
      {
        kind: 'INDIVIDUAL',
        firstname: 'Zadie',
        lastname: 'Okafor',
        dob: '1990-04-12',
        nino: 'JG103759A',
        address: '12 Canal Street, Manchester',
      },
      kycProvider.token,
    ),
    'seller details',
  );
  const kycProviderId = await idOf(server, 'provider', kycProvider.email);
  const suspendable = await signUp(c, 'user');
  // The other provider asks to offer the product: a service request for the operator to review.
  await must(
    c.post('/provider/newcertrequest', { id: product.id, price: '80' }, otherProvider.token),
    'request',
  );
  const request = await one<{ id: string }>(
    server,
    'SELECT id::text FROM provider_services WHERE provider_id = $1',
    [otherProvider.id],
  );
  const newProduct = await one<{ id: string; min_price: string }>(
    server,
    `SELECT id::text, min_price::text FROM products
     WHERE id NOT IN (SELECT product_id FROM provider_services WHERE provider_id = $1) ORDER BY id LIMIT 1`,
    [flow.provider.id],
  );
  const intent = paymentIntentResponseSchema.parse(
    (await c.get(`/paymentintent${query({ orderid: orders.open })}`, flow.customer.token)).body,
  );
  const profile = await c.get('/provider/profile', flow.provider.token);
  const link = (profile.body.data as { StripeLink?: string | null } | undefined)?.StripeLink ?? '';
  const reviewedOrder = await flow.book();
  await flow.pay(reviewedOrder);
  await must(flow.act('startorder', reviewedOrder), 'start');
  await must(flow.act('endorder', reviewedOrder), 'end');
  await must(
    c.post(
      '/newreview',
      { rating: '4', product: product.id, orderid: reviewedOrder, provider: flow.provider.id },
      flow.customer.token,
    ),
    'review',
  );
  const reviewed = await one<{ id: string }>(
    server,
    `SELECT id::text FROM reviews WHERE order_id = $1 AND reviewer_role = 'user'`,
    [reviewedOrder],
  );
  const disputedOrder = await flow.book();
  await flow.pay(disputedOrder);
  await must(flow.act('startorder', disputedOrder), 'start');
  await must(flow.act('endorder', disputedOrder), 'end');
  const reported = await must(
    c.post(
      '/reportproblem',
      {
        orderid: disputedOrder,
        reason: 'POOR_QUALITY',
        description: 'The tap still drips after the repair.',
      },
      flow.customer.token,
    ),
    'report a problem',
  );
  const disputeId = (reported as { data?: { DisputeID?: string } }).data?.DisputeID ?? '';
  const operator = await signInOperator(server, c);
  const nobody = { caseId: '', messageId: '' };

  return {
    flow,
    dataLink: (role) => dataLink(server, c, role === 'provider' ? flow.provider : flow.customer, role),
    customer: { ...flow.customer, ...customerChat, ...customerNames },
    provider: { ...flow.provider, ...providerChat, ...providerNames },
    operator: { ...operator, id: await idOf(server, 'operator', operator.email), ...customerChat },
    otherCustomer: { ...otherCustomer, id: await idOf(server, 'user', otherCustomer.email), ...nobody },
    otherProvider: { ...otherProvider, ...nobody },
    freshProvider: { ...fresh, id: await idOf(server, 'provider', fresh.email), ...nobody },
    kycProviderId,
    suspendableId: await idOf(server, 'user', suspendable.email),
    deadTokens: {
      user: await deadTokens(server, c, 'user'),
      provider: await deadTokens(server, c, 'provider'),
      operator: await deadTokens(server, c, 'operator'),
    },
    orders,
    shipping: { zipCode: 'SE1 7PB', address: '1 Waterloo Road' },
    saved,
    catalogue: {
      productId: product.id,
      productName: product.name,
      category: product.category,
      specific: product.specific,
      newProductId: newProduct.id,
      newProductMinPrice: newProduct.min_price,
    },
    serviceRequestId: request.id,
    promotionId: (await one<{ id: string }>(server, 'SELECT id::text FROM promotions ORDER BY id LIMIT 1'))
      .id,
    clientSecret: intent.data?.clientSecret ?? '',
    onboardingKey: new URL(link, 'http://x').searchParams.get('key') ?? '',
    imageId: (
      await one<{ id: string }>(server, 'SELECT id FROM images WHERE NOT private ORDER BY id LIMIT 1')
    ).id,
    kycDocumentLink: await kycDocumentLink(c, operator.token, kycProviderId),
    position,
    reviewed: { orderId: reviewedOrder, reviewId: reviewed.id },
    calendarFeed: await calendarFeed(c, flow.provider.token),
    disputed: { orderId: disputedOrder, disputeId },
    credentials: await credentialsOf(server, c, operator.token, flow.provider.token, newProduct.id),
    series: { id: await seriesOf(server, c, flow.customer.token, product.id, flow.provider.id) },
  };
}

/** The demo's Gas Safe kind, a credential waiting for review, and a requirement an operator may remove. */
async function credentialsOf(
  server: TestServer,
  c: Client,
  operatorToken: string,
  providerToken: string,
  productId: string,
): Promise<World['credentials']> {
  const kind = await one<{ id: string }>(
    server,
    `SELECT id::text FROM credential_kinds WHERE name = 'Gas Safe registered'`,
  );
  const added = await must(
    c.post(
      '/provider/credentials',
      { kind: kind.id, number: '512399', expires: day(300), document: pixelPng },
      providerToken,
    ),
    'credential',
  );
  const credentialId = String((added as { data?: { CredentialID?: number } }).data?.CredentialID ?? '');
  await must(
    c.post('/ops/credential-requirements', { product: productId, kinds: kind.id }, operatorToken),
    'requirement',
  );
  const requirement = await one<{ id: string }>(
    server,
    'SELECT id::text FROM credential_requirements WHERE product_id = $1::int ORDER BY id DESC LIMIT 1',
    [productId],
  );
  return { kindId: kind.id, credentialId, requirementId: requirement.id };
}

/** The provider's calendar feed, as the end of its address. */
async function calendarFeed(c: Client, token: string): Promise<string> {
  const { body } = await c.get('/provider/calendarfeed', token);
  const path = (body.data as { Url?: string } | undefined)?.Url ?? '';
  const feed = path.split('/').pop();
  if (!feed?.endsWith('.ics')) throw new Error(`no calendar feed address: ${body.message}`);
  return feed;
}

/** A fresh, unregistered address for calls that would otherwise mail a real account. */
export const unregisteredEmail = () => uniqueEmail('nobody');

/** Asks for the account's data, waits for the export job, and returns the secret of the link it mailed. */
async function dataLink(
  server: TestServer,
  c: Client,
  self: { email: string; token: string },
  role: 'user' | 'provider',
): Promise<string> {
  const prefix = role === 'provider' ? '/provider' : '';
  const asked = await c.post(`${prefix}/datarequest`, {}, self.token);
  if (asked.status >= 300) throw new Error(`datarequest failed: ${asked.body.message}`);
  for (let tries = 0; tries < 200; tries += 1) {
    const { body } = await c.get(`${prefix}/datarequest`, self.token);
    const status = (body.data as { Status?: string } | undefined)?.Status;
    if (status === 'ready') {
      const mail = (await mailbox(server.app)).find(
        (m) => m.to === self.email && m.text.includes('?download='),
      );
      const secret = /\?download=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
      if (!secret) throw new Error(`no data link mailed to ${self.email}`);
      return secret;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the data export was not built');
}

/** Marks the product repeatable and books a weekly series of it with the provider, waiting for an answer. */
async function seriesOf(
  server: TestServer,
  c: Client,
  customerToken: string,
  productId: string,
  providerId: string,
): Promise<string> {
  await server.db.query('UPDATE products SET repeatable = true WHERE id = $1::int', [productId]);
  const created = await must(c.post('/series', seriesForm(productId, providerId), customerToken), 'series');
  const id = (created as { data?: { ID?: string } }).data?.ID;
  if (!id) throw new Error('no series');
  return id;
}

/** A weekly series from day 2 at 10:00, four visits. */
export const seriesForm = (prodid: string, provider: string) => ({
  prodid,
  provider,
  zipcode: 'SE1 7PB',
  address: '1 Waterloo Road',
  first: day(2),
  window: '10:00',
  cadence: 'WEEKLY',
  visits: '4',
});
