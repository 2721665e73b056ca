import { drivingRouteResponseSchema } from '@callout/contracts/driving-route';
import { backends } from '@callout/server-testing/backends';
import { client, signUp, startTestServer, type TestServer } from '@callout/server-testing/harness';
import { type OsrmStandIn, serveOsrmStandIn } from '@callout/server-testing/osrm-stand-in';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const points = '?from=51.5034,-0.1276&to=51.4826,-0.0077';

describe.each(backends)('GET /route on $name', (backend) => {
  let server: TestServer;
  let osrm: OsrmStandIn;
  let routed: FastifyInstance;
  beforeAll(async () => {
    osrm = await serveOsrmStandIn();
    server = await startTestServer(backend);
    routed = await server.variant({ ROUTING_URL: osrm.url });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await osrm?.close();
  });

  it('answers the straight line, as the crow flies, without a routing service', async () => {
    const c = client(server.app);
    const { token } = await signUp(c, 'user');
    const reply = await c.get(`/route${points}`, token);
    expect(reply.status).toBe(200);
    const body = drivingRouteResponseSchema.parse(reply.body);
    expect(body.data).toMatchObject({ Source: 'crow', DistanceMiles: 5.4, DurationMinutes: null });
    expect(osrm.requests).toEqual([]);
  });

  it("answers the routing service's road to a provider, under /provider", async () => {
    const c = client(routed);
    const { token } = await signUp(c, 'provider');
    const reply = await c.get(`/provider/route${points}`, token);
    const body = drivingRouteResponseSchema.parse(reply.body);
    expect(body.data).toMatchObject({ Source: 'road', DistanceMiles: 7.6, DurationMinutes: 18 });
    expect(body.data?.Coordinates).toHaveLength(3);
    expect(osrm.requests).toHaveLength(1);
  });

  it('falls back to the straight line when the routing service fails', async () => {
    osrm.setMode('fail');
    const c = client(routed);
    const { token } = await signUp(c, 'user');
    const body = drivingRouteResponseSchema.parse(
      (await c.get('/route?from=53.48,-2.24&to=53.41,-2.98', token)).body,
    );
    expect(body.data?.Source).toBe('crow');
    osrm.setMode('route');
  });

  it('is for signed-in accounts only, and refuses points that do not exist', async () => {
    const c = client(server.app);
    expect((await c.get(`/route${points}`)).status).toBe(401);
    const { token } = await signUp(c, 'user');
    for (const bad of ['?from=91,0&to=51.4,0', '?from=51.5,-0.1&to=51.5,190', '?from=51.5&to=51.4,0']) {
      const reply = await c.get(`/route${bad}`, token);
      expect(reply.status, bad).toBe(400);
      expect(reply.body.message).toBe('Give a point as latitude,longitude.');
    }
  });
});
