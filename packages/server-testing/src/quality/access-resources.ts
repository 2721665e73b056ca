// Resources of the world's customer and provider for the access-control matrix (access-matrix.ts): the
// existing ones, or fresh ones in the state a call needs, for calls whose owner's answer uses them up.
import { randomUUID } from 'node:crypto';
import { paymentIntentResponseSchema } from '@callout/contracts/booking';
import { day, query } from '../fixtures/orders';
import { pixelPng } from '../fixtures/support';
import { type Client, signUp } from '../harness';
import { seriesForm, type World } from './fixture-world';

export interface AccessContext {
  world: World;
  c: Client;
}

export type Prepare = (context: AccessContext) => Promise<string>;

async function expectOk(reply: Promise<{ status: number; body: { message: string } }>, what: string) {
  const { status, body } = await reply;
  if (status >= 300) throw new Error(`${what} failed (${status}): ${body.message}`);
  return body;
}

export const freshOrder = ({ world }: AccessContext) => world.flow.book();
export async function paidOrder(context: AccessContext) {
  const id = await freshOrder(context);
  await expectOk(context.world.flow.pay(id), 'pay');
  return id;
}
export async function startedOrder(context: AccessContext) {
  const id = await paidOrder(context);
  await expectOk(context.world.flow.act('startorder', id), 'start');
  return id;
}
export async function completedOrder(context: AccessContext) {
  const id = await startedOrder(context);
  await expectOk(context.world.flow.act('endorder', id), 'end');
  return id;
}
/** Card confirmed at the gateway, not yet confirmed with us: what /confirmpayment finishes. */
export async function cardConfirmedOrder({ world, c }: AccessContext) {
  const id = await world.flow.book();
  const intent = paymentIntentResponseSchema.parse(
    (await c.get(`/paymentintent${query({ orderid: id })}`, world.customer.token)).body,
  );
  await expectOk(
    c.post('/sandbox-gateway/confirm', {
      clientSecret: intent.data?.clientSecret ?? '',
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    }),
    'card',
  );
  return id;
}
export async function bidJob({ world, c }: AccessContext) {
  const job = await expectOk(
    c.post(
      '/requestservice',
      {
        prodid: world.catalogue.productId,
        zipcode: world.shipping.zipCode,
        address: world.shipping.address,
        scheduled: day(4),
        provider: 'BID',
      },
      world.customer.token,
    ),
    'publish job',
  );
  return job.message;
}
export async function biddenJob(context: AccessContext) {
  const id = await bidJob(context);
  const { world, c } = context;
  await expectOk(
    c.get(`/provider/bidrequest${query({ orderid: id, ...world.position })}`, world.provider.token),
    'bid',
  );
  return id;
}
export function freshMessage(owner: 'user' | 'provider') {
  return async ({ world, c }: AccessContext) => {
    const prefix = owner === 'provider' ? '/provider' : '';
    const self = owner === 'provider' ? world.provider : world.customer;
    const text = `Message ${randomUUID()}`;
    await expectOk(
      c.post(`${prefix}/newchat`, { ChatId: self.caseId, Category: 'SUPPORT', Message: text }, self.token),
      'chat',
    );
    const chat = await expectOk(
      c.post(`${prefix}/loadchats`, { category: 'SUPPORT', chatid: self.caseId }, self.token),
      'load',
    );
    const mine = (chat as { data?: Array<{ Id: string; Message: string | null }> }).data?.find(
      (m) => m.Message === text,
    );
    if (!mine) throw new Error('the new message is not listed');
    return mine.Id;
  };
}
export async function savedProviderRecord({ world, c }: AccessContext) {
  await expectOk(
    c.post('/toggleprovidersave', { value: world.otherProvider.id }, world.customer.token),
    'save',
  );
  const list = await expectOk(c.get('/savedproviders', world.customer.token), 'list');
  const record = (list as { data?: Array<{ Available: string }> }).data?.[0]?.Available;
  if (!record) throw new Error('no saved provider');
  return record;
}
export async function savedLocation({ world, c }: AccessContext) {
  const location = `M1 1AE;${randomUUID().slice(0, 6)} Piccadilly`;
  await expectOk(c.post('/togglelocationsave', { value: location }, world.customer.token), 'save location');
  return location;
}
/** A customer of their own, for the operator's suspend call (which would otherwise lock out the world's). */
export async function freshAccount({ world, c }: AccessContext) {
  const { email } = await signUp(c, 'user');
  const lookup = await expectOk(
    c.get(`/ops/accounts${query({ role: 'user', search: email })}`, world.operator.token),
    'find account',
  );
  const id = (lookup as { data?: Array<{ ID: string }> }).data?.[0]?.ID;
  if (!id) throw new Error('the new account is not listed');
  return id;
}
/** A suspended customer, for the operator's reinstate call. */
export async function suspendedAccount(context: AccessContext) {
  const id = await freshAccount(context);
  await expectOk(
    context.c.post(`/ops/accounts/${id}/suspend`, { note: 'Matrix' }, context.world.operator.token),
    'suspend',
  );
  return id;
}
/** A series of the world's customer with its provider, waiting for the provider's answer. */
export async function freshSeries({ world, c }: AccessContext) {
  const created = await expectOk(
    c.post('/series', seriesForm(world.catalogue.productId, world.provider.id), world.customer.token),
    'series',
  );
  const id = (created as { data?: { ID?: string } }).data?.ID;
  if (!id) throw new Error('no series');
  return id;
}
/** A series its provider has accepted, which either side may then pause or end. */
export async function acceptedSeries(context: AccessContext) {
  const id = await freshSeries(context);
  await expectOk(
    context.c.post(
      '/provider/answerseries',
      { seriesid: id, answer: 'ACCEPT' },
      context.world.provider.token,
    ),
    'answerseries',
  );
  return id;
}
export const existing =
  (pick: (world: World) => string) =>
  async ({ world }: AccessContext) =>
    pick(world);
/** A completed order the customer has reviewed, for the provider's one reply. */
export async function customerReviewedOrder(context: AccessContext) {
  const id = await completedOrder(context);
  const { world, c } = context;
  await expectOk(
    c.post(
      '/newreview',
      { rating: '4', product: world.catalogue.productId, orderid: id, provider: world.provider.id },
      world.customer.token,
    ),
    'review',
  );
  return id;
}
/** The id of a shown customer review of the world's provider, for the operator's hide call. */
export async function shownReview(context: AccessContext) {
  const orderId = await customerReviewedOrder(context);
  const { world, c } = context;
  const account = await expectOk(
    c.get(`/ops/accounts/${world.provider.id}`, world.operator.token),
    'account',
  );
  const reviews = (account as { data?: { Reviews: Array<{ OrderID: string; ReviewID?: string }> } }).data
    ?.Reviews;
  const id = reviews?.find((review) => review.OrderID === orderId)?.ReviewID;
  if (!id) throw new Error('the new review is not listed');
  return id;
}
/** A review an operator has hidden (showing it again uses it up). */
export async function hiddenReview(context: AccessContext) {
  const id = await shownReview(context);
  const { world, c } = context;
  await expectOk(
    c.post(`/ops/reviews/${id}/hide`, { reason: 'Looked fake' }, world.operator.token),
    'hide the review',
  );
  return id;
}
/** A completed order of the customer's with a problem reported on it (an open dispute). */
export async function disputedOrder(context: AccessContext) {
  const id = await completedOrder(context);
  const { world, c } = context;
  await expectOk(
    c.post(
      '/reportproblem',
      { orderid: id, reason: 'DAMAGE', description: 'A scratch on the sink after the job.' },
      world.customer.token,
    ),
    'report a problem',
  );
  return id;
}

/** A disputed order with the provider's offer waiting for the customer's answer. */
export async function offeredDisputeOrder(context: AccessContext) {
  const id = await disputedOrder(context);
  await expectOk(
    context.c.post(
      '/provider/disputeoffer',
      { orderid: id, kind: 'RETURN_VISIT' },
      context.world.provider.token,
    ),
    'offer',
  );
  return id;
}

/** The id of a fresh open dispute, for the operator's calls (a decision ends it). */
export async function openDispute(context: AccessContext) {
  const orderid = await disputedOrder(context);
  const view = await expectOk(
    context.c.get(`/orderdispute${query({ orderid })}`, context.world.customer.token),
    'dispute',
  );
  const id = (view as { data?: { Dispute?: { DisputeID: string } | null } }).data?.Dispute?.DisputeID;
  if (!id) throw new Error('the new dispute is not shown');
  return id;
}

/** A credential of the world's provider waiting for the operator's decision (a decision uses it up). */
export async function freshCredential({ world, c }: AccessContext) {
  const body = await expectOk(
    c.post(
      '/provider/credentials',
      { kind: world.credentials.kindId, number: '512300', expires: day(200), document: pixelPng },
      world.provider.token,
    ),
    'credential',
  );
  return String((body as { data?: { CredentialID?: number } }).data?.CredentialID ?? '');
}
/** A requirement of a product nobody in the world offers (removing it uses it up). */
export async function freshRequirement({ world, c }: AccessContext) {
  await expectOk(
    c.post(
      '/ops/credential-requirements',
      { product: world.catalogue.newProductId, kinds: world.credentials.kindId },
      world.operator.token,
    ),
    'requirement',
  );
  const list = await expectOk(c.get('/ops/credential-requirements', world.operator.token), 'requirements');
  const ids = ((list as { data?: Array<{ RequirementID: number }> }).data ?? []).map((r) => r.RequirementID);
  return String(Math.max(...ids));
}
