// The API as the page renderers read it: answered by the app itself, in-process, with the same calls, checks
// and answers as the browser would get, without a trip over the network. A signed-in page reads it as its
// account; a public page with data (/help) as a visitor without a session.
import { isOfflineRead, type RenderedAnswer } from '@callout/contracts/offline-reads';
import type { FastifyInstance } from 'fastify';

/** The API root the renderers are given; only `apiAs` answers it. */
const apiOrigin = 'http://callout.internal';
export const apiBaseUrl = `${apiOrigin}/api/`;

/** A response with no body for the statuses that may not have one. */
const bodyless = new Set([101, 204, 205, 304]);

/**
 * fetch() for the API alone, answered by `app` itself: with the session `token` in the header, or with none
 * (null) for a visitor. `answered` hears each successful answer of a read the worker keeps for offline
 * reading (@callout/contracts/offline-reads), as the API gave it.
 */
export function apiAs(
  app: FastifyInstance,
  token: string | null,
  answered?: (answer: RenderedAnswer) => void,
): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== apiOrigin || !url.pathname.startsWith('/api/')) {
      throw new TypeError(`A page renderer may only call the API, not ${url.origin}${url.pathname}`);
    }
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    if (token === null) delete headers.authorization;
    else headers.authorization = `Bearer ${token}`;
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const reply = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const method = request.method;
    if (
      answered &&
      reply.statusCode === 200 &&
      (method === 'GET' || method === 'POST') &&
      isOfflineRead(method, url.pathname.slice('/api'.length))
    ) {
      const path = url.pathname.slice('/api'.length) + url.search;
      answered({ method, path, ...(body ? { body: body.toString('utf8') } : {}), text: reply.payload });
    }
    const replyHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value !== undefined)
        replyHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(bodyless.has(reply.statusCode) ? null : reply.rawPayload, {
      status: reply.statusCode,
      headers: replyHeaders,
    });
  };
}

/** The API as a visitor without a session reads it: for the public pages rendered with their data. */
export const visitorApi = (app: FastifyInstance) => ({ apiBaseUrl, fetch: apiAs(app, null) });
