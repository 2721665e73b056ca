// The languages Callout is written in. English (British) is the one every text exists in and falls back to;
// the others load their texts only on a page that shows them.

/** As @callout/i18n's default-language.ts has it (that package imports no other). */
export const defaultLanguage = 'en-GB';
export const languages = ['en-GB', 'pl-PL'] as const;
export type Language = (typeof languages)[number];

/** Each language's own name, as the switch offers it to a reader of that language. */
export const languageNames: Readonly<Record<Language, string>> = { 'en-GB': 'English', 'pl-PL': 'Polski' };

/** Where a device keeps the language chosen on it (`localStorage`), and for how long its page cookie lasts. */
export const languageStorageKey = 'callout-language';
export const languageChoiceMaxAge = 60 * 60 * 24 * 365;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The pseudo-locale: British English with accented letters, stretched about 35 % and wrapped in ⟦…⟧
 * (@callout/i18n/pseudo-locale), so a text outside the resources, or a box too small for a longer language,
 * shows. Only in development and tests (PSEUDO_LOCALE on the server, `pseudoLocale` among the run-time
 * configuration's features), chosen on a device like a language, and never offered by the switch.
 */
export const pseudoLocale = 'en-XA';
export type PseudoLocale = typeof pseudoLocale;

/** A language pages can show in: one of Callout's, or the pseudo-locale where it is turned on. */
export type PageLanguage = Language | PseudoLocale;

/** Whether `value` is a language this page may show: the pseudo-locale only with `pseudo` on. */
export function isPageLanguage(value: unknown, pseudo: boolean): value is PageLanguage {
  return isLanguage(value) || (pseudo && value === pseudoLocale);
}

/**
 * The first of `wanted` (a reader's languages, most wanted first: `navigator.languages`, or the tags of an
 * Accept-Language header) that Callout is written in, by its language alone (`pl`, `pl-PL` and `pl-GB` are
 * Polish); English when none is.
 */
export function matchLanguage(wanted: readonly string[]): Language {
  for (const tag of wanted) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    const found = languages.find((language) => language.toLowerCase().split('-')[0] === primary);
    if (found !== undefined) return found;
  }
  return defaultLanguage;
}

/** The tags of an Accept-Language header, most wanted first (`pl-PL,pl;q=0.9,en;q=0.8`). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';');
      const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = quality === undefined ? 1 : Number(quality.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
