// The language a page is sent in: the one chosen on the device (its page cookie), else the first of the
// browser's languages (Accept-Language) that Callout is written in, else British English: the same choice
// the app makes in the browser (@callout/module-kit/language-choice), so the page and the app agree.

import { acceptedLanguages, isLanguage, type Language, matchLanguage } from '@callout/contracts/languages';
import { pageLanguageCookie } from '@callout/contracts/page-rendering';
import type { FastifyRequest } from 'fastify';
import { pageCookies } from './signed-in-page';

export function pageLanguage(request: FastifyRequest): Language {
  const chosen = pageCookies(request)[pageLanguageCookie];
  if (isLanguage(chosen)) return chosen;
  return matchLanguage(acceptedLanguages(request.headers['accept-language']));
}
