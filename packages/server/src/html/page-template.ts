// The built shell/index.html, cut at the marks the server fills: the run-time configuration
// (`<!--app-head-->`), the page's own hints and styles (the end of <head>), and #root with the page rendered
// on the server (`<!--app-html-->`). No regular expression reads the page: it is cut at these marks, joined.

export const configMark = '<!--app-head-->';
export const headEndMark = '</head>';
export const rootMark = '<div id="root"><!--app-html--></div>';

/** What sits around the marks, in order. */
export interface PageTemplate {
  beforeConfig: string;
  beforeHeadEnd: string;
  beforeRoot: string;
  afterRoot: string;
}

/** What goes into the marks of one page. */
export interface PageParts {
  config: string;
  headEnd: string;
  root: string;
}

/** Cuts `html` at its marks; null when one is missing or there twice (not a page this server can fill). */
export function cutAtMarks(html: string): PageTemplate | null {
  const pieces: string[] = [];
  let rest = html;
  for (const mark of [configMark, headEndMark, rootMark]) {
    const at = rest.indexOf(mark);
    if (at < 0 || rest.indexOf(mark, at + mark.length) >= 0) return null;
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at + mark.length);
  }
  const [beforeConfig = '', beforeHeadEnd = '', beforeRoot = ''] = pieces;
  return { beforeConfig, beforeHeadEnd, beforeRoot, afterRoot: rest };
}

export const fillMarks = (page: PageTemplate, parts: PageParts): string =>
  page.beforeConfig +
  parts.config +
  page.beforeHeadEnd +
  parts.headEnd +
  headEndMark +
  page.beforeRoot +
  parts.root +
  page.afterRoot;
