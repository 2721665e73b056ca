// `route-preload.json` beside a module's remoteEntry.js: for each route of its descriptor, the files the
// module loads to draw that route's page (the page's chunk and the chunks it imports), the module's
// style sheet, and its texts by language. The server hints them in the HTML of a page at that address (packages/server/src/infra/html/
// module-preload.ts), so they come with the shell's own scripts instead of after the shell has started,
// checked the session, loaded the module and rendered its route: four or five round trips later.
import type { Plugin, Rollup } from 'vite';

export const routePreloadFile = 'route-preload.json';

/** What the file holds; paths are URLs under the module's base (e.g. `/remotes/mf-orders/assets/…`). */
export interface RoutePreload {
  routes: Record<string, string[]>;
  styles: string[];
  /**
   * By language, the files of the texts every route of the module shows (its namespace's, and its pages'
   * `<namespace>-pages`): the server hints those of the page's language only.
   */
  texts: Record<string, string[]>;
}

/** A text file's language and name (`…/i18n/src/locales/pl-PL/booking.json` → pl-PL, booking). */
const localeFile = /\/locales\/([A-Za-z-]+)\/([a-z-]+)\.json$/;

/**
 * The chunk of each text file `namespace`'s routes show, by language: its own file and `<namespace>-pages`.
 * Each is a chunk of its own (a loader in @callout/i18n/translations imports it).
 */
export function textFilesOf(
  chunks: readonly Rollup.OutputChunk[],
  namespace: string,
): Record<string, string[]> {
  const texts: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const [, language, file] = localeFile.exec(chunk.facadeModuleId ?? '') ?? [];
    if (language === undefined || (file !== namespace && file !== `${namespace}-pages`)) continue;
    texts[language] = [...(texts[language] ?? []), chunk.fileName];
  }
  return texts;
}

/** A node of the ESTree syntax tree the bundler parsed the route table into. */
interface SyntaxNode {
  type: string;
  [field: string]: unknown;
}

const isNode = (value: unknown): value is SyntaxNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** The nodes directly under `node`: its fields that hold a node or a list of nodes. */
function childrenOf(node: SyntaxNode): SyntaxNode[] {
  return Object.values(node).flatMap((field) =>
    Array.isArray(field) ? field.filter(isNode) : isNode(field) ? [field] : [],
  );
}

/** `node` and every node under it, depth first in source order. */
function* nodesOf(node: SyntaxNode): Generator<SyntaxNode> {
  yield node;
  for (const child of childrenOf(node)) yield* nodesOf(child);
}

const stringOf = (node: unknown) =>
  isNode(node) && node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

/** What the first `import('…')` of a written-out name under `node` loads. */
function firstImportOf(node: SyntaxNode): string | undefined {
  for (const found of nodesOf(node)) {
    const spec = found.type === 'ImportExpression' ? stringOf(found.source) : undefined;
    if (spec) return spec;
  }
  return undefined;
}

/** The names `node` reads (identifiers that are not the written keys of an object or a member). */
function* namesReadIn(node: SyntaxNode): Generator<string> {
  if (node.type === 'Identifier' && typeof node.name === 'string') yield node.name;
  for (const child of childrenOf(node)) {
    const isWrittenKey =
      (node.type === 'Property' && child === node.key && !node.computed) ||
      (node.type === 'MemberExpression' && child === node.property && !node.computed);
    if (!isWrittenKey) yield* namesReadIn(child);
  }
}

/** Each constant declared at the top of `program` (exported or not), with the value it is given. */
function* topLevelConstants(program: SyntaxNode): Generator<[string, SyntaxNode]> {
  for (const statement of childrenOf(program)) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of childrenOf(declaration)) {
      const { id, init } = declarator;
      if (isNode(id) && id.type === 'Identifier' && typeof id.name === 'string' && isNode(init))
        yield [id.name, init];
    }
  }
}

/**
 * The lazy import of the page each of `paths` shows, read from the syntax tree of the module's route table
 * (src/app/routes.tsx, as the bundler parsed it): the first `import('…')` in the value of the route's own
 * entry (`'/orders': lazy(() => import('…'))`), or in the constant that value names (`'/ops': HomePage`, with
 * `const HomePage = lazy(… import('…') …)` above). A route whose page cannot be found so is left out: its
 * page loads as before, unhinted.
 */
export function pageImportsOfRoutes(program: SyntaxNode, paths: readonly string[]): Map<string, string> {
  const constants = new Map<string, string>();
  for (const [name, value] of topLevelConstants(program)) {
    const spec = firstImportOf(value);
    if (spec) constants.set(name, spec);
  }
  const wanted = new Set(paths);
  const found = new Map<string, string>();
  for (const node of nodesOf(program)) {
    const path = node.type === 'Property' && !node.computed ? stringOf(node.key) : undefined;
    if (!path || !wanted.has(path) || found.has(path) || !isNode(node.value)) continue;
    const spec =
      firstImportOf(node.value) ??
      [...namesReadIn(node.value)].map((name) => constants.get(name)).find(Boolean);
    if (spec) found.set(path, spec);
  }
  // In the order of `paths`, so the written file keeps the descriptor's order.
  return new Map(paths.flatMap((path) => (found.has(path) ? [[path, found.get(path) ?? '']] : [])));
}

/** `chunk` and the chunks it imports statically, but not `except` (the contract, the shared libraries). */
function staticFiles(
  bundle: Rollup.OutputBundle,
  chunk: Rollup.OutputChunk,
  except: (file: string) => boolean,
) {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const output = bundle[fileName];
    if (output?.type !== 'chunk' || found.has(fileName) || except(fileName)) return;
    found.add(fileName);
    output.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...found];
}

/**
 * Writes route-preload.json for the module built from `routesFile` (its route table) with the routes of
 * `paths`, its files served under `base`.
 */
export function routePreload(
  routesFile: string,
  paths: readonly string[],
  base: () => string,
  namespace?: string,
): Plugin {
  let table: SyntaxNode | undefined;
  return {
    name: 'callout-route-preload',
    apply: 'build',
    // After Vite has written the style sheet into the bundle.
    enforce: 'post',
    moduleParsed(info) {
      if (info.id === routesFile && info.ast) table = info.ast as unknown as SyntaxNode;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      // The contract's chunk is hinted already (with the remote entry), and the shared libraries come
      // from the shell's copies, never the module's.
      const except = (file: string) => /__federation_(expose|shared)_/.test(file);
      const routes: Record<string, string[]> = {};
      for (const [path, spec] of table ? pageImportsOfRoutes(table, paths) : []) {
        const page = await this.resolve(spec, routesFile);
        const chunk = page && chunks.find((candidate) => candidate.facadeModuleId === page.id);
        if (chunk) routes[path] = staticFiles(bundle, chunk, except).map((file) => `${base()}${file}`);
      }
      const styles = Object.keys(bundle)
        .filter((file) => file.endsWith('.css'))
        .map((file) => `${base()}${file}`);
      const texts = Object.fromEntries(
        Object.entries(namespace === undefined ? {} : textFilesOf(chunks, namespace)).map(
          ([language, files]) => [language, files.map((file) => `${base()}${file}`)],
        ),
      );
      const preload: RoutePreload = { routes, styles, texts };
      this.emitFile({
        type: 'asset',
        fileName: routePreloadFile,
        source: `${JSON.stringify(preload, null, 2)}\n`,
      });
    },
  };
}
