// Accounts for browser journeys: made through the real API, with codes read from the dev mail outbox.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export type Role = 'user' | 'provider';

export interface Account {
  role: Role;
  email: string;
  phone: string;
  password: string;
}

export function newAccount(role: Role, label: string): Account {
  return {
    role,
    email: `${label}-${randomUUID().slice(0, 8)}@example.com`,
    phone: '07700900123',
    password: 'Secret1!',
  };
}

/** `base` is the server's origin; empty means the test's baseURL. */
export const apiPath = (role: Role, endpoint: string, base = '') =>
  `${base}/api${role === 'provider' ? '/provider' : ''}/${endpoint}`;

export async function registerAccount(request: APIRequestContext, account: Account, base = '') {
  const response = await request.post(apiPath(account.role, 'register', base), {
    form: { email: account.email, phone: account.phone, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function loginToken(request: APIRequestContext, account: Account, base = ''): Promise<string> {
  const response = await request.post(apiPath(account.role, 'login', base), {
    form: { email: account.email, password: account.password },
  });
  const body = (await response.json()) as { data?: { Token?: string } };
  const token = body.data?.Token;
  if (!token) throw new Error(`login of ${account.email} failed: ${JSON.stringify(body)}`);
  return token;
}

/**
 * Stores a session the way the login screen does, before the first page of the tab runs any script.
 * Visiting the app to store it would install the service worker early, and requests the worker makes do
 * not pass through page.route.
 */
export async function storeSession(page: Page, token: string, role: Role | 'operator') {
  await page.addInitScript(
    ([t, r]) => {
      try {
        // Once per tab: later loads must see what the app itself did to storage (logout, deletion).
        if (sessionStorage.getItem('e2e:session-stored')) return;
        sessionStorage.setItem('e2e:session-stored', '1');
        localStorage.setItem('serve', t);
        localStorage.setItem('accountType', r);
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    },
    [token, role] as const,
  );
}

/** The demo customer, whose history the demo seed writes (demo mode only). */
export const demoCustomer = {
  role: 'user',
  email: 'customer@example.com',
  phone: '',
  password: 'Customer#2025',
} as const;

/** The demo operator (demo mode seeds it; elsewhere operators come from the CLI only). */
export const demoOperator = { email: 'operator@example.com', password: 'Operator#2025' };

export async function operatorToken(request: APIRequestContext, base = ''): Promise<string> {
  const response = await request.post(`${base}/api/operator/login`, { form: demoOperator });
  const body = (await response.json()) as { data?: { Token?: string } };
  const token = body.data?.Token;
  if (!token) throw new Error(`operator login failed: ${JSON.stringify(body)}`);
  return token;
}

/** A fresh account of `role`, registered and signed in for every page the test opens. */
export async function signedInAs(page: Page, request: APIRequestContext, role: Role, base = '') {
  const account = newAccount(role, role === 'provider' ? 'pro' : 'customer');
  await registerAccount(request, account, base);
  const token = await loginToken(request, account, base);
  await storeSession(page, token, role);
  return { account, token };
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The code of the newest mail to `to` whose subject matches; mail goes out in the background, so poll. */
export async function latestCode(request: APIRequestContext, to: string, subject: RegExp, base = '') {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${base}/dev/mailbox.json`)).json()) as Mail[];
        const mail = mails.find((m) => m.to === to && subject.test(m.subject));
        code = mail?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `a mail to ${to} about ${subject}` },
    )
    .toBeDefined();
  return code as string;
}
