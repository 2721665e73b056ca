// The language of the account a request was made by, once a route has looked the account up: an API answer's
// message is written in it (answer-language.ts). A WeakMap, so it goes with the request.
import { isLanguage, type Language } from '@callout/contracts/languages';
import type { FastifyRequest } from 'fastify';

const accountLanguages = new WeakMap<FastifyRequest, Language>();

/** Keeps the signed-in account's chosen language (`accounts.language`, null when it chose none). */
export function rememberAccountLanguage(request: FastifyRequest, language: string | null | undefined): void {
  if (isLanguage(language)) accountLanguages.set(request, language);
}

export const accountLanguageOf = (request: FastifyRequest): Language | undefined =>
  accountLanguages.get(request);
