// /healthz and /readyz on the real app and database: what a load balancer sees, and why it is refused.

import { backends } from '@callout/server-testing/backends';
import { suiteServer } from '@callout/server-testing/suite-server';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../infra/db/database';
import { migrationIds } from '../../../infra/db/migrate';
import { createLifecycle } from '../../../infra/health/lifecycle';
import { healthMessages } from '../../../infra/health/messages';
import { createMetrics } from '../../../infra/health/metrics';
import { checkReadiness } from '../../../infra/health/readiness';
import { registerHealthRoutes } from './health-routes';

describe.each(backends)('health probes on $name', (backend) => {
  const { server } = suiteServer(backend);

  /** The health routes alone, on a database and lifecycle the test controls. */
  const probeApp = (db: Database, lifecycle = createLifecycle()) => {
    const app = Fastify();
    registerHealthRoutes(app, { db, env: server.env, lifecycle, metrics: createMetrics() });
    return app;
  };

  it('answers /healthz and /readyz with 200 at the root, not cached', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await server.app.inject({ url: '/api/healthz' })).statusCode).toBe(404);
  });

  it('answers /readyz with 503 and the reason once the instance drains', async () => {
    const lifecycle = createLifecycle();
    const app = probeApp(server.db, lifecycle);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    lifecycle.draining = true;
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: healthMessages.draining, reason: 'draining' });
    // Still alive: a draining process must not be restarted, only taken out of the rotation.
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it("reads the app's own lifecycle, the one graceful shutdown sets", async () => {
    const app = await server.variant({});
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    app.lifecycle.draining = true;
    expect((await app.inject({ url: '/readyz' })).json()).toMatchObject({ reason: 'draining' });
  });

  it('answers /readyz with 503 when the database fails or does not answer', async () => {
    const down: Database = { ...server.db, query: () => Promise.reject(new Error('connection refused')) };
    const response = await probeApp(down).inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: healthMessages.databaseDown, reason: 'database' });

    const hung: Database = { ...server.db, query: () => new Promise(() => {}) };
    expect(await checkReadiness(hung, createLifecycle(), 50)).toMatchObject({ reason: 'database' });
  });

  it('answers /readyz with 503 when the database lacks a migration', async () => {
    const latest = (await migrationIds()).at(-1);
    await server.db.query('DELETE FROM schema_migrations WHERE id = $1', [latest]);
    try {
      const response = await server.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ reason: 'migrations' });
    } finally {
      await server.db.query('INSERT INTO schema_migrations (id) VALUES ($1)', [latest]);
    }
    expect((await server.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('never limits probes, and they write no rate-limit counters', async () => {
    const counters = async () =>
      (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limits'))[0]?.n;
    const before = await counters();
    const probes = Array.from({ length: 60 }, (_, i) =>
      server.app.inject({
        url: i % 2 ? '/healthz' : '/readyz',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      }),
    );
    expect(new Set((await Promise.all(probes)).map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(await counters()).toBe(before);
  });
});
