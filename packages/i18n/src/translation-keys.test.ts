/// <reference types="node" />
// Every locale holds the same keys as the English files the keys are typed from, and every English key is
// used somewhere in the product code: a key missing from one locale shows English (or the key) to its readers,
// and a key no screen uses is a text nobody keeps up to date. Keys are found in the syntax tree of every
// product file: a string literal that is a whole key, or a template literal (`orders.events.${kind}`) whose
// fixed parts match a key and whose filling is itself a literal somewhere in the product code. Keys built in
// any other way are listed in `dynamicKeys`, with why.
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  flattenKeys,
  localeFolders,
  namespaceFiles,
  pluralBase,
  serverLocalesFolder,
} from './testing/locale-files';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const sourceFile = /\.(?:ts|tsx|mts|mjs)$/;
const testFile = /\.(?:test|spec)\.[a-z]+$/;
const skippedFolders = new Set(['node_modules', 'dist', 'build', 'coverage', '.vite', 'test', 'testing']);

/**
 * Keys (by `namespace:prefix`) the code builds from values no product file of the browser spells, each with
 * where the values come from. Keep it short: a key listed here is never checked for use.
 */
const dynamicKeys: Record<string, string> = {
  'api:':
    "the API's messages, found by their English words in each answer (packages/server/src/infra/texts/api-messages.ts)",
  'checks:':
    "the contracts' check messages, found by their English words in each form's check (check-texts.ts; check-texts-catalogue.test.ts holds each to a contract's words)",
  'ops:orders.events.':
    "the kinds of an order's timeline, named by the server (packages/server/src/domain/ops/order-search.ts)",
};

function productFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : productFiles(path);
    return sourceFile.test(entry.name) && !testFile.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** Whether a workspace package can show texts: it depends on this one. */
function showsTexts(folder: string): boolean {
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  return manifest.dependencies?.['@callout/i18n'] !== undefined;
}

/**
 * The shell, the modules and the packages that show texts (the server's words are its own), with the
 * contracts, which spell the API's values that keys are built from (`push.kinds.${kind}`).
 */
function workspaceSources(): string[] {
  const top = readdirSync(root, { withFileTypes: true })
    .filter(
      (entry: Dirent) => entry.isDirectory() && (entry.name === 'shell' || entry.name.startsWith('mf-')),
    )
    .map((entry: Dirent) => join(root, entry.name));
  const packages = readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((entry: Dirent) => entry.isDirectory())
    .map((entry: Dirent) => join(root, 'packages', entry.name))
    .filter((folder: string) => folder.endsWith('contracts') || showsTexts(folder));
  return [...top, ...packages].flatMap(productFiles);
}

interface Literals {
  /** Every string literal, and every whole template without substitutions. */
  strings: Set<string>;
  /** The fixed parts of every template with substitutions, in order. */
  templates: string[][];
}

function collectLiterals(files: string[]): Literals {
  const strings = new Set<string>();
  const templates: string[][] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) strings.add(node.text);
      else if (ts.isTemplateExpression(node))
        templates.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)]);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { strings, templates };
}

/** A key without its namespace (`shell:menu.home`) as the code may write it. */
function withoutNamespace(text: string): string {
  const colon = text.indexOf(':');
  return colon === -1 ? text : text.slice(colon + 1);
}

/** Whether `key` is `parts` joined by fillings that each are a literal of the code (or, for one dot-free segment, part of one). */
function fillsTemplate(key: string, parts: string[], literals: Set<string>): boolean {
  const [head = '', ...rest] = parts;
  const bare = withoutNamespace(head);
  if (!key.startsWith(bare) || bare === '') return false;
  let at = bare.length;
  for (const [index, part] of rest.entries()) {
    const last = index === rest.length - 1;
    const end = last ? (part === '' ? key.length : key.lastIndexOf(part)) : key.indexOf(part, at + 1);
    if (end < at + 1 || (last && end + part.length !== key.length)) return false;
    if (!literals.has(key.slice(at, end))) return false;
    at = end + part.length;
  }
  return at === key.length;
}

/** A key, and the list it is an item of (`home.steps.0.title` → `home.steps`), which code asks for whole. */
function asked(key: string): string[] {
  const segments = key.split('.');
  const item = segments.findIndex((segment) => segment !== '' && Number.isInteger(Number(segment)));
  return item > 0 ? [key, segments.slice(0, item).join('.')] : [key];
}

/** The server's product files (its words are its own), with the contracts that spell the values keys are built from. */
function serverSources(): string[] {
  return [join(root, 'packages', 'server', 'src'), join(root, 'packages', 'contracts', 'src')].flatMap(
    productFiles,
  );
}

/** One set of texts: the app's (shell, modules, packages) or the server's (mails, pushes, the bell). */
function checkTexts(name: string, localesFolder: string | undefined, sources: () => string[]): void {
  const locales = localeFolders(localesFolder);
  const english = namespaceFiles('en-GB', localesFolder);

  describe(`${name} translation keys`, () => {
    it.each(locales.filter((locale) => locale !== 'en-GB'))('%s has exactly the keys of en-GB', (locale) => {
      const theirs = namespaceFiles(locale, localesFolder);
      expect(Object.keys(theirs).sort()).toEqual(Object.keys(english).sort());
      for (const [namespace, texts] of Object.entries(english)) {
        const plural = (keys: string[]) => [...new Set(keys.map(pluralBase))].sort();
        const ours = plural(flattenKeys(texts));
        const translated = plural(flattenKeys(theirs[namespace] ?? {}));
        expect({ namespace, missing: ours.filter((key) => !translated.includes(key)) }).toEqual({
          namespace,
          missing: [],
        });
        expect({ namespace, extra: translated.filter((key) => !ours.includes(key)) }).toEqual({
          namespace,
          extra: [],
        });
      }
    });

    it.each(locales)('%s has every plural form its language has, and no other', (locale) => {
      const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.map((form) => `_${form}`);
      for (const [namespace, texts] of Object.entries(namespaceFiles(locale, localesFolder))) {
        const keys = flattenKeys(texts);
        const plurals = [...new Set(keys.filter((key) => pluralBase(key) !== key).map(pluralBase))];
        for (const base of plurals) {
          const theirs = keys
            .filter((key) => key !== base && pluralBase(key) === base)
            .map((key) => key.slice(base.length));
          expect({ namespace, base, forms: theirs.sort() }).toEqual({
            namespace,
            base,
            forms: [...forms].sort(),
          });
        }
      }
    });

    it('uses every English key somewhere in the product code', { timeout: 60_000 }, () => {
      const { strings, templates } = collectLiterals(sources());
      const used = new Set([...strings].map(withoutNamespace));
      const keyLike = templates.filter(([head = '']) => head.includes('.'));
      const unused = Object.entries(english).flatMap(([namespace, texts]) =>
        [...new Set(flattenKeys(texts).map(pluralBase))]
          .filter((key) => {
            if (Object.keys(dynamicKeys).some((prefix) => `${namespace}:${key}`.startsWith(prefix)))
              return false;
            return !asked(key).some(
              (name) => used.has(name) || keyLike.some((parts) => fillsTemplate(name, parts, strings)),
            );
          })
          .map((key) => `${namespace}:${key}`),
      );
      expect(unused).toEqual([]);
    });
  });
}

checkTexts('app', undefined, workspaceSources);
checkTexts('server', serverLocalesFolder, serverSources);
