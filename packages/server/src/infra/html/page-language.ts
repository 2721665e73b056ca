// The language a page is sent in: the one chosen on the device (its page cookie), else the first of the
// browser's languages (Accept-Language) that Callout is written in, else British English: the same choice
// the app makes in the browser (@callout/module-kit/language-choice), so the page and the app agree.

import {
  acceptedLanguages,
  defaultLanguage,
  isLanguage,
  isPageLanguage,
  type Language,
  matchLanguage,
  type PageLanguage,
} from '@callout/contracts/languages';
import { pageLanguageCookie } from '@callout/contracts/page-rendering';
import type { FastifyRequest } from 'fastify';
import { pageCookies } from './signed-in-page';

/** `pseudo`: whether the pseudo-locale may be chosen (PSEUDO_LOCALE, development and tests only). */
export function pageLanguage(request: FastifyRequest, pseudo: boolean): PageLanguage {
  const chosen = pageCookies(request)[pageLanguageCookie];
  if (isPageLanguage(chosen, pseudo)) return chosen;
  return matchLanguage(acceptedLanguages(request.headers['accept-language']));
}

/** The page's language as a reader's (a mail to an account that chose none): never the pseudo-locale. */
export function readerLanguage(request: FastifyRequest): Language {
  const language = pageLanguage(request, false);
  return isLanguage(language) ? language : defaultLanguage;
}
