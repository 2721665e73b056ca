// Module preload hints in index.html for every script the shell needs before its first render, so the browser
// asks for them all as soon as it reads the page instead of finding them one import level at a time
// (`build.modulePreload` is off: it would also wrap every lazy import in a preload helper).
import { sharedAfterFirstRender } from '@callout/build-config/federation';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

const sharedChunk = /__federation_shared_(.+)-[\w-]{8}\.js$/;

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
    const library = fileName.match(sharedChunk)?.[1];
    if (library && !sharedAfterFirstRender.includes(library)) visit(fileName);
  }
  found.delete(entry.fileName); // it has its own script tag
  return [...found];
}

export function criticalPreload(): Plugin {
  let base = '/';
  return {
    name: 'callout-critical-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
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
