// /metrics on the real app and database: who may read it, and that what it says follows what happened.

import { backends } from '@callout/server-testing/backends';
import { backdate, orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { freePort } from '@callout/server-testing/free-port';
import { client, signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { holdMaxAgeHours } from '../../domain/orders/payment-sweeper';
import { healthMessages } from './messages';

const token = 'metrics-token-for-tests-0123';
const remote = '203.0.113.7';

type Labels = Record<string, string>;

/** The value of one sample of the Prometheus text, or undefined when there is none. */
function sample(text: string, name: string, labels: Labels = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k, v]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe.each(backends)('metrics on $name', (backend) => {
  const { server } = suiteServer(backend, { env: { METRICS_TOKEN: token } });

  const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1', app = server.app) =>
    app.inject({ url: '/metrics', headers, remoteAddress });
  const metrics = async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('answers a peer on this machine, unless it came through a proxy', async () => {
    const direct = await scrape();
    expect(direct.statusCode).toBe(200);
    expect(direct.headers['content-type']).toContain('text/plain; version=0.0.4');
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect((await scrape({ [header]: '127.0.0.1' })).statusCode).toBe(401);
    }
    expect((await scrape({}, '::1')).statusCode).toBe(200);
    expect((await scrape({}, '::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  it('answers another machine only with the token', async () => {
    const without = await scrape({}, remote);
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer');
    expect(without.json()).toEqual({ success: false, message: healthMessages.tokenNeeded });

    for (const wrong of [`Bearer ${token}x`, 'Bearer short', `Basic ${token}`, token]) {
      const refused = await scrape({ authorization: wrong }, remote);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, message: healthMessages.wrongToken });
    }
    // A wrong token is refused from this machine too: a scraper with a stale one should hear about it.
    expect((await scrape({ authorization: 'Bearer nope' })).statusCode).toBe(403);

    const allowed = await scrape({ authorization: `Bearer ${token}`, 'x-forwarded-for': remote }, remote);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('without METRICS_TOKEN answers this machine alone', async () => {
    const app = await server.variant({});
    expect((await scrape({}, '127.0.0.1', app)).statusCode).toBe(200);
    const refused = await scrape({ authorization: `Bearer ${token}` }, remote, app);
    expect(refused.statusCode).toBe(403);
    expect((await scrape({}, remote, app)).json()).toEqual({
      success: false,
      message: healthMessages.localOnly,
    });
  });

  describe('in production', () => {
    const production = (extra: Record<string, string>) =>
      server.variant({
        DEMO_MODE: 'false',
        SMTP_URL: 'smtp://127.0.0.1:1',
        STRIPE_SECRET_KEY: 'sk_test_metrics',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_metrics',
        ...extra,
      });

    it('refuses a loopback peer without the token: a same-host proxy may add no forwarding header', async () => {
      const app = await production({});
      for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const refused = await scrape({}, peer, app);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ success: false, message: healthMessages.closed });
      }
      const withToken = await production({ METRICS_TOKEN: token });
      expect((await scrape({}, '127.0.0.1', withToken)).statusCode).toBe(401);
      expect((await scrape({ authorization: `Bearer ${token}` }, '127.0.0.1', withToken)).statusCode).toBe(
        200,
      );
    });

    it('answers the peers METRICS_ALLOW_PEERS names, directly only', async () => {
      const app = await production({ METRICS_ALLOW_PEERS: '127.0.0.1, 10.20.0.0/16,fd00::/8' });
      for (const peer of ['127.0.0.1', '::ffff:127.0.0.1', '10.20.3.4', 'fd00::7']) {
        expect((await scrape({}, peer, app)).statusCode, peer).toBe(200);
      }
      for (const peer of ['127.0.0.2', '::1', '10.21.0.1', remote]) {
        expect((await scrape({}, peer, app)).statusCode, peer).toBe(403);
      }
      expect((await scrape({ 'x-forwarded-for': remote }, '127.0.0.1', app)).statusCode).toBe(403);
    });
  });

  it('times requests by method, route pattern and status code, never by raw address', async () => {
    const c = client(server.app);
    for (let i = 0; i < 3; i += 1) await c.get(`/orderdetails?orderid=40${i}`);
    await c.get('/operator/cases/CASE-8F3A2B');
    // Letters, not digits: a number in the metrics (a byte count, a time) may hold any run of digits.
    await c.get('/no-such-call/unmatched-address-qz');
    await server.app.inject({ url: '/healthz' });
    const text = await metrics();
    const count = (labels: Labels) => sample(text, 'http_request_duration_seconds_count', labels);
    expect(count({ method: 'GET', route: '/api/orderdetails', status_code: '401' })).toBe(3);
    expect(count({ method: 'GET', route: '/api/operator/cases/:caseId', status_code: '401' })).toBe(1);
    expect(count({ method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(text).not.toMatch(/CASE-8F3A2B|unmatched-address-qz|orderid=/);
    // Probes and scrapes are left out: they would swamp the app's own requests.
    expect(text).not.toMatch(/route="\/(healthz|readyz|metrics)"/);
  });

  it('reports the mail queue: depth and the age of the oldest mail', async () => {
    const depth = async () =>
      (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_queue'))[0]?.n ?? 0;
    const before = await depth();
    await server.db.query(
      `INSERT INTO mail_queue (to_address, subject, text_body, created_at)
       SELECT 'queued@example.org', 'Queued', 'Body', now() - make_interval(secs => 300 - n)
       FROM generate_series(1, 3) AS n`,
    );
    const text = await metrics();
    expect(sample(text, 'mail_queue_depth')).toBe(before + 3);
    expect(sample(text, 'mail_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(299);
    await server.db.query(`DELETE FROM mail_queue WHERE to_address = 'queued@example.org'`);
    expect(sample(await metrics(), 'mail_queue_depth')).toBe(before);
  });

  it('counts failed SMTP sends', async () => {
    const app = await server.variant({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    const c = client(app);
    const { email, token: session } = await signUp(c, 'user');
    await c.post('/otp', { value: email }, session);
    let failures: number | undefined;
    for (let tries = 0; tries < 50 && !failures; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      failures = sample((await scrape({}, '127.0.0.1', app)).body, 'mail_send_failures_total');
    }
    expect(failures).toBeGreaterThanOrEqual(1);
  });

  it('counts reviews answered from the idempotency store and keys refused', async () => {
    const w = await orderWorld(server.db, client(server.app));
    const review = async (orderid: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/newreview',
        headers: {
          authorization: `Bearer ${w.customer.token}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': 'outbox-review-1',
        },
        payload: new URLSearchParams({
          rating: '4',
          product: '1',
          provider: w.provider.id,
          orderid,
        }).toString(),
      });
    const first = await w.book();
    await w.act('cancelorder', first);
    expect((await review(first)).statusCode).toBe(201);
    expect((await review(first)).headers['idempotent-replayed']).toBe('true');
    const second = await w.book();
    await w.act('cancelorder', second);
    expect((await review(second)).statusCode).toBe(422);
    const text = await metrics();
    const replays = (outcome: string) =>
      sample(text, 'idempotent_replays_total', { route: '/api/newreview', outcome });
    expect([replays('replayed'), replays('refused')]).toEqual([1, 1]);
  });

  it('reports the age of the last payment sweep and of the oldest overdue card hold', async () => {
    await server.db.query(
      `INSERT INTO job_leases (name, holder, expires_at) VALUES ('payment-sweeper', 'test', now() - interval '120 seconds')
       ON CONFLICT (name) DO UPDATE SET expires_at = excluded.expires_at`,
    );
    const w = await orderWorld(server.db, client(server.app));
    const order = await w.book();
    await w.pay(order);
    expect(sample(await metrics(), 'payment_hold_overdue_seconds')).toBe(0);
    await backdate(server.db, order, 'paid_at', holdMaxAgeHours * 60 + 60);
    const text = await metrics();
    expect(sample(text, 'payment_sweep_age_seconds')).toBeGreaterThanOrEqual(120);
    expect(sample(text, 'payment_sweep_age_seconds')).toBeLessThan(180);
    expect(sample(text, 'payment_hold_overdue_seconds')).toBeGreaterThanOrEqual(3600);
    expect(sample(text, 'payment_hold_overdue_seconds')).toBeLessThan(3660);
  });

  it('reports database calls, the pool on PostgreSQL, and the process', async () => {
    const text = await metrics();
    expect(sample(text, 'db_query_duration_seconds_count', { operation: 'query' })).toBeGreaterThan(10);
    expect(sample(text, 'db_query_duration_seconds_count', { operation: 'transaction' })).toBeGreaterThan(0);
    expect(sample(text, 'db_queries_in_flight')).toBeGreaterThanOrEqual(0);
    if (backend.name === 'PostgreSQL') {
      expect(sample(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      // The scrape's own reads may wait while the pool opens connections for them.
      expect(sample(text, 'db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);
    } else expect(text).not.toContain('db_pool_connections');
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});
