// The console's account search finds what matching the id, email, name and phone taken together found: the
// same accounts in the same order, page after page, for text within one field or running from one into the
// next, after a rename too. Its plan tests each account's stored text, not the text built again per row.
import { backends } from '@callout/server-testing/backends';
import { operatorTools } from '@callout/server-testing/fixtures/provider';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../infra/db/database-interface';
import { containsPattern } from '../catalogue/search';
import { listAccounts } from './account-list-queries';
import { accountsQuerySchema, accountsResponseSchema } from './ops-contract';

/** Accounts added here, one in fifteen a Walsh, as at size M of the scale bench. */
const added = 1500;

describe.each(backends)('the console account search on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let ops: Awaited<ReturnType<typeof operatorTools>>;
  const tag = `srch${Date.now().toString(36)}`;

  beforeAll(async () => {
    ops = await operatorTools(server, c);
    await server.db.query(
      `INSERT INTO accounts (id, role, email, phone, first_name, last_name, password_hash, email_verified,
         created_at)
       SELECT 'CUS-' || upper($1) || lpad(n::text, 5, '0'), CASE WHEN n % 4 = 0 THEN 'provider' ELSE 'user' END,
         $1 || n || '@example.com', '07700900' || lpad((n % 1000)::text, 3, '0'),
         (ARRAY['Ada', 'Ben', 'Chloe'])[1 + n % 3],
         CASE WHEN n % 15 = 0 THEN 'Walsh' ELSE 'Smith' END || '-' || $1,
         'x', true, TIMESTAMPTZ '2021-05-01 10:00:00+00' + (n / 2) * INTERVAL '1 second'
       FROM generate_series(1, $2::int) AS n`,
      [tag, added],
    );
    await server.db.query('ANALYZE accounts');
  }, 60_000);

  /** Every page of the search: the account ids in the order shown. */
  async function found(search: string, role = 'all') {
    const ids: string[] = [];
    let before = '';
    let pages = 0;
    do {
      const query = new URLSearchParams({ role, search, ...(before ? { before } : {}) });
      const reply = await c.get(`/ops/accounts?${query}`, ops.token);
      expect(reply.status).toBe(200);
      const page = accountsResponseSchema.parse(reply.body);
      ids.push(...(page.data?.map((account) => account.ID) ?? []));
      before = page.Next ?? '';
      pages += 1;
    } while (before && pages < 100);
    return ids;
  }

  /** What the search matched before the text was stored: the five fields joined on every row. */
  async function joined(search: string, role = 'all') {
    const rows = await server.db.query<{ id: string }>(
      `SELECT id FROM accounts
       WHERE ($1 = 'all' OR role = $1)
         AND concat_ws(' ', id, email, first_name, last_name, phone) ILIKE $2
       ORDER BY created_at DESC, id`,
      [role, containsPattern(search)],
    );
    return rows.map((row) => row.id);
  }

  it.each([
    ['walsh', 'all'],
    ['WALSH', 'provider'],
    ['ada walsh', 'all'],
    [`${tag}15@example.com 077`, 'user'],
    ['smith-', 'user'],
    [`00090 ${tag}9`, 'all'],
    ['%', 'all'],
    ['_', 'all'],
  ])('finds for "%s" (%s) the accounts the joined fields found', async (search, role) => {
    const expected = await joined(search, role);
    expect(await found(search, role)).toEqual(expected);
  });

  it('finds an account by its new name once renamed', async () => {
    const id = `CUS-${tag.toUpperCase()}00007`;
    await server.db.query(`UPDATE accounts SET first_name = 'Zephyrine', last_name = NULL WHERE id = $1`, [
      id,
    ]);
    expect(await found('zephyrine')).toEqual([id]);
    expect(await found(`zephyrine ${tag}`)).toEqual([]);
    expect(await found('chloe walsh')).toEqual(await joined('chloe walsh'));
  });

  it("tests each account's stored text, not the text built again", async () => {
    const plans: string[] = [];
    // The statement the list runs, explained instead of run.
    const explaining: Queryable = {
      query: async <T>(text: string, params?: readonly unknown[]) => {
        const [plan] = await server.db.query<{ 'QUERY PLAN': unknown }>(
          `EXPLAIN (FORMAT JSON) ${text}`,
          params,
        );
        plans.push(JSON.stringify(plan?.['QUERY PLAN']));
        return [] as T[];
      },
      exec: () => Promise.resolve(),
    };
    await listAccounts(explaining, accountsQuerySchema.parse({ search: 'walsh' }));
    const [text = ''] = plans;
    // (Whether it walks accounts_newest or reads them all and sorts depends on this small database's sizes;
    // at size M it walks: docs/benchmarks.md.)
    expect(text).toMatch(/"(Filter|Index Cond|Recheck Cond)":"\(search_text ~~\* /);
    expect(text).not.toContain('concat_ws');
  });
});
