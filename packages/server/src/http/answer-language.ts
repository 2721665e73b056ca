// Every API answer's `message`, refusals and validation errors included, in the reader's language: the
// signed-in account's (once the route has looked it up), else the page's (the language cookie, else
// Accept-Language), as the pages are. British English, and a request that names no language, get the
// spec's words unchanged. One hook, so no route or error path words a message twice.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { accountLanguageOf } from '../domain/accounts/auth/request-language';
import { readerLanguage } from '../infra/html/page-language';
import { apiMessageIn } from '../infra/texts/api-messages';

export function registerAnswerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (typeof payload !== 'object' || payload === null || !('message' in payload)) return payload;
    const { message } = payload;
    if (typeof message !== 'string') return payload;
    varyByLanguage(reply);
    const language = accountLanguageOf(request) ?? readerLanguage(request);
    const written = apiMessageIn(language, message);
    // A copy: an answer object may be shared between requests (kept answers, constants).
    return written === message ? payload : { ...payload, message: written };
  });
}

/** The message depends on the language cookie (or the session's account) and Accept-Language: no cache may
 * give one reader's answer to another. */
function varyByLanguage(reply: FastifyReply): void {
  const named = String(reply.getHeader('vary') ?? '');
  const listed = new Set(
    named
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  );
  const added = ['Accept-Language', 'Cookie'].filter((header) => !listed.has(header.toLowerCase()));
  if (added.length > 0) reply.header('Vary', [named, ...added].filter(Boolean).join(', '));
}
