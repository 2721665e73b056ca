// Tests only: the provider-area steps the issue 7 suites share (a KYC form, an operator, reviews).
import { randomUUID } from 'node:crypto';
import { pixelPng, signInOperator } from '../support/test-helpers';
import type { Client, TestServer } from '../test-support/harness';

/** A complete KYC form; `lastName` is unique so searches find this provider only. */
export function kycForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    firstName: 'Zadie',
    lastName: `Journey${randomUUID().slice(0, 6)}`,
    organization: 'Zadie Plumbing Ltd',
    phone: '07700900555',
    dob: '1990-04-12',
    address: '12 Canal Street, Manchester',
    province: 'Greater Manchester',
    country: 'United Kingdom',
    idno: 'QQ123456C',
    profileImage: pixelPng,
    meansOfId: pixelPng,
    utilityBill: pixelPng,
    ...overrides,
  };
}

export async function providerIdOf(server: TestServer, email: string): Promise<string> {
  const [row] = await server.db.query<{ id: string }>(
    `SELECT id FROM accounts WHERE role = 'provider' AND email = $1`,
    [email],
  );
  if (!row) throw new Error(`no provider ${email}`);
  return row.id;
}

/** An operator with a session, and shortcuts for the review calls. */
export async function operatorTools(server: TestServer, c: Client) {
  const { token } = await signInOperator(server, c);
  return {
    token,
    reviewKyc: (providerId: string, status: string, note = '') =>
      c.post(`/ops/kyc/${providerId}/review`, { status, note }, token),
    reviewService: (requestId: string, status: string, note = '') =>
      c.post(`/ops/services/${requestId}/review`, { status, note }, token),
    async requestIdOf(providerId: string, productId: string): Promise<string> {
      const [row] = await server.db.query<{ id: number }>(
        'SELECT id FROM provider_services WHERE provider_id = $1 AND product_id::text = $2',
        [providerId, productId],
      );
      if (!row) throw new Error('no service request');
      return String(row.id);
    },
  };
}

export async function notificationsOf(c: Client, token: string): Promise<string[]> {
  const reply = await c.get('/provider/getnotifications', token);
  return ((reply.body.data ?? []) as Array<{ Notification: string }>).map((n) => n.Notification);
}
