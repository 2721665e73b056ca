// The built shell/index.html, cut at the marks the server fills: the page's language (`<html lang="en-GB">`,
// as built; a page without it keeps what it has), the page's title (`<title>Callout</title>`,
// the brand alone until the server names the page; a shell built before it has none), the run-time configuration (`<!--app-head-->`), the
// page's own hints and styles (the end of <head>), and #root with the page rendered on the server
// (`<!--app-html-->`). No regular expression reads the page: it is cut at these marks, joined.
import { escapeAttribute, escapeText } from './escape';

export const languageMark = '<html lang="en-GB">';
export const titleMark = '<title>Callout</title>';
export const configMark = '<!--app-head-->';
export const headEndMark = '</head>';
export const rootMark = '<div id="root"><!--app-html--></div>';

/** What sits around the marks, in order. */
export interface PageTemplate {
  /** Null when the page has no language mark: nothing to fill. */
  beforeLanguage: string | null;
  /** Null when the page has no title mark (a shell built before pages were named): nothing to fill. */
  beforeTitle: string | null;
  beforeConfig: string;
  beforeHeadEnd: string;
  beforeRoot: string;
  afterRoot: string;
}

/** What goes into the marks of one page. */
export interface PageParts {
  /** The page's language (`pl-PL`); the built one (en-GB) when absent. */
  language?: string;
  /** The document's title; null keeps the brand alone. */
  title: string | null;
  config: string;
  headEnd: string;
  root: string;
}

const once = (html: string, mark: string) => {
  const at = html.indexOf(mark);
  return at >= 0 && html.indexOf(mark, at + mark.length) < 0;
};

/**
 * Cuts `html` at its marks; null when one is missing, there twice or out of order (not a page this server
 * can fill). The title mark alone may be missing.
 */
export function cutAtMarks(html: string): PageTemplate | null {
  const titled = html.includes(titleMark);
  const languaged = html.includes(languageMark);
  if ((titled && !once(html, titleMark)) || (languaged && !once(html, languageMark))) return null;
  const marks = [
    ...(languaged ? [languageMark] : []),
    ...(titled ? [titleMark] : []),
    configMark,
    headEndMark,
    rootMark,
  ];
  const pieces: string[] = [];
  let rest = html;
  for (const mark of marks) {
    const at = rest.indexOf(mark);
    if (at < 0 || !once(html, mark)) return null;
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at + mark.length);
  }
  const beforeLanguage = languaged ? (pieces.shift() ?? '') : null;
  const beforeTitle = titled ? (pieces.shift() ?? '') : null;
  const [beforeConfig = '', beforeHeadEnd = '', beforeRoot = ''] = pieces;
  return { beforeLanguage, beforeTitle, beforeConfig, beforeHeadEnd, beforeRoot, afterRoot: rest };
}

const titleElement = (title: string | null) =>
  title === null ? titleMark : `<title>${escapeText(title)}</title>`;

const htmlElement = (language: string | undefined) =>
  language === undefined ? languageMark : `<html lang="${escapeAttribute(language)}">`;

export const fillMarks = (page: PageTemplate, parts: PageParts): string =>
  (page.beforeLanguage === null ? '' : page.beforeLanguage + htmlElement(parts.language)) +
  (page.beforeTitle === null ? '' : page.beforeTitle + titleElement(parts.title)) +
  page.beforeConfig +
  parts.config +
  page.beforeHeadEnd +
  parts.headEnd +
  headEndMark +
  page.beforeRoot +
  parts.root +
  page.afterRoot;
