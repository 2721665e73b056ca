// The steps buildWorld (fixture-world.ts) is made of: accounts with names, a case with a message, orders
// in the states the calls need, saved entries, and sessions that are over.
import { randomInt } from 'node:crypto';
import type { AccountType } from '@callout/contracts/accounts';
import type { OrderFlow } from '../fixtures/order-lifecycle';
import { day, query } from '../fixtures/orders';
import { openCase, signInOperator } from '../fixtures/support';
import { type Client, signUp, type TestServer } from '../harness';

export async function one<T>(server: TestServer, sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await server.db.query<T>(sql, params);
  if (!row) throw new Error(`fixture query found nothing: ${sql}`);
  return row;
}

export async function must(reply: Promise<{ status: number; body: { message: string } }>, what: string) {
  const { status, body } = await reply;
  if (status >= 300) throw new Error(`${what} failed (${status}): ${body.message}`);
  return body;
}

export const idOf = async (server: TestServer, role: AccountType | 'operator', email: string) =>
  (await one<{ id: string }>(server, 'SELECT id FROM accounts WHERE role = $1 AND email = $2', [role, email]))
    .id;

/** A case with one message of its owner; returns both ids. */
export async function caseWithMessage(c: Client, role: AccountType, token: string) {
  const prefix = role === 'provider' ? '/provider' : '';
  const caseId = await openCase(c, role, token, 'Where is my receipt?');
  await must(
    c.post(`${prefix}/newchat`, { ChatId: caseId, Category: 'SUPPORT', Message: 'Hello?' }, token),
    'chat',
  );
  const chat = await must(
    c.post(`${prefix}/loadchats`, { category: 'SUPPORT', chatid: caseId }, token),
    'load',
  );
  const messageId = (chat as { data?: Array<{ Id: string }> }).data?.[0]?.Id;
  if (!messageId) throw new Error('no chat message');
  return { caseId, messageId };
}

/** Sessions of the role that are over: logged out, expired, or of an account deleted since. */
export async function deadTokens(server: TestServer, c: Client, role: AccountType | 'operator') {
  const prefix = { user: '', provider: '/provider', operator: '/operator' }[role];
  const signIn = () => (role === 'operator' ? signInOperator(server, c) : signUp(c, role));
  const loggedOut = await signIn();
  await must(c.get(`${prefix}/logout`, loggedOut.token), 'logout');
  const expired = await signIn();
  await server.db.query(
    `UPDATE sessions SET expires_at = now() - interval '1 day'
     WHERE account_id = (SELECT id FROM accounts WHERE role = $1 AND email = $2)`,
    [role, expired.email],
  );
  const deleted = await signIn();
  await server.db.query(
    `UPDATE accounts SET deleted_at = now(), email = NULL, password_hash = NULL WHERE role = $1 AND email = $2`,
    [role, deleted.email],
  );
  return { 'logged out': loggedOut.token, expired: expired.token, 'deleted account': deleted.token };
}

/** Gives the account a name and a phone number of its own, for the leak checks to look for. */
export async function person(server: TestServer, actor: { id: string }, names: [string, string]) {
  const phone = `077009${String(randomInt(100_000)).padStart(5, '0')}`;
  await server.db.query('UPDATE accounts SET first_name = $2, last_name = $3, phone = $4 WHERE id = $1', [
    actor.id,
    names[0],
    names[1],
    phone,
  ]);
  return { firstName: names[0], lastName: names[1], phone };
}

/** An order just booked, one completed, and a published job the provider has bid on. */
export async function ordersOf(
  c: Client,
  flow: OrderFlow,
  productId: string,
  position: { lat: string; lng: string },
) {
  const open = await flow.book();
  const completed = await flow.book();
  await flow.pay(completed);
  await must(flow.act('startorder', completed), 'start');
  await must(flow.act('endorder', completed), 'end');
  const job = await must(
    c.post(
      '/requestservice',
      {
        prodid: productId,
        zipcode: 'SE1 7PB',
        address: '1 Waterloo Road',
        scheduled: day(3),
        provider: 'BID',
      },
      flow.customer.token,
    ),
    'publish job',
  );
  const bidJob = job.message;
  await must(
    c.get(`/provider/bidrequest${query({ orderid: bidJob, ...position })}`, flow.provider.token),
    'bid',
  );
  return { open, completed, bidJob };
}

/** The customer saves the provider and a location; returns the saved provider's record id and the location. */
export async function savedOf(server: TestServer, c: Client, flow: OrderFlow) {
  await must(
    c.post('/toggleprovidersave', { value: flow.provider.id }, flow.customer.token),
    'save provider',
  );
  const location = 'SE1 7PB;1 Waterloo Road';
  await must(c.post('/togglelocationsave', { value: location }, flow.customer.token), 'save location');
  const saved = await one<{ id: string }>(
    server,
    'SELECT id::text FROM saved_providers WHERE customer_id = $1',
    [flow.customer.id],
  );
  return { providerRecordId: saved.id, location };
}

export interface SignedAddress {
  kind: string;
  id: string;
  for: string;
  until: string;
  sig: string;
}

/** The signed address of a provider's ID document, as the operator's KYC queue lists it. */
export async function kycDocumentLink(
  c: Client,
  operatorToken: string,
  providerId: string,
): Promise<SignedAddress> {
  const queue = await must(c.get('/ops/kyc', operatorToken), 'kyc queue');
  const entries = (queue as { data?: Array<{ ProviderID: string; idlink: string | null }> }).data ?? [];
  const link = entries.find((entry) => entry.ProviderID === providerId)?.idlink;
  if (!link) throw new Error('the KYC submission lists no ID document');
  const url = new URL(link, 'http://x');
  const [kind = '', id = ''] = url.pathname.split('/').slice(-2);
  const param = (name: string) => url.searchParams.get(name) ?? '';
  return { kind, id, for: param('for'), until: param('until'), sig: param('sig') };
}
