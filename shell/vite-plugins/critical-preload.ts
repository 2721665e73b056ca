// Module preload hints in index.html for every script the shell needs before its first render, so the browser
// asks for them all as soon as it reads the page instead of finding them one import level at a time
// (`build.modulePreload` is off: it would also wrap every lazy import in a preload helper).
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/**
 * The entry's static imports and the federation's shared chunks (React, react-dom, the router, i18next) with
 * theirs: the shell imports every shared library at start through the federation runtime, a dynamic import
 * no hint would otherwise announce. Lazy pages and code loaded after the first render are left out, so they
 * do not take bandwidth from the first render.
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
  for (const fileName of Object.keys(bundle)) {
    if (fileName.includes('__federation_shared_')) visit(fileName);
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
