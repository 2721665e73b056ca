// Production is the default: without DEMO_MODE=true nothing that would be unsafe on the internet exists.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { backends } from '@callout/server-testing/backends';
import {
  client,
  signUp,
  startTestServer,
  type TestServer,
  testTradingDetails,
} from '@callout/server-testing/harness';
import { type SmtpStandIn, startSmtpStandIn } from '@callout/server-testing/smtp-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import {
  cancelPolicy,
  companyDetails,
  demoCompany,
  type Env,
  payoutWeeklyCron,
  platformFeeBasisPoints,
  productionGaps,
  readEnv,
} from './env';

const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_production_mode',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_production_mode',
  // Nothing listens there: starting must not need Stripe.
  STRIPE_API_URL: 'http://127.0.0.1:9/',
};

describe('productionGaps', () => {
  const env = (extra: Record<string, string>): Env => readEnv({ LOG_LEVEL: 'silent', ...extra });
  const everything = { SMTP_URL: 'smtp://mail.example:587', ...stripeKeys, ...testTradingDetails };

  it('names each missing variable on a line of its own', () => {
    const gaps = productionGaps(env({}));
    expect(gaps).toHaveLength(8);
    expect(gaps[0]).toMatch(/^SMTP_URL is not set/);
    expect(gaps[1]).toMatch(/^STRIPE_SECRET_KEY is not set/);
    expect(gaps[2]).toMatch(/^STRIPE_PUBLISHABLE_KEY is not set/);
    expect(productionGaps(env({ SMTP_URL: 'smtp://mail.example:587' }))).toHaveLength(7);
  });

  it("refuses to start without the company's trading details and its ADR body; the VAT number is optional", () => {
    const required = ['COMPANY_NAME', 'COMPANY_NUMBER', 'COMPANY_ADDRESS', 'ADR_BODY_NAME', 'ADR_BODY_URL'];
    for (const name of required) {
      expect(productionGaps(env({ ...everything, [name]: '' })), name).toEqual([
        expect.stringMatching(
          new RegExp(`^${name} is not set: .* in production \\(or DEMO_MODE=true for a demo\\)\\.$`),
        ),
      ]);
    }
    expect(() => env({ ADR_BODY_URL: 'ombudsman' })).toThrow(/^ADR_BODY_URL: /);
    const company = companyDetails(env({ ...everything, COMPANY_VAT_NUMBER: 'GB123456789' }));
    expect(company).toEqual({ ...demoCompany, vatNumber: 'GB123456789' });
    expect(companyDetails(env({ DEMO_MODE: 'true' }))).toEqual(demoCompany);
  });

  it('is satisfied by SMTP, both Stripe keys and the trading details, and by demo mode alone', () => {
    expect(productionGaps(env(everything))).toEqual([]);
    expect(productionGaps(env({ DEMO_MODE: 'true' }))).toEqual([]);
  });

  it('reads the platform fee (0 to 50, two decimals), the late cancellation fee (0 to 100) and the weekly payout time, refusing others by name', () => {
    expect(env({}).PLATFORM_FEE_PERCENT).toBe('0');
    expect(platformFeeBasisPoints(env({ PLATFORM_FEE_PERCENT: '12.5' }))).toBe(1250);
    for (const bad of ['50.5', '-1', '7.125', 'ten']) {
      expect(() => env({ PLATFORM_FEE_PERCENT: bad }), bad).toThrow(
        /^PLATFORM_FEE_PERCENT: expected a percentage from 0 to 50 with at most two decimals/,
      );
    }
    expect(cancelPolicy(env({})).lateFeeBasisPoints).toBe(2500);
    expect(cancelPolicy(env({ LATE_CANCEL_FEE_PERCENT: '100' })).lateFeeBasisPoints).toBe(10_000);
    expect(cancelPolicy(env({ LATE_CANCEL_FEE_PERCENT: '12.75' })).lateFeeBasisPoints).toBe(1275);
    for (const bad of ['100.01', '-5', '2.555', 'quarter']) {
      expect(() => env({ LATE_CANCEL_FEE_PERCENT: bad }), bad).toThrow(
        /^LATE_CANCEL_FEE_PERCENT: expected a percentage from 0 to 100 with at most two decimals/,
      );
    }
    expect(payoutWeeklyCron(env({})).source).toBe('0 6 * * 1');
    expect(payoutWeeklyCron(env({ PAYOUT_WEEKLY_CRON: '30 7 * * 5' })).timeZone).toBe('Europe/London');
    expect(() => env({ PAYOUT_WEEKLY_CRON: '0 6 * *' })).toThrow(
      /^PAYOUT_WEEKLY_CRON: expected 5 fields \(minute hour day-of-month month day-of-week\), got 4/,
    );
    expect(() => env({ PAYOUT_WEEKLY_CRON: '0 25 * * 1' })).toThrow(
      /^PAYOUT_WEEKLY_CRON: the hour field "25"/,
    );
  });

  it('counts a variable set to nothing as unset, as compose and env files write an optional one', () => {
    expect(cancelPolicy(env({ LATE_CANCEL_FEE_PERCENT: '' })).lateFeeBasisPoints).toBe(2500);
    expect(env({ SMTP_URL: '', STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '' }).SMTP_URL).toBeUndefined();
    expect(productionGaps(env({ SMTP_URL: '' }))[0]).toMatch(/^SMTP_URL is not set/);
  });

  it('takes addresses and CIDR ranges for METRICS_ALLOW_PEERS, and names a wrong entry', () => {
    expect(env({ METRICS_ALLOW_PEERS: '127.0.0.1,::1,10.0.0.0/8' }).METRICS_ALLOW_PEERS).toBe(
      '127.0.0.1,::1,10.0.0.0/8',
    );
    for (const wrong of ['localhost', '10.0.0.0/33', '10.0.0.0/8/1', 'fd00::/x']) {
      expect(() => env({ METRICS_ALLOW_PEERS: wrong })).toThrow(/^METRICS_ALLOW_PEERS: .* is not an address/);
    }
  });

  it('takes only true or false for DEMO_MODE', () => {
    expect(() => env({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
    expect(env({}).DEMO_MODE).toBe(false);
  });

  it('pools in session mode by default, and refuses transaction pooling without a direct address', () => {
    const pooler = 'postgres://app@pgbouncer:6432/callout';
    const direct = 'postgres://app@db:5432/callout';
    expect(env({}).DATABASE_POOL_MODE).toBe('session');
    expect(() => env({ DATABASE_URL: pooler, DATABASE_POOL_MODE: 'transaction' })).toThrow(
      /^DATABASE_DIRECT_URL: transaction pooling needs DATABASE_DIRECT_URL, PostgreSQL itself/,
    );
    expect(() => env({ DATABASE_POOL_MODE: 'transaction', DATABASE_DIRECT_URL: direct })).toThrow(
      /^DATABASE_POOL_MODE: transaction pooling needs DATABASE_URL/,
    );
    expect(() => env({ DATABASE_POOL_MODE: 'statement' })).toThrow(/^DATABASE_POOL_MODE:/);
    const pooled = env({
      DATABASE_URL: pooler,
      DATABASE_POOL_MODE: 'transaction',
      DATABASE_DIRECT_URL: direct,
    });
    expect([pooled.DATABASE_POOL_MODE, pooled.DATABASE_DIRECT_URL]).toEqual(['transaction', direct]);
  });
});

/** A mail's raw MIME text with quoted-printable soft breaks and escapes undone. */
const quotedPrintable = (raw: string): string =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe.each(backends)('production mode on $name', (backend) => {
  let server: TestServer;
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    server = await startTestServer(backend, {
      DEMO_MODE: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ...stripeKeys,
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('starts without VAPID keys, with push off; takes the keys from the environment', async () => {
    expect(existsSync(join(server.env.DATA_DIR, 'vapid-keys.json'))).toBe(false);
    expect(await client(server.app).get('/push/key')).toEqual({
      status: 503,
      body: { success: false, message: 'Notifications are not available.' },
    });
    const keys = webpush.generateVAPIDKeys();
    const withKeys = await server.variant({
      DEMO_MODE: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ...stripeKeys,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    });
    const answer = await client(withKeys).get('/push/key');
    expect(answer.body.data).toEqual({ publicKey: keys.publicKey });
  });

  it('seeds no demo data', async () => {
    const accounts = await server.db.query('SELECT 1 FROM accounts');
    expect(accounts).toHaveLength(0);
    const login = await client(server.app).post('/login', { email: 'customer@example.com', password: 'x' });
    expect(login.status).toBe(401);
  });

  it('answers 404 for the mail outbox, the sandbox gateway and the sandbox onboarding', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      expect((await server.app.inject({ url })).statusCode, url).toBe(404);
    }
    const confirm = await client(server.app).post('/sandbox-gateway/confirm', {
      clientSecret: 'pi_1_secret_2',
      number: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(confirm.status).toBe(404);
    expect((await client(server.app).get('/payouts/sandbox-onboarding?key=abc')).status).toBe(404);
  });

  it("refuses to start without the company's trading details or its ADR body", async () => {
    const production = { DEMO_MODE: 'false', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, ...stripeKeys };
    for (const name of [
      'COMPANY_NAME',
      'COMPANY_NUMBER',
      'COMPANY_ADDRESS',
      'ADR_BODY_NAME',
      'ADR_BODY_URL',
    ]) {
      await expect(server.variant({ ...production, [name]: '' }), name).rejects.toThrow(
        new RegExp(`^${name} is not set`),
      );
    }
  });

  it("ends every mail with the company's name, number, registered office and VAT number", async () => {
    const withVat = await server.variant({
      DEMO_MODE: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ...stripeKeys,
      COMPANY_NAME: 'Trades Test Ltd',
      COMPANY_NUMBER: '09876543',
      COMPANY_ADDRESS: '2 Office Row, Leeds LS1 4AP',
      COMPANY_VAT_NUMBER: 'GB123456789',
    });
    const { email } = await signUp(client(withVat), 'user');
    expect((await client(withVat).post('/otp', { value: email })).status).toBe(200);
    let text = '';
    await expect
      .poll(() => {
        const mail = smtp.received.find((m) => m.to.join().includes(email));
        text = mail ? quotedPrintable(mail.data) : '';
        return text;
      })
      .toContain('Trades Test Ltd · Registered in England and Wales, company number 09876543');
    expect(text).toContain('Registered office: 2 Office Row, Leeds LS1 4AP');
    expect(text).toContain('VAT number: GB123456789');
  });

  it('stops the account takeover: a recovery code goes to the owner by SMTP, never to a page', async () => {
    const c = client(server.app);
    const { email } = await signUp(c, 'user');
    expect((await c.post('/otp', { value: email })).status).toBe(200);
    const outbox = await server.app.inject({ url: '/dev/mailbox.json' });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.body).not.toMatch(/\d{6}/);
    const recover = await c.post('/recover', { email, otp: '000000', password: 'Taken#over1' });
    expect(recover.status).toBeGreaterThanOrEqual(400);
    // The owner's mail did go out, by SMTP.
    await expect
      .poll(() => smtp.received.filter((m) => m.to.join().includes(email)).length)
      .toBeGreaterThan(0);
  });
});
