// Every regular expression of the product code (the server, the contracts and other packages, the shell and
// the modules, their build plugins) runs in time linear in its input, as proven by the recheck ReDoS checker:
// a pattern that backtracks lets one request of a few kilobytes hold the event loop for seconds. Each
// pattern is found in the syntax tree of its file (a literal, or `RegExp(...)` with a literal source); a
// `RegExp` built from anything else cannot be checked and fails the test too. Tests, the e2e journeys and
// the benchmark scripts only ever read the repository's own files and are left out.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { check } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const sourceFile = /\.(?:ts|tsx|mts|js|mjs|cjs)$/;
const testFile = /\.(?:test|spec)\.[a-z]+$/;
const skippedFolders = new Set(['node_modules', 'dist', 'build', 'coverage', '.vite']);

interface Pattern {
  where: string;
  source: string;
  flags: string;
}

function productFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : productFiles(path);
    return sourceFile.test(entry.name) && !testFile.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

function workspaceFolders(): string[] {
  const top = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const modules = top.filter((entry) => entry.name === 'shell' || entry.name.startsWith('mf-'));
  const packages = readdirSync(join(root, 'packages'), { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  return [
    ...modules.map((entry) => join(root, entry.name)),
    ...packages.map((entry) => join(root, 'packages', entry.name)),
  ];
}

/** The patterns written in `text`; one that is built at run time is returned with `source: null`. */
export function patternsIn(
  text: string,
  fileName: string,
): Array<Pattern | { where: string; source: null; flags: '' }> {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: Array<Pattern | { where: string; source: null; flags: '' }> = [];
  const where = (node: ts.Node) =>
    `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
  const literalText = (node: ts.Node | undefined) =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(file);
      const end = literal.lastIndexOf('/');
      found.push({ where: where(node), source: literal.slice(1, end), flags: literal.slice(end + 1) });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const [sourceArgument, flagsArgument] = node.arguments ?? [];
      const source = literalText(sourceArgument);
      const flags = flagsArgument === undefined ? '' : literalText(flagsArgument);
      found.push(
        source === null || flags === null
          ? { where: where(node), source: null, flags: '' }
          : { where: where(node), source, flags },
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The checker's verdict on each pattern, a few at a time; anything but "safe" is returned as a finding. */
async function unsafe(patterns: Pattern[]): Promise<string[]> {
  const findings: string[] = [];
  const queue = [...patterns];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const verdict = await check(next.source, next.flags, { timeout: 10_000, checker: 'automaton' });
      if (verdict.status !== 'safe') {
        const why =
          verdict.status === 'vulnerable'
            ? `${verdict.complexity.summary}, e.g. ${JSON.stringify(verdict.attack.pattern)}`
            : verdict.status;
        findings.push(`${next.where} /${next.source}/${next.flags}: ${why}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return findings.sort();
}

describe('regular expressions run in linear time', () => {
  const all = workspaceFolders()
    .flatMap(productFiles)
    .flatMap((path) => patternsIn(readFileSync(path, 'utf8'), relative(root, path)));

  it('finds the patterns of the product code, the server and the contracts among them', () => {
    expect(all.length).toBeGreaterThan(150);
    expect(all.some((pattern) => pattern.where.startsWith('packages/contracts/src/validation.ts'))).toBe(
      true,
    );
    expect(all.some((pattern) => pattern.where.startsWith('packages/server/src/'))).toBe(true);
  });

  it('builds no pattern at run time, where it could not be checked', () => {
    expect(all.filter((pattern) => pattern.source === null).map((pattern) => pattern.where)).toEqual([]);
  });

  it('has no pattern the checker finds to backtrack', { timeout: 120_000 }, async () => {
    const distinct = new Map<string, Pattern>();
    for (const pattern of all) {
      if (pattern.source !== null) distinct.set(`${pattern.flags}/${pattern.source}`, pattern);
    }
    expect(await unsafe([...distinct.values()])).toEqual([]);
  });

  it('fails on a backtracking pattern: the old email check, and a RegExp built at run time', async () => {
    const probe = [
      'export const emailPattern = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;',
      "export const nested = new RegExp('^(a+)+$');",
      // A pattern from a template with a substitution (`$` and `{` kept apart here).
      'export const built = (n: number) => new RegExp(`^\\\\d{$' + '{n}}$`);',
    ].join('\n');
    const found = patternsIn(probe, 'probe.ts');
    expect(found.map((pattern) => pattern.source)).toEqual([
      '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
      '^(a+)+$',
      null,
    ]);
    const findings = await unsafe(found.filter((pattern): pattern is Pattern => pattern.source !== null));
    expect(findings).toHaveLength(2);
    expect(findings[0]).toContain('probe.ts:1');
    expect(findings[0]).toContain('2nd degree polynomial');
    expect(findings[1]).toContain('exponential');
  });
});
