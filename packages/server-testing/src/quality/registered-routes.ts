// The API calls an app really answers, read from Fastify's route tree, to hold the endpoint catalogue to.
import type { FastifyInstance } from 'fastify';

/** "GET /orders", "POST /operator/cases/:caseId/reply", …: the GET and POST routes under /api. */
export function registeredApiRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1]?.length ?? 0) / 4;
    const path = `${stack[depth - 1] ?? ''}${match[2]}`;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if ((method === 'GET' || method === 'POST') && path.startsWith('/api/')) {
        routes.push(`${method} ${path.slice('/api'.length)}`);
      }
    }
  }
  return routes.sort();
}
