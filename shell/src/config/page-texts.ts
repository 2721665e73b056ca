// The texts of the shell's lazy public pages (about, how it works, get started, terms, privacy, the style
// guide) come with those pages' code, not in the app that draws `/`: they are most of the shell
// namespace. The server renders every page with them all (server-render.tsx).
import { addNamespace } from '@callout/i18n/i18n';
import { shellPagesTranslations } from '@callout/i18n/translations';

/**
 * Adds the lazy pages' texts in the language shown to the shell namespace, once; a failed load (offline) is
 * tried again by the next page.
 */
export function loadPageTexts(): Promise<void> {
  return addNamespace('shell', {}, shellPagesTranslations);
}

/** A lazy page's code with its texts: the page renders once both are in. */
export const withPageTexts = <T>(code: Promise<T>): Promise<T> =>
  Promise.all([code, loadPageTexts()]).then(([loaded]) => loaded);
