// What one request may cost before any handler runs: its size, its number of form fields, its depth of JSON
// and the time it may take to arrive. Every figure is far above what the apps send and far below what stalls
// the server (a 12 MB form of a million fields parsed for ~7 s; a body that trickled in stayed open).

import { parse as parseQueryString } from 'fast-querystring';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';
import { messages } from '../messages';

/**
 * Every call but those that carry pictures: the longest form (a 2,000-character chat message in any
 * script, percent-encoded at up to 9 bytes a character) stays under it.
 */
export const smallBodyLimit = 32 * 1024;
/** Base64 pictures of up to 2 MB, three on the KYC form. */
export const pictureBodyLimit = 12 * 1024 * 1024;
/** Stripe's signed events are read as bytes and only hashed before their signature is checked. */
export const webhookBodyLimit = 256 * 1024;
/** The longest form (the KYC details) has about twenty fields. */
export const maxFormFields = 100;
/** Nothing we accept nests more than a few levels. */
export const maxJsonDepth = 32;

/**
 * Node's timeouts for the HTTP server. `requestTimeout` bounds the whole request, body included, so a body
 * that trickles in is answered 408 and its connection closed (errors.ts). Node checks these every
 * `connectionsCheckingInterval`, so the answer comes within their sum: under 30 s. It also bounds an upload
 * of pictures: 12 MB in 25 s needs about 4 Mbit/s.
 */
export const serverTimeouts = {
  requestTimeout: 25_000,
  /** Headers are a few hundred bytes: a client still sending them after 10 s is holding the socket open. */
  headersTimeout: 10_000,
  connectionsCheckingInterval: 1_000,
  /**
   * An idle keep-alive connection is closed after 65 s: longer than the 60 s idle timeout of the usual load
   * balancers in front, so the balancer, not the server, closes first and never sends a request onto a
   * socket that is closing (a 502).
   */
  keepAliveTimeout: 65_000,
  /**
   * No inactivity timeout on the socket: a live-updates stream is a long answer with nothing coming in, and
   * the timeouts above already close a connection that sends nothing.
   */
  connectionTimeout: 0,
};

/** The number of `&`-separated fields, counted without building them. */
function fieldCount(text: string): number {
  let count = 1;
  for (let at = text.indexOf('&'); at >= 0; at = text.indexOf('&', at + 1)) count += 1;
  return count;
}

/** The deepest nesting of `[` and `{` outside strings, stopping as soon as it passes `limit`. */
export function jsonDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === 92)
        at += 1; // backslash: skip the escaped character
      else if (code === 34) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 91 || code === 123) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 93 || code === 125) depth -= 1;
  }
  return false;
}

/**
 * The parsers of the two body types the API takes (a route may add its own, as the Stripe webhook does):
 * forms (spec section 7) with at most `maxFormFields` fields, and JSON no deeper than `maxJsonDepth`,
 * parsed by Fastify's own parser (which refuses prototype poisoning).
 */
export function parseBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = body as string;
      if (fieldCount(text) > maxFormFields) {
        done(new ApiError(400, messages.tooManyFields), undefined);
        return;
      }
      done(null, parseQueryString(text));
    },
  );
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDeeperThan(body as string, maxJsonDepth)) {
      done(new ApiError(400, messages.tooDeep), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
