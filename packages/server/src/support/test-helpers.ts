// Shared steps of the support and chat integration tests.
import type { AccountType } from '@callout/contracts/accounts';
import { supportCasesResponseSchema } from '@callout/contracts/support';
import { createPasswordHasher, testHashCost } from '../auth/passwords';
import type { TestServer } from '../test-support/harness';
import { type Client, prefixOf, uniqueEmail } from '../test-support/harness';
import { saveOperator } from './operators';

// A 1×1 transparent PNG.
export const pixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
export const pixelDataUrl = `data:image/png;base64,${pixelPng}`;

export const operatorPassword = 'Operator#2025-long';

/** Opens a case and returns its id (the newest case of the account). */
export async function openCase(
  c: Client,
  role: AccountType,
  token: string,
  subject = 'My card was charged twice',
) {
  const prefix = prefixOf(role);
  const created = await c.post(`${prefix}/newsupportcase`, { value: subject }, token);
  if (created.status !== 201) throw new Error(`newsupportcase failed: ${created.body.message}`);
  const list = supportCasesResponseSchema.parse(
    (await c.post(`${prefix}/loadsupportcases`, { value: '' }, token)).body,
  );
  const caseId = list.data?.[0]?.CaseID;
  if (!caseId) throw new Error('the new case is not listed');
  return caseId;
}

/** An operator account straight in the database (as the CLI makes it) and a session token for it. */
export async function signInOperator(server: TestServer, c: Client) {
  const email = uniqueEmail('operator');
  await saveOperator(server.db, createPasswordHasher(testHashCost), {
    email,
    firstName: 'Olu',
    lastName: 'Staff',
    password: operatorPassword,
  });
  const login = await c.post('/operator/login', { email, password: operatorPassword });
  const token = (login.body.data as { Token?: string } | undefined)?.Token;
  if (!token) throw new Error(`operator login failed: ${login.body.message}`);
  return { email, token };
}
