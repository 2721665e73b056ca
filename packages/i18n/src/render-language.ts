/// <reference types="node" />
// Pages rendered on the server in their reader's language. One process renders pages for readers of several
// languages at once, each render waiting on its data in between, so the language is the render's own (kept
// through its awaits by AsyncLocalStorage) rather than the shared instance's, which stays as it is.
// For the server's renderers only: a browser bundle never imports this file.
import { AsyncLocalStorage } from 'node:async_hooks';
import { addNamespace, loadLanguage } from './i18n';
import { setRenderLanguageSource } from './shown-language';
import { commonTranslations } from './translations';

const rendering = new AsyncLocalStorage<string>();
setRenderLanguageSource(() => rendering.getStore());
// Every renderer shows common texts, loaded in each render's language (English too is a file of its own).
// Added at the first render, not as this file loads: a renderer's bundle holds the texts inline, declared
// after this file's code runs.
let commonAdded: Promise<void> | undefined;

/**
 * Runs `render` with every text, sum and date in `language`, once that language's texts of every namespace
 * added so far are in.
 */
export async function renderIn<T>(language: string, render: () => Promise<T>): Promise<T> {
  commonAdded ??= addNamespace('common', {}, commonTranslations);
  await commonAdded;
  await loadLanguage(language);
  return rendering.run(language, render);
}
