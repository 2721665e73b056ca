// The server's layer check (scripts/check-layers.mjs) catches a wrong-way import and SQL outside a store
// file: each case writes a small tree shaped like packages/server/src into a temporary folder and checks it;
// the last ones check the repository itself, as `pnpm lint` and `npm test` do.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkLayers,
  checkSql,
  describe as describeResult,
  describeSql,
  firstSqlLine,
  importsOf,
} from './check-layers.mjs';

const trees: string[] = [];

/** A temporary packages/server with `files` (paths from its src/) and the package's own exports. */
function serverTree(files: Record<string, string>): string {
  const top = mkdtempSync(join(tmpdir(), 'check-layers-'));
  trees.push(top);
  const server = join(top, 'packages/server');
  const write = (path: string, text: string) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  };
  write(
    join(server, 'package.json'),
    JSON.stringify({
      name: '@callout/server',
      exports: { './orders/store': './src/domain/orders/store.ts' },
    }),
  );
  write(join(server, 'src/domain/orders/store.ts'), 'export const findOrder = () => null;\n');
  write(join(server, 'src/http/parse-input.ts'), 'export const parseInput = () => null;\n');
  write(join(server, 'src/infra/db/database.ts'), 'export type Database = object;\n');
  for (const [path, text] of Object.entries(files)) write(join(server, 'src', path), text);
  return join(server, 'src');
}

const check = (files: Record<string, string>, allowList: object[] = []) =>
  checkLayers({ root: serverTree(files), allowList });

afterEach(() => {
  for (const top of trees.splice(0)) rmSync(top, { recursive: true, force: true });
});

describe('server layer check', () => {
  it('fails infra/ importing domain/, naming the file, the line, the import and the rule', () => {
    const result = check({
      'infra/health/gauges.ts':
        "import { z } from 'zod';\nimport { findOrder } from '../../domain/orders/store';\n",
    });
    expect(result.violations).toMatchObject([
      {
        file: 'packages/server/src/infra/health/gauges.ts',
        line: 2,
        specifier: '../../domain/orders/store',
        rule: expect.stringContaining('infra/ never imports domain/ or http/'),
      },
    ]);
    expect(describeResult(result)).toContain(
      "packages/server/src/infra/health/gauges.ts:2 imports '../../domain/orders/store'",
    );
  });

  it('fails infra/ importing http/ and domain/ importing http/', () => {
    const { violations } = check({
      'infra/geo/geocoder.ts': "export * from '../../http/parse-input';\n",
      'domain/orders/submit.ts': "import { parseInput } from '../../http/parse-input';\n",
    });
    expect(violations.map((v) => [v.place, v.rule.slice(0, 16)])).toEqual(
      expect.arrayContaining([
        ['infra/geo/geocoder', 'infra/ never imp'],
        ['domain/orders/submit', 'domain/ never im'],
      ]),
    );
    expect(violations).toHaveLength(2);
  });

  it('lets each layer import the layers below it, the shared files and packages', () => {
    const { violations } = check({
      'http/routes/orders/orders.ts':
        "import { findOrder } from '../../../domain/orders/store';\nimport type { Database } from '../../../infra/db/database';\n",
      'domain/orders/notices.ts':
        "import type { Database } from '../../infra/db/database';\nimport { messages } from '../../messages';\n",
      'infra/db/pool.ts': "import { env } from '../../env';\nimport pg from 'pg';\n",
    });
    expect(violations).toEqual([]);
  });

  it('counts type-only imports, re-exports, import() and typeof import() the same', () => {
    const { violations } = check({
      'infra/html/a.ts': "import type { Order } from '../../domain/orders/store';\n",
      'infra/html/b.ts': "import { type Order } from '../../domain/orders/store';\n",
      'infra/html/c.ts': "export type { Order } from '../../domain/orders/store';\n",
      'infra/html/d.ts': "export const load = () => import('../../domain/orders/store');\n",
      'infra/html/e.ts': "export type Store = typeof import('../../domain/orders/store');\n",
    });
    expect(violations.map((v) => [v.place, v.typeOnly])).toEqual([
      ['infra/html/a', true],
      ['infra/html/b', true],
      ['infra/html/c', true],
      ['infra/html/d', false],
      ['infra/html/e', true],
    ]);
  });

  it('sees an import through the package’s own exports', () => {
    const { violations } = check({
      'infra/jobs/sweep.ts': "import { findOrder } from '@callout/server/orders/store';\n",
    });
    expect(violations).toMatchObject([{ place: 'infra/jobs/sweep', imported: 'domain/orders/store' }]);
  });

  it('lets cli/ and the entry files import anything, and no layer import them', () => {
    const { violations } = check({
      'cli/operator.ts': "import { parseInput } from '../http/parse-input';\n",
      'app.ts': "import { findOrder } from './domain/orders/store';\n",
      'domain/orders/refund.ts': "import { run } from '../../cli/operator';\n",
      'http/openapi/write.ts': "import { buildApp } from '../../app';\n",
    });
    expect(violations.map((v) => v.place)).toEqual(['domain/orders/refund', 'http/openapi/write']);
    expect(violations[0]?.rule).toContain('never imports an entry point');
  });

  it('leaves tests out', () => {
    const { violations } = check({
      'infra/health/gauges.test.ts': "import { findOrder } from '../../domain/orders/store';\n",
    });
    expect(violations).toEqual([]);
  });

  it('passes an allowed import, and fails an allowed entry that no longer matches one', () => {
    const allowList = [
      { file: 'infra/media/access', target: 'domain/orders/store', why: 'a reason' },
      { file: 'infra/media/gone', target: 'domain/orders/store', why: 'moved since' },
    ];
    const result = check(
      { 'infra/media/access.ts': "import { findOrder } from '../../domain/orders/store';\n" },
      allowList,
    );
    expect(result.violations).toEqual([]);
    expect(result.stale).toEqual([allowList[1]]);
    expect(describeResult(result)).toContain('no longer imported: infra/media/gone → domain/orders/store');
  });

  it('reads the import forms with their lines', () => {
    expect(
      importsOf('x.ts', "import a from './a';\n\nimport type { B } from './b';\nexport { c } from './c';\n"),
    ).toEqual([
      { specifier: './a', typeOnly: false, line: 1 },
      { specifier: './b', typeOnly: true, line: 3 },
      { specifier: './c', typeOnly: false, line: 4 },
    ]);
  });

  it(
    'finds no wrong-way import in packages/server/src, and every allowed entry still used',
    { timeout: 60_000 },
    () => {
      const result = checkLayers();
      expect(describeResult(result)).toBe('');
    },
  );
});

describe('SQL only in store files', () => {
  const checkSqlIn = (files: Record<string, string>, allowList: object[] = []) =>
    checkSql({ root: serverTree(files), allowList });

  it('fails SQL in a domain file, a route and infrastructure, naming each file at its first SQL line', () => {
    const result = checkSqlIn({
      'domain/orders/cancel.ts':
        "export const rule = 1;\nconst a = `\n  SELECT id FROM orders WHERE id = $1`;\nconst b = 'UPDATE orders SET x = 1';\n",
      'http/routes/orders/orders.ts': "await db.query('DELETE FROM orders WHERE id = $1', [id]);\n",
      'infra/live/hub.ts': `await db.query(\`WITH gone AS (DELETE FROM t WHERE id = \${id}) SELECT 1\`);\n`,
    });
    expect(result.violations.map((v) => [v.place, v.line])).toEqual([
      ['domain/orders/cancel', 2],
      ['http/routes/orders/orders', 1],
      ['infra/live/hub', 1],
    ]);
    expect(describeSql(result)).toContain(
      'packages/server/src/domain/orders/cancel.ts:2 has SQL outside a store file',
    );
  });

  it('lets SQL be written in store and queries files and under infra/db/, and leaves tests out', () => {
    const select = "export const q = 'SELECT 1';\n";
    const { violations } = checkSqlIn({
      'domain/orders/order-store.ts': select,
      'domain/orders/order-queries.ts': select,
      'domain/support/queries.ts': select,
      'infra/db/keyset.ts': select,
      'infra/db/migrations/run.ts': select,
      'domain/orders/cancel.test.ts': select,
    });
    expect(violations).toEqual([]);
  });

  it('reads only strings that start with a statement keyword, upper case and as a whole word', () => {
    expect(firstSqlLine('a.ts', "const a = 'Select a service';\nconst b = 'SELECTED';\n")).toBeNull();
    expect(firstSqlLine('a.ts', "// SELECT in a comment\nconst c = 'a SELECT inside';\n")).toBeNull();
    const listen = 'LISTEN'; // after white space and a new line, in a string
    expect(firstSqlLine('a.ts', `const d = \`\${x} SELECT\`;\nconst e = "\\n  ${listen} live";\n`)).toBe(2);
    expect(firstSqlLine('a.ts', `const f = \`NOTIFY \${channel}\`;\n`)).toBe(1);
  });

  it('passes an allowed file, and fails an allowed entry whose file has no SQL any more', () => {
    const allowList = [
      { file: 'domain/orders/cancel', why: 'a reason' },
      { file: 'domain/orders/moved', why: 'moved since' },
    ];
    const result = checkSqlIn(
      {
        'domain/orders/cancel.ts': "export const q = 'SELECT 1';\n",
        'domain/orders/moved.ts': "import { q } from './order-store';\n",
      },
      allowList,
    );
    expect(result.violations).toEqual([]);
    expect(result.stale).toEqual([allowList[1]]);
    expect(describeSql(result)).toContain('has no SQL any more: domain/orders/moved');
  });

  it(
    'finds SQL in packages/server/src only where allowed, and every allowed entry still used',
    {
      timeout: 60_000,
    },
    () => {
      expect(describeSql(checkSql())).toBe('');
    },
  );
});
