// Module preload hints in index.html for every script the shell needs before its first render, so the browser
// asks for them all as soon as it reads the page instead of finding them one import level at a time
// (`build.modulePreload` is off: it would also wrap every lazy import in a preload helper).
import { sharedAfterFirstRender } from '@callout/build-config/federation';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

const sharedChunkName = /^__federation_shared_(.+)-[\w-]{8}\.js$/;
/** The shared library a federation chunk holds (`assets/__federation_shared_react-AbCd1234.js` → react). */
const sharedLibraryOf = (fileName: string): string | undefined => {
  // Matched from the prefix on: an unanchored search would retry the pattern at every character.
  const at = fileName.indexOf('__federation_shared_');
  return at < 0 ? undefined : sharedChunkName.exec(fileName.slice(at))?.[1];
};

/** src/boot.ts stages that run on pages rendered for a signed-in account only. */
const signedInOnly = /\/src\/boot\/session-check\.ts$/;

/**
 * The entry's static and dynamic imports (src/boot.ts imports the app) and the federation's shared chunks the first render needs (React, react-dom,
 * the router, i18next) with theirs: the shell imports those at start through the federation runtime, a
 * dynamic import no hint would otherwise announce. Lazy pages, shared libraries used only later (Dexie, ky)
 * and other code loaded after the first render are left out, so they do not take its bandwidth.
 */
export function criticalScripts(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): string[] {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const output = bundle[fileName];
    if (output?.type !== 'chunk' || found.has(fileName)) return;
    found.add(fileName);
    output.imports.forEach(visit);
  };
  visit(entry.fileName);
  // The app itself, which the entry imports once the page is painted (src/boot.ts), but not what it
  // evaluates early on signed-in pages only: the session check's contracts are not for a visitor's first
  // render.
  for (const fileName of entry.dynamicImports) {
    const output = bundle[fileName];
    // By its modules: its chunk (vite-plugins/shell-chunks.ts) holds more than the stage's own file.
    if (output?.type === 'chunk' && output.moduleIds.some((id) => signedInOnly.test(id))) continue;
    visit(fileName);
  }
  for (const fileName of Object.keys(bundle)) {
    const library = sharedLibraryOf(fileName);
    if (library && !sharedAfterFirstRender.includes(library)) visit(fileName);
  }
  found.delete(entry.fileName); // it has its own script tag
  return [...found];
}

/** The file the server reads the scripts of a module's page from (packages/server/src/infra/html/module-preload.ts). */
export const moduleRouteScriptsFile = 'module-route-preload.json';

/**
 * What the shell loads, beyond its critical scripts, before a module's page can render: the route and
 * module loader, the query client's layout, the area navigation, the session check and logout of a
 * signed-in page, with what they import (statically, and the shared libraries they take through the
 * federation runtime).
 */
const moduleRouteCode = [
  /\/src\/features\/remotes\/components\/remote-route\.tsx$/,
  /\/src\/features\/remotes\/load-module\.ts$/,
  /\/src\/app\/query-layout\.tsx$/,
  /\/src\/features\/navigation\/components\/area-navigation\.tsx$/,
  /\/src\/boot\/session-check\.ts$/,
  /\/src\/features\/auth\/components\/logout-button\.tsx$/,
];

const importShared = /importShared\((?:'([^'"]+)'|"([^'"]+)")\)/g;

export function moduleRouteScripts(bundle: Rollup.OutputBundle, critical: Set<string>): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const sharedFile = (library: string) =>
    chunks.find((chunk) => sharedLibraryOf(chunk.fileName) === library)?.fileName;
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const output = bundle[fileName];
    if (output?.type !== 'chunk' || found.has(fileName) || critical.has(fileName)) return;
    found.add(fileName);
    output.imports.forEach(visit);
    for (const { code } of Object.values(output.modules)) {
      for (const [, single, double] of (code ?? '').matchAll(importShared)) {
        const library = single ?? double;
        const file = library && sharedFile(library);
        if (file) visit(file);
      }
    }
  };
  for (const chunk of chunks) {
    if (chunk.moduleIds.some((id) => moduleRouteCode.some((pattern) => pattern.test(id)))) {
      visit(chunk.fileName);
    }
  }
  return [...found];
}

/** The file the server reads the shell's texts by language from (packages/server/src/infra/html/module-preload.ts). */
export const shellTextsFile = 'language-preload.json';

/** A text file's language and name (`…/i18n/src/locales/pl-PL/shell.json` → pl-PL, shell). */
const localeFile = /\/locales\/([A-Za-z-]+)\/([a-z-]+)\.json$/;
/** The namespaces the shell adds before its first render (src/main.tsx). */
const firstRenderTexts = new Set(['common', 'shell', 'pwa']);

/**
 * By language, the chunks of the texts the shell shows on its first render: each page loads its language's
 * alone, so the server hints them in a page by the page's language rather than the built page for all.
 */
export function shellTextFiles(bundle: Rollup.OutputBundle): Record<string, string[]> {
  const texts: Record<string, string[]> = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    const [, language, file] = localeFile.exec(output.facadeModuleId ?? '') ?? [];
    if (language === undefined || file === undefined || !firstRenderTexts.has(file)) continue;
    texts[language] = [...(texts[language] ?? []), output.fileName];
  }
  return texts;
}

export function criticalPreload(): Plugin {
  let base = '/';
  return {
    name: 'callout-critical-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      // The page's entry (the shared libraries are entries too).
      const entry = Object.values(bundle).find(
        (output): output is Rollup.OutputChunk =>
          output.type === 'chunk' && output.isEntry && /index\.html$/.test(output.facadeModuleId ?? ''),
      );
      if (!entry) return;
      const critical = new Set([entry.fileName, ...criticalScripts(bundle, entry)]);
      const scripts = moduleRouteScripts(bundle, critical).map((fileName) => `${base}${fileName}`);
      this.emitFile({
        type: 'asset',
        fileName: moduleRouteScriptsFile,
        source: `${JSON.stringify({ scripts }, null, 2)}\n`,
      });
      const texts = Object.fromEntries(
        Object.entries(shellTextFiles(bundle)).map(([language, files]) => [
          language,
          files.map((fileName) => `${base}${fileName}`),
        ]),
      );
      this.emitFile({
        type: 'asset',
        fileName: shellTextsFile,
        source: `${JSON.stringify({ texts }, null, 2)}\n`,
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }): HtmlTagDescriptor[] {
        if (!bundle || !chunk) return [];
        return criticalScripts(bundle, chunk).map((fileName) => ({
          tag: 'link',
          // crossorigin as on Vite's own entry script: the same request mode, so the preload is used.
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
