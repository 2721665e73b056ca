// Texts that come with the code of the screens that show them, not with a module's contract: a
// module's first route then loads its own screen's texts and not every other screen's too.
import { addNamespace } from './i18n';
import type { Translations } from './translations';

/**
 * `withTexts(code)` resolves to a screen's code once `translations`' texts in the language shown are in
 * `namespace` too, so the screen renders with them. They load once, beside the first screen that needs
 * them; a failed load (offline) is tried again by the next.
 */
export function lazyTexts(
  namespace: string,
  translations: Translations,
): <T>(code: Promise<T>) => Promise<T> {
  const loadTexts = () => addNamespace(namespace, {}, translations);
  return (code) => Promise.all([code, loadTexts()]).then(([loaded]) => loaded);
}
