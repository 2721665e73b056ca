// Gathers every GET and POST route under /api as Fastify registers it, with the contract it declares.
import type { FastifyInstance } from 'fastify';
import type { RouteContract } from './route-contract';

export interface CollectedRoute {
  method: 'GET' | 'POST';
  /** Under /api, as registered: "/ops/kyc/:providerId/review". */
  path: string;
  contract?: RouteContract;
}

// HEAD twins of GET routes are not listed.
const isListed = (method: string): method is CollectedRoute['method'] =>
  method === 'GET' || method === 'POST';

/** Must run before the routes are registered; the list fills as they are. */
export function collectApiRoutes(app: FastifyInstance): CollectedRoute[] {
  const routes: CollectedRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!isListed(method)) continue;
      routes.push({ method, path: route.url.slice('/api'.length), contract: route.config?.contract });
    }
  });
  return routes;
}
