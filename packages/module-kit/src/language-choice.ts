// The language this device shows: the one chosen here (the switch in the top bar and in Settings), kept in
// localStorage and mirrored into a cookie so the server renders the next page in it; else the first of the
// browser's languages that Callout is written in; else British English. A signed-in customer's or
// provider's choice is also kept on their account, which their mails, pushes and notifications follow.
import { writePageCookie } from '@callout/api-client/page-cookies';
import { readSession } from '@callout/api-client/session-read';
import {
  defaultLanguage,
  isLanguage,
  isPageLanguage,
  type Language,
  languageChoiceMaxAge,
  languageStorageKey,
  matchLanguage,
  type PageLanguage,
} from '@callout/contracts/languages';
import { pageLanguageCookie } from '@callout/contracts/page-rendering';
import { currentLanguage, setLanguage } from '@callout/i18n/i18n';

/**
 * Whether this page's server lets a device choose the pseudo-locale (development and tests only): read from
 * the run-time configuration's features by hand, as the shell reads it, without zod on the first page.
 */
function pseudoLocaleAllowed(): boolean {
  try {
    const config = JSON.parse(document.getElementById('callout-config')?.textContent ?? '{}') as {
      features?: Record<string, unknown>;
    } | null;
    return config?.features?.pseudoLocale === true;
  } catch {
    return false;
  }
}

/** The language chosen on this device, if any (the pseudo-locale only where the server allows it). */
export function chosenLanguage(): PageLanguage | null {
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    return isPageLanguage(stored, pseudoLocaleAllowed()) ? stored : null;
  } catch {
    return null; // storage blocked: the browser's languages
  }
}

/** The language this device shows a page in. */
export function deviceLanguage(): PageLanguage {
  return chosenLanguage() ?? matchLanguage(navigator.languages ?? [navigator.language]);
}

function writeCookie(language: PageLanguage): void {
  writePageCookie(pageLanguageCookie, language, languageChoiceMaxAge);
}

/** Shows the page in `language` (its texts, sums and dates, and <html lang>). */
export async function showLanguage(language: PageLanguage): Promise<void> {
  await setLanguage(language);
  document.documentElement.lang = language;
}

/** The device's choice mirrored into the cookie again, for a choice made before the cookie (or expired). */
export function syncLanguageCookie(): void {
  const chosen = chosenLanguage();
  if (chosen !== null) writeCookie(chosen);
}

/** Keeps `language` as this device's choice and shows it; false when the device would not keep it. */
export async function chooseLanguage(language: Language): Promise<boolean> {
  let kept = true;
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    kept = false;
  }
  writeCookie(language);
  if (currentLanguage() !== language) await showLanguage(language);
  return kept;
}

/** Whether a customer or a provider is signed in on this device (operators have no mails of their own). */
const signedInAccount = (): boolean => {
  const session = readSession();
  return session !== null && session.accountType !== 'operator';
};

/**
 * Keeps `language` on the signed-in account too (nothing when signed out). A failure (offline) is only
 * logged: the device keeps the choice, and the next choice or sign-in tries again.
 */
export function keepChoiceOnAccount(language: Language): Promise<void> {
  if (!signedInAccount()) return Promise.resolve();
  return import('./account-language-api')
    .then(({ keepLanguageOnAccount }) => keepLanguageOnAccount(language))
    .catch((error: unknown) => console.error('The account could not keep the language', error));
}

/**
 * Just signed in, with the account's language from the login answer: a device with no choice of its own
 * shows the account's; an account with none keeps the device's, or the one the browser's languages show
 * when that is not the default (so a reader who never touched a switch gets mails in what they read). A
 * device's own choice stays as it is.
 */
export async function adoptAccountLanguage(accountLanguage: Language | undefined): Promise<void> {
  const device = chosenLanguage();
  if (device === null && accountLanguage !== undefined) await chooseLanguage(accountLanguage);
  else if (accountLanguage === undefined) {
    const shown = device ?? deviceLanguage();
    // The pseudo-locale is a device's test setting, never an account's language; an account without one
    // is already written to in the default.
    if (isLanguage(shown) && (device !== null || shown !== defaultLanguage)) await keepChoiceOnAccount(shown);
  }
}
