// How a namespace's pseudo-locale texts load, shared by translations.ts and page-translations.ts.

export type Texts = { default: Record<string, unknown> };

/**
 * The pseudo-locale's texts of a file: made from its English as they load (pseudo-locale.ts), in chunks of
 * their own, so a page that does not show the pseudo-locale loads neither them nor the code making them.
 */
export const pseudo =
  (english: () => Promise<Texts>): (() => Promise<Texts>) =>
  () =>
    Promise.all([english(), import('./pseudo-locale')]).then(([{ default: texts }, { pseudoTexts }]) => ({
      default: pseudoTexts(texts),
    }));
