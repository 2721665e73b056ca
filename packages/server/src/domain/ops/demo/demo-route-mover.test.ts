import { backends } from '@callout/server-testing/backends';
import { startTestServer, type TestServer } from '@callout/server-testing/harness';
import { type SmtpStandIn, startSmtpStandIn } from '@callout/server-testing/smtp-stand-in';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMoveIntervalMs, startDemoRouteMover } from './demo-route-mover';
import { storyOrders, storyRoute } from './demo-story';

const [pglite] = backends;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the demo route mover', () => {
  let server: TestServer;
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    if (pglite) server = await startTestServer(pglite, {}, { moveDemoProvider: true });
    // The demo app's own mover would move the provider too; each test starts the one it watches.
    await server.app.close();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const position = async () =>
    (
      await server.db.query<{ lat: number; lng: number }>(
        'SELECT lat, lng FROM order_positions WHERE order_id = $1',
        [storyOrders.inProgress.id],
      )
    )[0] ?? null;

  it('moves the provider of the order in progress along the route, and stops when the app closes', async () => {
    const app = Fastify();
    startDemoRouteMover(app, server, 20);
    const seen = new Set<string>();
    await expect
      .poll(async () => {
        const now = await position();
        if (now) seen.add(`${now.lat},${now.lng}`);
        return seen.size;
      })
      .toBeGreaterThanOrEqual(3);
    const route = new Set(storyRoute.map((p) => `${p.lat},${p.lng}`));
    for (const point of seen) expect(route.has(point)).toBe(true);

    await app.close();
    const stopped = await position();
    await sleep(200);
    expect(await position()).toEqual(stopped);
  });

  it('starts with the app in demo mode, never in production mode', async () => {
    await server.db.query('DELETE FROM order_positions');
    const production = await server.variant({
      DEMO_MODE: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      STRIPE_SECRET_KEY: 'sk_test_demo_mover',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_demo_mover',
      STRIPE_API_URL: 'http://127.0.0.1:9/',
    });
    await sleep(demoMoveIntervalMs * 2.5);
    expect(await position()).toBeNull();
    await production.close();

    await server.variant({});
    await expect.poll(position, { timeout: demoMoveIntervalMs * 4 }).not.toBeNull();
  }, 30_000);
});
