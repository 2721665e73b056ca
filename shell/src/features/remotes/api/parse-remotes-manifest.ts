// `/remotes.json` checked by hand: the shell needs it before its first render, and the zod schema in
// @callout/contracts would bring zod onto that critical path. The types still come from that schema, and
// parse-remotes-manifest.test.ts holds this check to the schema's verdicts.
import type { ModuleName } from '@callout/contracts/module-contract';
import type { RemoteEntry, RemotesManifest } from '@callout/contracts/remotes-manifest';

/**
 * A copy of the contract's `moduleNamePattern`: module names are not listed, so a module released after
 * the shell (mf-ops) is taken without a new shell. The test compares the two.
 */
export const moduleNamePattern = /^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Copies of the schema's enums (runtime values from contracts would import zod); the test compares them. */
export const manifestEnums = {
  access: ['public', 'customer', 'provider', 'operator'],
  audience: ['customer', 'provider', 'operator'],
  icon: ['home', 'orders', 'order-now', 'profile', 'support', 'services', 'explore', 'history'],
} as const;

class ManifestError extends Error {}

type Fields = Record<string, unknown>;

function fail(path: string, message: string): never {
  throw new ManifestError(`${path || '(root)'}: ${message}`);
}

function object(value: unknown, path: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, 'expected an object');
  return value as Fields;
}

function array(value: unknown, path: string, min = 0): unknown[] {
  if (!Array.isArray(value)) fail(path, 'expected an array');
  if (value.length < min) fail(path, `expected at least ${min} item(s)`);
  return value;
}

function text(value: unknown, path: string, startsWithSlash = false): string {
  if (typeof value !== 'string' || value.length === 0) fail(path, 'expected a non-empty string');
  if (startsWithSlash && !value.startsWith('/')) fail(path, 'expected a path starting with "/"');
  return value;
}

/** A string, empty or not. */
function plainText(value: unknown, path: string): string {
  if (typeof value !== 'string') fail(path, 'expected a string');
  return value;
}

function integer(value: unknown, path: string): number {
  if (!Number.isInteger(value)) fail(path, 'expected an integer');
  return value as number;
}

/** An object of strings (any keys). */
function texts(value: unknown, path: string): Record<string, string> {
  const fields = object(value, path);
  for (const [key, item] of Object.entries(fields)) {
    if (typeof item !== 'string') fail(`${path}.${key}`, 'expected a string');
  }
  return fields as Record<string, string>;
}

/** Each language's menu labels and page titles. */
function translatedTexts(value: unknown, path: string): NonNullable<RemoteEntry['translatedTexts']> {
  return Object.fromEntries(
    Object.entries(object(value, path)).map(([language, item]) => {
      const inLanguage = object(item, `${path}.${language}`);
      return [
        language,
        {
          menuLabels: texts(inLanguage.menuLabels, `${path}.${language}.menuLabels`),
          pageTitles: texts(inLanguage.pageTitles, `${path}.${language}.pageTitles`),
        },
      ];
    }),
  );
}

function oneOf<T extends string>(options: readonly T[], value: unknown, path: string): T {
  if (!options.includes(value as T)) fail(path, `expected one of ${options.join(', ')}`);
  return value as T;
}

function moduleName(value: unknown, path: string): ModuleName {
  if (typeof value !== 'string' || !moduleNamePattern.test(value)) {
    fail(path, 'expected a module name: mf- and lower-case words');
  }
  return value as ModuleName;
}

function remoteEntry(value: unknown, path: string): RemoteEntry {
  const remote = object(value, path);
  return {
    name: moduleName(remote.name, `${path}.name`),
    namespace: text(remote.namespace, `${path}.namespace`),
    routes: array(remote.routes, `${path}.routes`, 1).map((item, i) => {
      const route = object(item, `${path}.routes.${i}`);
      return {
        path: text(route.path, `${path}.routes.${i}.path`, true),
        access: oneOf(manifestEnums.access, route.access, `${path}.routes.${i}.access`),
        ...(route.titleKey === undefined
          ? {}
          : { titleKey: text(route.titleKey, `${path}.routes.${i}.titleKey`) }),
      };
    }),
    menu: array(remote.menu, `${path}.menu`).map((item, i) => {
      const entry = object(item, `${path}.menu.${i}`);
      return {
        to: text(entry.to, `${path}.menu.${i}.to`, true),
        labelKey: text(entry.labelKey, `${path}.menu.${i}.labelKey`),
        audience: oneOf(manifestEnums.audience, entry.audience, `${path}.menu.${i}.audience`),
        icon: oneOf(manifestEnums.icon, entry.icon, `${path}.menu.${i}.icon`),
        order: integer(entry.order, `${path}.menu.${i}.order`),
        ...(entry.bar === undefined ? {} : { bar: integer(entry.bar, `${path}.menu.${i}.bar`) }),
      };
    }),
    ...(remote.menuLabels === undefined
      ? {}
      : { menuLabels: texts(remote.menuLabels, `${path}.menuLabels`) }),
    ...(remote.pageTitles === undefined
      ? {}
      : { pageTitles: texts(remote.pageTitles, `${path}.pageTitles`) }),
    ...(remote.translatedTexts === undefined
      ? {}
      : { translatedTexts: translatedTexts(remote.translatedTexts, `${path}.translatedTexts`) }),
    entry: text(remote.entry, `${path}.entry`),
    version: text(remote.version, `${path}.version`),
    ...(remote.assignment === undefined
      ? {}
      : { assignment: plainText(remote.assignment, `${path}.assignment`) }),
  };
}

/** The manifest with unknown keys dropped, or the first problem found, as `remotesManifestSchema` would. */
export function parseRemotesManifest(
  value: unknown,
): { success: true; data: RemotesManifest } | { success: false; message: string } {
  try {
    const manifest = object(value, '');
    return {
      success: true,
      data: { remotes: array(manifest.remotes, 'remotes').map((r, i) => remoteEntry(r, `remotes.${i}`)) },
    };
  } catch (error) {
    if (error instanceof ManifestError) return { success: false, message: error.message };
    throw error;
  }
}
