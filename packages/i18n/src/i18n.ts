// The single i18next instance. Federation shares `i18next`, so the shell and every
// module see the same instance; each module adds its own namespace when it loads.

import type { i18n, Resource } from 'i18next';
import * as i18nextModule from 'i18next';
import common from './locales/en-GB/common.json';
import './types';

export const defaultLanguage = 'en-GB';

// Federation hands a shared module over as its namespace object, so a default import would get the
// namespace rather than the instance; take `default` when it is there.
const moduleWithDefault = i18nextModule as unknown as { default?: i18n };
const i18next: i18n = moduleWithDefault.default ?? (i18nextModule as unknown as i18n);

export function initI18n(): i18n {
  if (!i18next.isInitialized) {
    void i18next.init({
      lng: defaultLanguage,
      fallbackLng: defaultLanguage,
      defaultNS: 'common',
      ns: ['common'],
      resources: { [defaultLanguage]: { common } } satisfies Resource,
      interpolation: { escapeValue: false }, // React escapes already.
      initAsync: false,
      returnNull: false,
    });
  }
  return i18next;
}

/** Merged into what the namespace already holds: the shell adds a module's menu labels before the module. */
export function addNamespace(namespace: string, resources: Record<string, unknown>): void {
  initI18n().addResourceBundle(defaultLanguage, namespace, resources, true, false);
}

/** A few texts of a namespace by their dotted keys (`menu.home`), beside whatever it holds or will hold. */
export function addTexts(namespace: string, texts: Record<string, string>): void {
  initI18n().addResources(defaultLanguage, namespace, texts);
}
