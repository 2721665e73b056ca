// Texts that come with the code of the screens that show them, not with a module's contract: a
// module's first route then loads its own screen's texts and not every other screen's too.
import { addNamespace } from './i18n';
import type { Translations } from './translations';

type Texts = { default: Record<string, unknown> };

/**
 * `withTexts(code)` resolves to a screen's code once `load`'s texts are in `namespace` too (with their
 * `translations` in the language shown), so the screen renders with them. The texts load once, beside the
 * first screen that needs them; a failed load (offline) is tried again by the next.
 */
export function lazyTexts(
  namespace: string,
  load: () => Promise<Texts>,
  translations?: Translations,
): <T>(code: Promise<T>) => Promise<T> {
  let loading: Promise<void> | undefined;
  const loadTexts = () => {
    loading ??= load().then(
      ({ default: texts }) => addNamespace(namespace, texts, translations),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return (code) => Promise.all([code, loadTexts()]).then(([loaded]) => loaded);
}
