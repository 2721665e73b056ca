// The documentation holds together: README.md stays a front door (at most 200 lines), every page under docs/
// can be reached from the README or another page, every relative link and #anchor in README.md,
// CONTRIBUTING.md and docs/ leads somewhere, and every repository path a page names in backticks exists.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

function markdownUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const docsDir = join(root, 'docs');
const docs = markdownUnder(docsDir);
const pages = [join(root, 'README.md'), join(root, 'CONTRIBUTING.md'), ...docs];
const read = (file: string) => readFileSync(file, 'utf8');
const name = (file: string) => relative(root, file);

/** The text outside fenced code blocks, where links are links. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** The relative targets of a page's markdown links, without external addresses. */
export function linkTargets(text: string): string[] {
  return [...prose(text).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target as string)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

const anchorsOf = (file: string) =>
  new Set(
    [...prose(read(file)).matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchorOf(heading as string)),
  );

/** Problems with one link of `from`: a missing file, or an anchor no heading of the target makes. */
export function brokenLink(from: string, target: string): string | undefined {
  const [path = '', anchor] = target.split('#');
  const file = path ? resolve(dirname(from), decodeURIComponent(path)) : from;
  if (!existsSync(file)) return `${name(from)}: ${target} does not exist`;
  if (anchor && file.endsWith('.md') && !anchorsOf(file).has(anchor))
    return `${name(from)}: ${target} names no heading of ${name(file)}`;
  return undefined;
}

const repoFolders = /^(shell|mf-[a-z]+|packages|scripts|e2e|docs|patches)\//;

/** Repository paths a page names in backticks (`packages/server/src/env.ts`), leaving out patterns. */
export function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map(([, path]) => (path as string).replace(/[.,;:]$/, ''))
    .filter((path) => repoFolders.test(path) && !/[<>*{}…]|NNNN|\.\.\.|\/dist(\/|$)/.test(path))
    .map((path) => path.replace(/\/$/, ''));
}

describe('the documentation', () => {
  it('keeps README.md to at most 200 lines', () => {
    const lines = read(join(root, 'README.md')).split('\n').length - 1;
    expect(lines).toBeLessThanOrEqual(200);
  });

  it('links every page under docs/ from the README or another page', () => {
    const linked = new Set<string>();
    for (const page of pages)
      for (const target of linkTargets(read(page))) {
        const path = target.split('#')[0];
        if (path) {
          const file = resolve(dirname(page), decodeURIComponent(path));
          if (file !== page) linked.add(file);
        }
      }
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.filter((doc) => !linked.has(doc)).map(name)).toEqual([]);
  });

  it('has no broken relative link or anchor', () => {
    const broken = pages.flatMap((page) =>
      linkTargets(read(page)).flatMap((target) => brokenLink(page, target) ?? []),
    );
    expect(broken).toEqual([]);
  });

  it('names only repository paths that exist', () => {
    const missing = pages.flatMap((page) =>
      namedPaths(read(page))
        .filter((path) => !existsSync(join(root, path)))
        .map((path) => `${name(page)}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('finds what it checks for', () => {
    // The helpers themselves: a link, an anchor and a path each recognised, so the checks above are not
    // vacuous.
    expect(linkTargets('[a](docs/x.md#y) [b](https://e.x)\n```\n[d](q.md)\n```')).toEqual(['docs/x.md#y']);
    expect(anchorOf('Backups and restore')).toBe('backups-and-restore');
    expect(anchorOf('The `pnpm dev` loop: fast')).toBe('the-pnpm-dev-loop-fast');
    expect(
      namedPaths(
        '`packages/server/src/env.ts` `mf-<name>/` `src/app.ts` `packages/x/*.ts` `packages/server/dist/main.mjs`',
      ),
    ).toEqual(['packages/server/src/env.ts']);
    expect(statSync(docsDir).isDirectory()).toBe(true);
  });
});
