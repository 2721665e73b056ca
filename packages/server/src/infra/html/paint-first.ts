// The built page made into the one a page rendered on the server goes into. That page paints without
// scripts, so the shell's style sheets (one small file, see shell/vite.config.ts) are written in, and no
// request comes before the first paint; the entry (src/boot.ts, tiny) yields to what the paint needs; the
// module preload hints become a list it reads once the page is painted (#callout-after-paint).
// The tags are found by an HTML parser, once per release, and the page is cut where the parser found them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { cssForStyle } from './escape';

type Element = DefaultTreeAdapterTypes.Element;

/** Written in only while small: a big sheet is better fetched (and cached) than sent with every page. */
const inlineStylesLimit = 50_000;

interface Edit {
  from: number;
  to: number;
  text: string;
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function headOf(html: string): Element[] {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const root = document.childNodes.find((node): node is Element => node.nodeName === 'html');
  const head = root?.childNodes.find((node): node is Element => node.nodeName === 'head');
  return (head?.childNodes ?? []).filter((node): node is Element => 'tagName' in node);
}

/** Reads the style sheets, or null when one cannot be read or together they are too big to write in. */
async function readSheets(shellDir: string, hrefs: string[]): Promise<string[] | null> {
  try {
    const sheets = await Promise.all(hrefs.map((href) => readFile(join(shellDir, href), 'utf8')));
    const size = sheets.reduce((total, sheet) => total + sheet.length, 0);
    return size > inlineStylesLimit ? null : sheets;
  } catch {
    return null;
  }
}

export interface PaintFirstPage {
  html: string;
  /** The shell's scripts to ask for once the page is painted, in the order the build hinted them. */
  scriptsAfterPaint: string[];
}

export async function paintFirst(shellDir: string, html: string): Promise<PaintFirstPage> {
  const edits: Edit[] = [];
  const scriptsAfterPaint: string[] = [];
  const styles: { element: Element; href: string }[] = [];
  for (const element of headOf(html)) {
    const at = element.sourceCodeLocation;
    if (!at) continue;
    const rel = attribute(element, 'rel');
    const href = attribute(element, 'href');
    if (element.tagName === 'link' && rel === 'modulepreload' && href) {
      scriptsAfterPaint.push(href);
      edits.push({ from: at.startOffset, to: at.endOffset, text: '' });
    } else if (element.tagName === 'link' && rel === 'stylesheet' && href?.startsWith('/')) {
      styles.push({ element, href });
    } else if (element.tagName === 'script' && attribute(element, 'type') === 'module' && at.startTag) {
      const afterName = at.startTag.startOffset + '<script'.length;
      edits.push({ from: afterName, to: afterName, text: ' fetchpriority="low"' });
    }
  }
  const sheets = await readSheets(
    shellDir,
    styles.map(({ href }) => href.slice(1)),
  );
  styles.forEach(({ element }, i) => {
    const at = element.sourceCodeLocation;
    const sheet = sheets?.[i];
    if (at && sheet !== undefined) {
      edits.push({ from: at.startOffset, to: at.endOffset, text: `<style>${cssForStyle(sheet)}</style>` });
    }
  });
  const page = edits
    .sort((a, b) => b.from - a.from)
    .reduce((text, edit) => text.slice(0, edit.from) + edit.text + text.slice(edit.to), html);
  return { html: page, scriptsAfterPaint };
}
