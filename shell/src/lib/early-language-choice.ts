// The language switch of a page the server drew, used before the app has hydrated it: the browser changes
// the select, but the switch's own handler is not attached yet, so the choice would be lost (and the app,
// once live, would show the select at a language the page is not in). From the page's first script
// (src/boot.ts) such a choice is kept as the switch keeps it (device storage and the page cookie) and the
// page is loaded again, which the server sends in the chosen language. Once the app is live, the switch
// changes the language in place.
import { writePageCookie } from '@callout/api-client/page-cookies';
import { isLanguage, languageChoiceMaxAge, languageStorageKey } from '@callout/contracts/languages';
import { pageLanguageCookie } from '@callout/contracts/page-rendering';

/** Marks the selects that choose the page's language. */
export const languageSwitchAttribute = 'data-language-switch';

function choseEarly(event: Event): void {
  const target = event.target;
  if (!(target instanceof HTMLSelectElement) || !target.hasAttribute(languageSwitchAttribute)) return;
  const language = target.value;
  if (!isLanguage(language)) return;
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // storage blocked: the cookie alone carries the choice to the server for this visit
  }
  writePageCookie(pageLanguageCookie, language, languageChoiceMaxAge);
  window.location.reload();
}

let listening = false;

/** From the page's first script: a language chosen before the app is live reloads the page in it. */
export function keepEarlyLanguageChoice(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('change', choseEarly, true);
}

/** The app has hydrated the page: its switches handle a choice themselves. */
export function releaseEarlyLanguageChoice(): void {
  if (!listening) return;
  listening = false;
  document.removeEventListener('change', choseEarly, true);
}
