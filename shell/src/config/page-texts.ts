// The texts of the shell's lazy public pages (about, how it works, get started, terms, privacy, the style
// guide) come with those pages' code, not in the app that draws `/`: they are most of the shell
// namespace. The server renders every page with them all (server-render.tsx).
import { addNamespace } from '@callout/i18n/i18n';
import { shellPagesTranslations } from '@callout/i18n/translations';

let loading: Promise<void> | undefined;

/** Adds the lazy pages' texts to the shell namespace, once; a failed load (offline) is tried again. */
export function loadPageTexts(): Promise<void> {
  loading ??= import('@callout/i18n/locales/en-GB/shell-pages.json').then(
    ({ default: texts }) => addNamespace('shell', texts, shellPagesTranslations),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** A lazy page's code with its texts: the page renders once both are in. */
export const withPageTexts = <T>(code: Promise<T>): Promise<T> =>
  Promise.all([code, loadPageTexts()]).then(([loaded]) => loaded);
