// The app's page for one request: the built shell/index.html, cut at its marks (page-template.ts) once per
// release, filled with the run-time configuration, the hints of the module the address belongs to and, when
// the server rendered the page, that page in #root.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AccountType } from '@callout/contracts/accounts';
import { type RenderedAnswers, renderedAnswersId } from '@callout/contracts/offline-reads';
import { cssForStyle, escapeAttribute, jsonForScript } from './escape';
import { cutAtMarks, fillMarks, type PageTemplate } from './page-template';
import { paintFirst } from './paint-first';

/** Marks the rendered page inside #root, so the worker can leave it out of the page it keeps offline. */
export const renderedStart = '<!--app-html-->';
export const renderedEnd = '<!--/app-html-->';

export interface AppTemplates {
  /** The page as built: the browser renders it. */
  empty: PageTemplate;
  /** The page a page rendered on the server goes into (paint-first.ts). */
  rendered: PageTemplate;
  scriptsAfterPaint: string[];
}

/** A page rendered on the server: its HTML, and whose it is when it holds an account's own data. */
export interface RenderedPage {
  html: string;
  /**
   * A signed-in page: whose, the module that drew it with its styles (none for a shell page), and the API
   * answers it was read with, for the worker's offline read cache.
   */
  signedIn?: {
    accountType: AccountType;
    /** A provider's, when known: the shell's provider tabs show at once instead of after asking. */
    emailVerified?: boolean;
    module?: { name: string; css: string };
    answers?: RenderedAnswers;
  };
}

/** The built page, read again when a release replaces it; null before the build (or a page without marks). */
export function appTemplates(shellDir: string): () => Promise<AppTemplates | null> {
  const file = join(shellDir, 'index.html');
  let cached: { mtimeMs: number; templates: AppTemplates | null } | null = null;
  return async () => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) {
        const html = await readFile(file, 'utf8');
        const painted = await paintFirst(shellDir, html);
        const empty = cutAtMarks(html);
        const rendered = cutAtMarks(painted.html);
        const templates =
          empty && rendered ? { empty, rendered, scriptsAfterPaint: painted.scriptsAfterPaint } : null;
        cached = { mtimeMs, templates };
      }
      return cached.templates;
    } catch {
      return null;
    }
  };
}

const isStyleSheet = (href: string) => /\.css(\?|$)/.test(href);

/**
 * A script as the shell imports it (module, CORS); a module's style sheet as its remote entry links it
 * (a plain stylesheet link), so either request is the one the page then uses. Low priority: the page's
 * first paint (the app's frame) needs the shell's own scripts, hinted by the built page, and these come
 * after them instead of sharing the connection with them.
 */
const preloadTag = (href: string) =>
  isStyleSheet(href)
    ? `<link rel="preload" as="style" fetchpriority="low" href="${escapeAttribute(href)}">`
    : `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeAttribute(href)}">`;

/** The page's texts, which its first render waits for: hinted as the shell's own scripts are, not low. */
const textTag = (href: string) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`;

/** What one request adds to the built page. */
export interface PageRequest {
  path: string;
  /** The page's language, for <html lang> (page-language.ts). */
  language: string;
  /** The document's title ("Orders · Callout"); null leaves the brand alone (the worker's kept page). */
  title: string | null;
  /** The run-time configuration and the manifest's preload, where `<!--app-head-->` is. */
  head: string;
  /** The module's scripts: hinted, or listed after the shell's for after the paint of a rendered page. */
  preloads: string[];
  /** The files of the page's texts in its language (module-preload.ts): hinted, or listed, the same way. */
  texts?: string[];
  rendered: RenderedPage | null;
}

export function assemblePage(
  templates: AppTemplates,
  { path, language, title, head, preloads, texts = [], rendered }: PageRequest,
): string {
  if (rendered === null) {
    return fillMarks(templates.empty, {
      language,
      title,
      config: head,
      headEnd: texts.map(textTag).join('') + preloads.map(preloadTag).join(''),
      root: '<div id="root"></div>',
    });
  }
  // Asked for after the paint as module scripts (src/boot.ts); the page's module styles are in it already.
  const scripts = [
    ...new Set([...templates.scriptsAfterPaint, ...texts, ...preloads.filter((href) => !isStyleSheet(href))]),
  ];
  let headEnd = `<script id="callout-after-paint" type="application/json">${jsonForScript(scripts)}</script>`;
  let root = `<div id="root" data-rendered="${escapeAttribute(path)}"`;
  let html = rendered.html;
  const { signedIn } = rendered;
  if (signedIn) {
    if (signedIn.module) {
      const css = cssForStyle(signedIn.module.css);
      headEnd += `<style data-rendered-module="${escapeAttribute(signedIn.module.name)}">${css}</style>`;
    }
    root += ` data-rendered-for="${signedIn.accountType}"`;
    // Only a provider's tabs wait for it.
    if (signedIn.accountType === 'provider' && signedIn.emailVerified) root += ' data-email-verified=""';
    // Among what was rendered, so the page the worker keeps offline (for every address) leaves it out.
    if (signedIn.answers && signedIn.answers.answers.length > 0) {
      html += `<script id="${renderedAnswersId}" type="application/json">${jsonForScript(signedIn.answers)}</script>`;
    }
  }
  return fillMarks(templates.rendered, {
    language,
    title,
    config: head,
    headEnd,
    root: `${root}>${renderedStart}${html}${renderedEnd}</div>`,
  });
}
