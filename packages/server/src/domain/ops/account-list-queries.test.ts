// The console's account list pages through every account, newest first, each exactly once, also where many
// joined at the same moment; a late page reads from the index where the last one ended; a bad cursor is a 400.
import { backends } from '@callout/server-testing/backends';
import { operatorTools } from '@callout/server-testing/fixtures/provider';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsPageSize } from './account-list-queries';
import { accountsResponseSchema } from './ops-contract';

/** Accounts added here: more than two pages, a third of them joining in the same microsecond. */
const added = 2 * accountsPageSize + 17;

describe.each(backends)('the console account list on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let ops: Awaited<ReturnType<typeof operatorTools>>;
  const tag = `pager${Date.now().toString(36)}`;
  beforeAll(async () => {
    ops = await operatorTools(server, c);
    await server.db.query(
      `INSERT INTO accounts (id, role, email, first_name, last_name, password_hash, email_verified, created_at)
       SELECT 'CUS-' || upper($1) || lpad(n::text, 4, '0'), 'user', $1 || n || '@example.com', 'Page', 'Test',
              'x', true,
              CASE WHEN n % 3 = 0 THEN TIMESTAMPTZ '2021-05-01 10:00:00.123456+00'
                   ELSE TIMESTAMPTZ '2021-05-01 10:00:00+00' + n * INTERVAL '1 second' END
       FROM generate_series(1, $2::int) AS n`,
      [tag, added],
    );
    // Older than all of them and not matching the search: never on any page of it.
    await server.db.query(
      `INSERT INTO accounts (id, role, email, first_name, last_name, password_hash, email_verified, created_at)
       VALUES ('CUS-' || upper($1) || 'OLD', 'user', 'someone-else@example.com', 'Old', 'Timer', 'x', true,
               TIMESTAMPTZ '2020-01-01 00:00:00+00')`,
      [tag.split('').reverse().join('')],
    );
  }, 60_000);

  async function page(before = '') {
    const query = new URLSearchParams({ role: 'user', search: tag, ...(before ? { before } : {}) });
    const reply = await c.get(`/ops/accounts?${query}`, ops.token);
    expect(reply.status).toBe(200);
    return accountsResponseSchema.parse(reply.body);
  }

  it('gives every account once, newest first, a page at a time', async () => {
    const seen: { ID: string; Created: string }[] = [];
    let next: string | null | undefined = '';
    let pages = 0;
    while (next !== null && next !== undefined && pages < 10) {
      const answer = await page(next);
      expect(answer.data.length).toBeLessThanOrEqual(accountsPageSize);
      seen.push(...answer.data);
      next = answer.Next;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(added);
    expect(new Set(seen.map((account) => account.ID)).size).toBe(added);
    const times = seen.map((account) => account.Created);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('answers the first page in the shape an older client reads', async () => {
    const first = await page();
    expect(first.data).toHaveLength(accountsPageSize);
    expect(first.Next).toMatch(/^\d+~CUS-/);
    expect(first.success).toBe(true);
  });

  it.each(['1~', '~CUS-1', 'abc~CUS-1', '12~bad id', `${'9'.repeat(18)}~CUS-1`])(
    'refuses the cursor %s with a 400 in words',
    async (before) => {
      const reply = await c.get(`/ops/accounts?before=${encodeURIComponent(before)}`, ops.token);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, message: 'The reference is missing or not valid.' });
    },
  );
});
