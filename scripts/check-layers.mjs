// The server's layers as a rule (docs/architecture.md, "Inside the server"): in packages/server/src,
// infra/ never imports domain/ or http/, domain/ never imports http/, and no layer imports the entry points
// that compose them. Every import form counts, type-only ones included. Run by `pnpm lint` and `npm test`;
// `node scripts/check-layers.mjs` alone prints each wrong-way import with its file, line and rule.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
export const serverSource = join(repositoryRoot, 'packages/server/src');

/** The entry points: they compose the layers, so they may import anything and no layer imports them. */
const entryPoints = ['cli', 'app', 'main', 'serve'];

export const rules = [
  {
    from: 'infra',
    to: ['domain', 'http'],
    says: 'infra/ never imports domain/ or http/: what the areas stand on knows no area and no route',
  },
  {
    from: 'domain',
    to: ['http'],
    says: 'domain/ never imports http/: routes call the areas, never the other way',
  },
  ...['infra', 'domain', 'http'].map((from) => ({
    from,
    to: entryPoints,
    says: `${from}/ never imports an entry point (cli/, app.ts, main.ts, serve.ts): those compose the layers`,
  })),
];

const pictureRules =
  'who may see a private picture is each area’s rule (chat, KYC, job, dispute): a reader per area';

/**
 * The wrong-way imports known when the rule was made, each with why it is still there: the list may only
 * shrink (an entry that no longer matches an import fails the check too). `file` imports `target`, both
 * from packages/server/src without the extension.
 */
export const allowed = [
  {
    file: 'infra/media/media-session',
    target: 'domain/accounts/auth/sessions',
    why: 'finds a picture’s viewer by session: to be given a session check, as infra/html/signed-in-page.ts is',
  },
  { file: 'infra/media/media-access', target: 'domain/booking/provider-bids', why: pictureRules },
  { file: 'infra/media/media-access', target: 'domain/support/chat-access', why: pictureRules },
];

/**
 * Each module a file imports, with its line and whether only types come from it: `import` and `export …
 * from` (`import type`, `export type`, or every name marked `type`), `import x = require()`, `import()` and
 * `typeof import()` in a type.
 */
export function importsOf(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found = [];
  const add = (node, specifier, typeOnly) =>
    found.push({
      specifier,
      typeOnly,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
    });
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : null;
      const everyNameTyped =
        !clause?.name &&
        named !== null &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      add(node, node.moduleSpecifier.text, Boolean(clause?.isTypeOnly) || everyNameTyped);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause : null;
      const everyNameTyped =
        named !== null && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      add(node, node.moduleSpecifier.text, node.isTypeOnly || everyNameTyped);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      add(node, node.moduleReference.expression.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node, node.arguments[0].text, false);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node, node.argument.literal.text, true);
    }
    // Only `import(…)` (a call or a type) can sit below the top level.
    if (deep) ts.forEachChild(node, visit);
  };
  const deep = text.includes('import(');
  ts.forEachChild(source, visit);
  return found;
}

/** The file's place as a path from `root` without its extension (`infra/db/database`). */
const placeOf = (root, path) =>
  relative(root, path)
    .split(sep)
    .join('/')
    .replace(/\.(d\.)?[cm]?tsx?$/, '')
    .replace(/\.[cm]?js$/, '');

/** `infra`, `domain`, `http`, an entry point's name (`cli`, `app`…), or the shared file's name. */
const layerOf = (place) => place.split('/')[0] ?? place;

/** The package's own exports (`@callout/server/db/database`), so importing through them is seen too. */
function ownExports(root) {
  try {
    const manifest = JSON.parse(readFileSync(join(root, '..', 'package.json'), 'utf8'));
    return { name: manifest.name, exports: manifest.exports ?? {} };
  } catch {
    return { name: undefined, exports: {} };
  }
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.[cm]?tsx?$/.test(entry.name)) yield path;
  }
}

/**
 * Tests are left out: a test may set its scene through any layer (a gauge's test places an order, the
 * backup test drives the operator's command line), and nothing it imports ships.
 */
const isTest = (path) => /\.test\.[cm]?tsx?$/.test(path);

/**
 * The wrong-way imports under `root` not in `allowList`, and the allowed entries that no longer match one.
 */
export function checkLayers({ root = serverSource, allowList = allowed } = {}) {
  const own = ownExports(root);
  const target = (file, specifier) => {
    if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
    if (own.name && specifier.startsWith(`${own.name}/`)) {
      const exported = own.exports[`./${specifier.slice(own.name.length + 1)}`];
      return typeof exported === 'string' ? resolve(root, '..', exported) : null;
    }
    return null;
  };
  const violations = [];
  const used = new Set();
  for (const file of sourceFiles(root)) {
    if (isTest(file)) continue;
    const place = placeOf(root, file);
    const from = layerOf(place);
    for (const found of importsOf(file, readFileSync(file, 'utf8'))) {
      const path = target(file, found.specifier);
      if (path === null) continue;
      const imported = placeOf(root, path);
      if (imported.startsWith('..')) continue;
      const rule = rules.find((r) => r.from === from && r.to.includes(layerOf(imported)));
      if (!rule) continue;
      const entry = allowList.find((a) => a.file === place && a.target === imported);
      if (entry) {
        used.add(entry);
        continue;
      }
      violations.push({
        file: relative(resolve(root, '../../..'), file),
        place,
        imported,
        ...found,
        rule: rule.says,
      });
    }
  }
  const stale = allowList.filter((entry) => !used.has(entry));
  return { violations, stale };
}

/** The report a person reads: one paragraph per wrong-way import, then each stale allowed entry. */
export function describe({ violations, stale }) {
  const lines = violations.map(
    (v) =>
      `${v.file}:${v.line} imports '${v.specifier}'${v.typeOnly ? ' (types only)' : ''}\n` +
      `  rule: ${v.rule}\n` +
      '  move the piece it needs into a lower layer (a type or an interface the lower layer declares),' +
      ' or have the caller pass it in',
  );
  for (const entry of stale)
    lines.push(
      `allowed in scripts/check-layers.mjs but no longer imported: ${entry.file} → ${entry.target}\n` +
        '  remove the entry: the list only shrinks',
    );
  return lines.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = checkLayers();
  if (result.violations.length > 0 || result.stale.length > 0) {
    console.error(`Server layers (packages/server/src):\n${describe(result)}`);
    process.exit(1);
  }
  console.log(`Server layers: no wrong-way imports (${allowed.length} allowed, each with its reason).`);
}
