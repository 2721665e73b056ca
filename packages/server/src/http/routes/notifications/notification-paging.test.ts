// The bells page newest first with a cursor: a provider with 130 notifications and an operator with as many
// reach the first, each once; an old client's call (no cursor) answers the first page in the documented
// shape; a bad cursor is a 400 in words; a late page reads the account's index, not the table.
import { notificationsPageSize, notificationsResponseSchema } from '@callout/contracts/provider-jobs';
import { backends } from '@callout/server-testing/backends';
import { makeProvider, query } from '@callout/server-testing/fixtures/orders';
import { seedNotifications } from '@callout/server-testing/fixtures/provider';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationPageQuery } from '../../../domain/notifications/notification-list-queries';

const many = 130;

describe.each(backends)('notification paging on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let provider: Awaited<ReturnType<typeof makeProvider>>;
  let providerBell: string[];
  let operator: string;
  let operatorBell: string[];

  beforeAll(async () => {
    // Other accounts' notifications before the provider's, so that one account's are a few of all, among the
    // older ones too, as in a real database.
    for (let n = 0; n < 4; n += 1) {
      const other = await makeProvider(server.db, c);
      await seedNotifications(server.db, { accountId: other.id, count: 1000 });
    }
    provider = await makeProvider(server.db, c);
    providerBell = await seedNotifications(server.db, { accountId: provider.id, count: many });
    // And after: reading the table newest first from a page's cursor would pass others' newer ones.
    for (let n = 0; n < 4; n += 1) {
      const other = await makeProvider(server.db, c);
      await seedNotifications(server.db, { accountId: other.id, count: 1000 });
    }
    const staff = await signInOperator(server, c);
    operator = staff.token;
    const [row] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
      staff.email,
    ]);
    operatorBell = await seedNotifications(server.db, { accountId: row?.id ?? '', count: many });
  }, 120_000);

  /** Follows `Next` from the first page to the last; answers every page's ids. */
  async function allPages(path: string, token: string) {
    const pages: string[][] = [];
    let before = '';
    do {
      const reply = await c.get(`${path}${query(before ? { before } : {})}`, token);
      expect(reply.status).toBe(200);
      const page = notificationsResponseSchema.parse(reply.body);
      pages.push(page.data?.map((notice) => notice.Id) ?? []);
      before = page.Next ?? '';
    } while (before && pages.length < 20);
    return pages;
  }

  it("pages the provider's bell to the first notification, each once, newest first", async () => {
    const pages = await allPages('/provider/getnotifications', provider.token);
    expect(pages.map((page) => page.length)).toEqual([20, 20, 20, 20, 20, 20, 10]);
    expect(pages.flat()).toEqual(providerBell.slice(0, many));
  });

  it("pages the operator's bell the same way", async () => {
    const pages = await allPages('/ops/notifications', operator);
    expect(pages.flat()).toEqual(operatorBell);
  });

  it('answers an old client the first page in the documented shape', async () => {
    const first = notificationsResponseSchema.parse(
      (await c.get('/provider/getnotifications', provider.token)).body,
    );
    expect(first).toMatchObject({ success: true, message: 'Notifications loaded.' });
    expect(first.data).toHaveLength(notificationsPageSize);
    expect(first.data?.[0]).toEqual({
      Id: providerBell[0],
      Notification: `Notice ${many}`,
      Link: '/provider/orders',
      Time: '2023-01-01T10:10:00Z',
    });
    expect(first.Next).toBe(providerBell[notificationsPageSize - 1]);
  });

  it.each(['abc', '-1', '1.5', '9'.repeat(19)])(
    'refuses the cursor %s with a 400 in words',
    async (before) => {
      for (const reply of [
        await c.get(`/provider/getnotifications${query({ before })}`, provider.token),
        await c.get(`/ops/notifications${query({ before })}`, operator),
      ]) {
        expect(reply.status).toBe(400);
        expect(reply.body).toMatchObject({
          success: false,
          message: 'The reference is missing or not valid.',
        });
      }
    },
  );

  it("reads a late page through the account's index", async () => {
    await server.db.query('ANALYZE notifications');
    const [sql, params] = notificationPageQuery(provider.id, providerBell[notificationsPageSize - 1] ?? '');
    const [plan] = await server.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    const text = JSON.stringify(plan?.['QUERY PLAN']);
    // Never by reading the table. The statement is planned for its account (plannedPerCall): an account
    // with a few of all the rows is read off an index that starts with it (a short bell may be taken whole by
    // a bitmap scan and sorted; a long one in order off notifications_account). One with as large a share as
    // this one's of this small table may instead be read newest first below the cursor, by the primary key,
    // the planner expecting a page within a few dozen rows.
    expect(text).toContain(`account_id = '${provider.id}'::text`);
    expect(text).toMatch(
      /"Index Name":"notifications_(account|event)"[^{}]*"Index Cond":"\(+account_id = |"Index Name":"notifications_pkey"[^{}]*"Index Cond":"\(id < /,
    );
    expect(text).not.toContain('Seq Scan');
  });
});
