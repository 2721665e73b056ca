import { build, parseAst, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { annotate, pureContracts, topLevelCallStarts } from './pure-contracts';

const annotated = (code: string) => annotate(code, topLevelCallStarts(parseAst(code)));

describe('the pure annotation of contract constants', () => {
  it('marks each call building a top-level constant, and each call in its arguments', () => {
    expect(annotated('export const a = z.object({ b: z.string().min(1) }).extend({ c: z.number() });')).toBe(
      'export const a = /*#__PURE__*/ z.object({ b: /*#__PURE__*/ z.string().min(1) }).extend({ c: /*#__PURE__*/ z.number() });',
    );
    expect(annotated('const d = f(g(), [h()]);')).toBe(
      'const d = /*#__PURE__*/ f(/*#__PURE__*/ g(), [/*#__PURE__*/ h()]);',
    );
  });

  it('leaves alone the calls in functions, statements, and files without calls', () => {
    const code = [
      'await evaluationBreak();',
      'export const check = (value) => record(value);',
      'export function later() { return send(); }',
      "export const limit = 5, name = 'x';",
    ].join('\n');
    expect(annotated(code)).toBe(code);
  });

  it('refuses an offset where no call starts', () => {
    expect(() => annotate('const a = 1;', [10])).toThrow(/No call starts at 10/);
  });
});

// A contract file whose schema builders record that they ran: whatever of it the build keeps, it keeps.
const contract = '/repo/packages/contracts/src/things.ts';
const files: Record<string, string> = {
  '/entry.ts': "import { used } from '/repo/packages/contracts/src/things.ts';\nconsole.log(used);",
  [contract]: [
    "import { z } from '/zod.ts';",
    'export const used = z.object({ name: z.string() });',
    'export const unused = z.object({ UNUSED_FIELD: z.string() }).extend({ more: z.string() });',
  ].join('\n'),
  '/zod.ts': [
    'const schema = (kind, shape) => {',
    '  globalThis.made?.push(kind);',
    '  return { kind, shape, extend: (more) => schema("extend", { ...shape, ...more }) };',
    '};',
    'export const z = { object: (shape) => schema("object", shape), string: () => schema("string") };',
  ].join('\n'),
};

async function bundle(plugins: unknown[]): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'files',
        resolveId: (id: string) => (id in files ? id : null),
        load: (id: string) => files[id] ?? null,
      },
      ...(plugins as never[]),
    ],
    build: { write: false, minify: false, rollupOptions: { input: '/entry.ts' } },
  })) as Rollup.RollupOutput;
  return output.output[0].code;
}

describe('a build with pure contracts', () => {
  it('leaves out the schemas nothing uses, and keeps those used', async () => {
    const without = await bundle([]);
    expect(without).toContain('UNUSED_FIELD');
    const withPlugin = await bundle([pureContracts()]);
    expect(withPlugin).not.toContain('UNUSED_FIELD');
    expect(withPlugin).toContain('name:');
  });
});
