// Starts the real app on a test database and talks to it the way the web client does: form-encoded
// bodies and a Bearer token. Each client has its own address, so per-address limits stay per test.

import { randomInt, randomUUID } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { AccountType } from '@callout/contracts/accounts';
import { buildApp } from '@callout/server/app';
import type { HashCost } from '@callout/server/auth/passwords';
import { type Database, openDatabase } from '@callout/server/db/database';
import { demoCompany, type Env, readEnv } from '@callout/server/env';
import type { Clock } from '@callout/server/jobs/clock';
import type { SiteLinks } from '@callout/server/mail/site-links';
import type { FastifyInstance } from 'fastify';
import type { Backend } from './backends';

/**
 * The trading details production refuses to start without, set to demo mode's own values so a suite in
 * production mode starts and every suite's mail and pages read as in demo mode. A suite unsets one with ''.
 */
export const testTradingDetails: Record<string, string> = {
  COMPANY_NAME: demoCompany.name,
  COMPANY_NUMBER: demoCompany.number,
  COMPANY_ADDRESS: demoCompany.address,
  ADR_BODY_NAME: demoCompany.adrBody.name,
  ADR_BODY_URL: demoCompany.adrBody.url,
};

/** Keeps a suite that registers many accounts fast (production's cost is in domain/accounts/auth/passwords.ts). */
export const testHashCost: HashCost = { memoryCost: 1024, timeCost: 1 };

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  env: Env;
  /** The first app's links to the site's pages, as its mails write them. */
  siteLinks: SiteLinks;
  /** Another app on the same database with extra environment (e.g. SMTP_URL, or DEMO_MODE: 'false'). */
  variant(extra: Record<string, string>): Promise<FastifyInstance>;
  /**
   * Another instance of the first app, as a second server process would be: on PostgreSQL with a connection
   * pool of its own; on PGlite (one process owns its files) on the same database handle.
   */
  instance(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * `extra` is added to the first app's environment too (e.g. production mode from the start). The demo
 * provider stands still unless `moveDemoProvider`: suites compare stored data before and after requests.
 */
export async function startTestServer(
  backend: Backend,
  extra: Record<string, string> = {},
  { moveDemoProvider = false, clock }: { moveDemoProvider?: boolean; clock?: Clock } = {},
): Promise<TestServer> {
  const database = await backend.create();
  const envFor = (extra: Record<string, string> = {}) =>
    // Demo mode by default: the suites read codes from the mail outbox and pay with sandbox cards.
    readEnv({ ...database.vars, ...testTradingDetails, LOG_LEVEL: 'silent', DEMO_MODE: 'true', ...extra });
  const env = envFor(extra);
  const db = await openDatabase(env);
  const apps: FastifyInstance[] = [];
  const start = async (appEnv: Env, ownPool = false) => {
    const app = await buildApp({
      env: appEnv,
      serveWebApp: false,
      ...(ownPool ? {} : { database: db }),
      hashCost: testHashCost,
      moveDemoProvider,
      ...(clock ? { clock } : {}),
    });
    apps.push(app);
    return app;
  };
  const app = await start(env);
  return {
    app,
    db,
    env,
    siteLinks: app.siteLinks,
    variant: (extra) => start(envFor(extra)),
    instance: () => start(env, env.DATABASE_URL !== undefined),
    async close() {
      for (const app of apps) await app.close();
      await db.close();
      await database.drop();
    },
  };
}

export const strongPassword = 'Secret#123';
export const uniqueEmail = (label = 'someone') => `${label}-${randomUUID().slice(0, 8)}@example.org`;
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export type Form = Record<string, string>;

/**
 * An answer with its headers readable (`answer.headers`) but not enumerable, so a test that compares a whole
 * answer with `toEqual({ status, body })` still compares what it names.
 */
function withHeaders<T extends object>(
  answer: T,
  headers: OutgoingHttpHeaders,
): T & { headers: OutgoingHttpHeaders } {
  return Object.defineProperty(answer, 'headers', { value: headers, enumerable: false }) as T & {
    headers: OutgoingHttpHeaders;
  };
}

export function client(app: FastifyInstance, ip = randomIp()) {
  return lateClient(() => app, ip);
}

/** A client of an app started later (in a beforeAll): `appNow` is asked on every request. */
export function lateClient(appNow: () => FastifyInstance, ip = randomIp()) {
  const send = async (method: 'GET' | 'POST', url: string, form?: Form, token?: string) => {
    const response = await appNow().inject({
      method,
      url: `/api${url}`,
      headers: {
        'x-forwarded-for': ip,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    return withHeaders(
      {
        status: response.statusCode,
        body: response.json() as Record<string, unknown> & { message: string },
      },
      response.headers,
    );
  };
  return {
    ip,
    get: (url: string, token?: string) => send('GET', url, undefined, token),
    post: (url: string, form: Form, token?: string) => send('POST', url, form, token),
  };
}
export type Client = ReturnType<typeof client>;

/** The same calls over real HTTP, to a server process at `baseUrl` (no reply within `timeoutMs` fails). */
export function httpClient(baseUrl: string, ip = randomIp(), timeoutMs = 30_000) {
  const send = async (method: 'GET' | 'POST', url: string, form?: Form, token?: string) => {
    const response = await fetch(`${baseUrl}/api${url}`, {
      method,
      headers: {
        'x-forwarded-for': ip,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(form ? { body: new URLSearchParams(form) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return withHeaders(
      {
        status: response.status,
        body: (await response.json()) as Record<string, unknown> & { message: string },
      },
      // As the in-process client answers them, so either serves the same helpers.
      Object.fromEntries(response.headers) as OutgoingHttpHeaders,
    );
  };
  return {
    ip,
    get: (url: string, token?: string) => send('GET', url, undefined, token),
    post: (url: string, form: Form, token?: string) => send('POST', url, form, token),
  };
}

export const prefixOf = (role: AccountType) => (role === 'provider' ? '/provider' : '');

/** Registers a fresh account and logs in; returns its email and session token. */
export async function signUp(c: Client, role: AccountType, email = uniqueEmail(role)) {
  const prefix = prefixOf(role);
  const registered = await c.post(`${prefix}/register`, {
    email,
    phone: '07700900999',
    password: strongPassword,
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.body.message}`);
  const login = await c.post(`${prefix}/login`, { email, password: strongPassword });
  const token = (login.body.data as { Token?: string } | undefined)?.Token;
  if (!token) throw new Error(`login failed: ${login.body.message}`);
  return { email, token };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

export async function mailbox(app: FastifyInstance): Promise<OutboxMail[]> {
  return (await app.inject({ url: '/dev/mailbox.json' })).json();
}

/** The code in the newest mail to this address. */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const mail = (await mailbox(app)).find((m) => m.to === email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
