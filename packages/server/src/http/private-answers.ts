// Answers to signed-in calls (any request carrying a session token) hold someone's own data: no shared
// cache may keep them and the browser should not store them either. Offline reads do not suffer: the
// service worker's Workbox cache ignores Cache-Control (shell/src/features/pwa/worker/api-routes.ts).
// A route that chose its own caching (a picture) keeps it.
import type { FastifyInstance } from 'fastify';

export function keepSignedInAnswersPrivate(api: FastifyInstance): void {
  api.addHook('onSend', async (request, reply) => {
    if (request.headers.authorization === undefined || reply.hasHeader('Cache-Control')) return;
    reply.header('Cache-Control', 'private, no-store');
  });
}
