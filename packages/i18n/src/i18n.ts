// The single i18next instance. Federation shares `i18next`, so the shell and every
// module see the same instance; each module adds its own namespace when it loads.
// Every language's texts of a namespace, English too, load as chunks of their own, and only those of the
// language the page shows (`setLanguage`); a namespace added later loads them as it comes. A page in Polish
// therefore loads no English text (every key exists in both, translation-keys.test.ts).

import type { i18n, Resource } from 'i18next';
import { defaultLanguage } from './default-language';
import { i18next } from './shared-instance';
import { shownLanguage } from './shown-language';
import type { Translations } from './translations';
import './types';

export { defaultLanguage };

/**
 * Each namespace's translated files (file → loaders), and what is loading or loaded (`language:file`; a
 * failed load is forgotten, to be tried again). Kept on the shared instance: every module bundles its own
 * copy of this file, and a language chosen in one must load the texts every other has added.
 */
interface Registry {
  translated: Map<string, Map<string, Translations['load']>>;
  loads: Map<string, Promise<void>>;
  /** The language `setLanguage` is switching to, until it has: a namespace added meanwhile loads in it. */
  switchingTo?: string;
}

function registry(): Registry {
  const holder = i18next as i18n & { calloutTranslations?: Registry };
  holder.calloutTranslations ??= { translated: new Map(), loads: new Map() };
  return holder.calloutTranslations;
}

function register(namespace: string, { file, load }: Translations): void {
  const { translated } = registry();
  const files = translated.get(namespace) ?? new Map<string, Translations['load']>();
  if (!files.has(file)) files.set(file, load);
  translated.set(namespace, files);
}

/**
 * The shared instance, started (once) in `language`: the page's, so the namespaces added next load their
 * texts in it and in no other. A key missing in that language shows in English only if English is loaded
 * already (it is never loaded for that), else as the key.
 */
export function initI18n(language: string = defaultLanguage): i18n {
  if (!i18next.isInitialized) {
    void i18next.init({
      lng: language,
      fallbackLng: defaultLanguage,
      defaultNS: 'common',
      ns: ['common'],
      resources: {} satisfies Resource,
      interpolation: { escapeValue: false }, // React escapes already.
      initAsync: false,
      returnNull: false,
    });
  }
  return i18next;
}

/** The language the texts show in. */
export function currentLanguage(): string {
  initI18n();
  return shownLanguage(defaultLanguage);
}

/**
 * Loads `namespace`'s texts in `language`. A text that fails to load (offline) shows as its key (or in
 * English, if loaded), and is tried again by the next page that asks.
 */
function loadTranslations(language: string, namespace: string): Promise<void> {
  const { translated, loads } = registry();
  const files = [...(translated.get(namespace) ?? new Map<string, Translations['load']>())];
  const pending = files.map(([file, byLanguage]) => {
    const load = byLanguage[language];
    if (load === undefined) return Promise.resolve();
    const key = `${language}:${file}`;
    let loading = loads.get(key);
    if (loading === undefined) {
      loading = load().then(
        ({ default: texts }) => {
          i18next.addResourceBundle(language, namespace, texts, true, false);
        },
        (error: unknown) => {
          loads.delete(key);
          console.error(`Could not load the ${language} texts of ${namespace}`, error);
        },
      );
      loads.set(key, loading);
    }
    return loading;
  });
  return Promise.all(pending).then(() => undefined);
}

/**
 * Merged into what the namespace already holds: the shell adds a module's menu labels before the module.
 * `resources`: English texts given inline (tests, the server's renderers; `{}` in a browser bundle).
 * `translations`: the namespace's texts by language; resolves once those of the language shown are in, so
 * a page can wait for them before it renders.
 */
export function addNamespace(
  namespace: string,
  resources: Record<string, unknown>,
  translations?: Translations,
): Promise<void> {
  const instance = initI18n();
  if (Object.keys(resources).length > 0) {
    instance.addResourceBundle(defaultLanguage, namespace, resources, true, false);
  }
  if (translations === undefined) return Promise.resolve();
  register(namespace, translations);
  // Added while the page switches language (a page's texts loading beside the app's first language), the
  // namespace loads the language being switched to: the switch read the namespaces before this one came.
  return loadTranslations(registry().switchingTo ?? currentLanguage(), namespace);
}

/** A few texts of a namespace by their dotted keys (`menu.home`), beside whatever it holds or will hold. */
export function addTexts(
  namespace: string,
  texts: Record<string, string>,
  language: string = defaultLanguage,
): void {
  initI18n().addResources(language, namespace, texts);
}

/**
 * Loads the texts in `language` of every namespace added so far, without showing them: the server renders
 * each page in its reader's language (render-language.ts) while others render in theirs.
 */
export async function loadLanguage(language: string): Promise<void> {
  initI18n();
  const namespaces = [...registry().translated.keys()];
  await Promise.all(namespaces.map((namespace) => loadTranslations(language, namespace)));
}

/**
 * Shows every text, date and sum (@callout/i18n/format follows the instance's language) in `language` from now on, once the texts of every namespace added so far
 * are in (those that fail to load show in English).
 */
export async function setLanguage(language: string): Promise<void> {
  const instance = initI18n();
  const state = registry();
  state.switchingTo = language;
  try {
    await loadLanguage(language);
    await instance.changeLanguage(language);
  } finally {
    if (state.switchingTo === language) delete state.switchingTo;
  }
}
