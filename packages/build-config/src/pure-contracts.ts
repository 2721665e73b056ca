// The contracts define zod schemas at the top of their files, and a page imports a file for one or two of
// them. Rollup cannot tell that `z.object({...})` only builds a value, so it kept every schema of every file a
// page reaches: a module's first route carried the account, order and catalogue forms it never parses. This
// plugin marks the calls that build a top-level constant of a contract file as pure, so a schema nothing
// uses is left out of the build. Calls inside functions are left alone: they run when called, not here.
import type { Plugin } from 'vite';

const pureAnnotation = '/*#__PURE__*/ ';

/** The contracts' source files (their tests are never bundled). */
const contractSource = /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.tsx?$/;
const contractFile = { test: (id: string) => contractSource.test(id) && !id.includes('.test.') };

interface AstNode {
  type: string;
  start: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Code that runs later, when called or constructed: its calls are not the constant's. */
const deferred = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'FunctionDeclaration',
  'ClassExpression',
  'ClassDeclaration',
]);

/**
 * Where each call that runs as `node` is evaluated starts. A chain (`z.string().min(1)`) starts where its
 * innermost call does, and Rollup gives the annotation to the outermost call there, whose own callee then no
 * longer counts; the arguments are checked on their own, so their calls get annotations of their own.
 */
function callStarts(node: unknown, starts: Set<number>): void {
  if (Array.isArray(node)) {
    for (const item of node) callStarts(item, starts);
    return;
  }
  if (!isNode(node) || deferred.has(node.type)) return;
  if (node.type === 'CallExpression') starts.add(node.start);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && key !== 'start' && key !== 'end') callStarts(value, starts);
  }
}

/** The start of every call that builds a top-level constant of `program`. */
export function topLevelCallStarts(program: { body: unknown[] }): number[] {
  const starts = new Set<number>();
  for (const statement of program.body) {
    const declaration =
      isNode(statement) && statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as unknown[]) {
      if (isNode(declarator)) callStarts(declarator.init, starts);
    }
  }
  return [...starts].sort((a, b) => a - b);
}

/** `code` with a pure annotation before each call that starts at one of `starts`. */
export function annotate(code: string, starts: readonly number[]): string {
  let annotated = '';
  let from = 0;
  for (const start of starts) {
    // A call starts with its callee: a name or a parenthesis (the parser's offsets are the string's).
    if (!/[A-Za-z_$(]/.test(code.charAt(start)))
      throw new Error(`No call starts at ${start}: ${code.slice(start, start + 20)}`);
    annotated += code.slice(from, start) + pureAnnotation;
    from = start;
  }
  return annotated + code.slice(from);
}

/** Marks the calls building the contracts' top-level constants as pure (after TypeScript is compiled). */
export function pureContracts(): Plugin {
  return {
    name: 'callout-pure-contracts',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!contractFile.test(id)) return null;
      const starts = topLevelCallStarts(this.parse(code) as unknown as { body: unknown[] });
      return starts.length === 0 ? null : { code: annotate(code, starts), map: null };
    },
  };
}
