/// <reference types="node" />
// The locale files as the tests read them: one folder per locale, one JSON file per namespace.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const localesFolder = fileURLToPath(new URL('../locales', import.meta.url));
/** The server's own texts (mails, pushes, the bell's notifications), in the same layout. */
export const serverLocalesFolder = fileURLToPath(
  new URL('../../../server/src/infra/texts/locales', import.meta.url),
);

type Texts = { [key: string]: string | Texts };

export function localeFolders(folder = localesFolder): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** A locale's namespaces by name; `shell-pages.json` is its own namespace file here. */
export function namespaceFiles(locale: string, locales = localesFolder): Record<string, Texts> {
  const folder = join(locales, locale);
  return Object.fromEntries(
    readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name.slice(0, -'.json'.length), JSON.parse(readFileSync(join(folder, name), 'utf8'))]),
  );
}

/** Every dotted key that holds a text. */
export function flattenKeys(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );
}

const pluralSuffixes = ['_zero', '_one', '_two', '_few', '_many', '_other'];

/** A plural form's key as the code asks for it (`count_one` → `count`); other keys unchanged. */
export function pluralBase(key: string): string {
  const suffix = pluralSuffixes.find((ending) => key.endsWith(ending));
  return suffix === undefined ? key : key.slice(0, -suffix.length);
}
