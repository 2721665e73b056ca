// Support cases page with a cursor: an account with 300 cases reaches its first, each once, newest first,
// also where cases were opened at the same moment; the search pages the same way; the operators' queue pages
// oldest first per queue; a case's chat in the console opens at its newest messages and pages back to the
// first; old clients' calls (no cursor) answer the first page in the documented shape; a bad cursor is a 400;
// late pages read the indexes (the queues' without sorting).
import { caseDetailResponseSchema, caseQueueResponseSchema } from '@callout/contracts/operator-support';
import { chatPageSize, supportCasesPageSize, supportCasesResponseSchema } from '@callout/contracts/support';
import { backends } from '@callout/server-testing/backends';
import { query } from '@callout/server-testing/fixtures/orders';
import {
  openCase,
  seedChatMessages,
  seedSupportCases,
  signInOperator,
} from '@callout/server-testing/fixtures/support';
import { signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorCasesQuery, ownCasesQuery } from '../../../domain/support/case-store';

const many = 300;

describe.each(backends)('support case paging on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let customer: { token: string; id: string };
  let operator: string;
  /** Oldest first. */
  let opened: string[];
  let chatCase: string;
  let chatShown: number[];

  beforeAll(async () => {
    const account = await signUp(c, 'user');
    const [row] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
      account.email,
    ]);
    customer = { token: account.token, id: row?.id ?? '' };
    opened = await seedSupportCases(server.db, { accountId: customer.id, count: many });
    operator = (await signInOperator(server, c)).token;
    // The chat's case is opened now, after every seeded one: the newest of the account, last of the queue.
    chatCase = await openCase(c, 'user', customer.token, 'A very long conversation');
    chatShown = await seedChatMessages(server.db, { caseId: chatCase, senderId: customer.id, count: 260 });
    await server.db.query('ANALYZE support_cases');
  }, 120_000);

  /** Follows `Next` from the first page to the last; answers every page's case ids. */
  async function ownPages(value = '') {
    const pages: string[][] = [];
    let before = '';
    do {
      const reply = await c.post(
        '/loadsupportcases',
        { value, ...(before ? { before } : {}) },
        customer.token,
      );
      expect(reply.status).toBe(200);
      const page = supportCasesResponseSchema.parse(reply.body);
      pages.push(page.data?.map((row) => row.CaseID) ?? []);
      before = page.Next ?? '';
    } while (before && pages.length < 20);
    return pages;
  }

  it('pages the account to its first case, each once, newest first', async () => {
    const pages = await ownPages();
    expect(pages.map((page) => page.length)).toEqual([50, 50, 50, 50, 50, 50, 1]);
    expect(pages.flat()).toEqual([chatCase, ...opened.toReversed()]);
  });

  it('answers an old client the first page in the documented shape', async () => {
    const reply = await c.post('/loadsupportcases', { value: '' }, customer.token);
    const first = supportCasesResponseSchema.parse(reply.body);
    expect(first).toMatchObject({ success: true, message: 'Support cases loaded.' });
    expect(first.data).toHaveLength(supportCasesPageSize);
    expect(first.data?.[1]).toEqual({
      CaseID: opened.at(-1),
      Subject: `Case number ${many}`,
      Status: 'CLOSED',
      Created: '2021-05-01T14:01:00Z',
    });
    expect(first.Next).toMatch(/^\d+~CS-/);
  });

  it('pages the search the same way', async () => {
    // "Case number 1" matches 1, 10–19 and 100–199: 111 cases.
    const pages = await ownPages('Case number 1');
    expect(pages.map((page) => page.length)).toEqual([50, 50, 11]);
    const matching = opened.filter((_, i) => String(i + 1).startsWith('1'));
    expect(pages.flat()).toEqual(matching.toReversed());
  });

  /** Follows the queue's `Next` from the first page to the last. */
  async function queuePages(status: string) {
    const pages: string[][] = [];
    let before = '';
    do {
      const reply = await c.get(
        `/operator/cases${query({ status, ...(before ? { before } : {}) })}`,
        operator,
      );
      expect(reply.status).toBe(200);
      const page = caseQueueResponseSchema.parse(reply.body);
      pages.push(page.data.map((row) => row.CaseID));
      before = page.Next ?? '';
    } while (before && pages.length < 20);
    return pages;
  }

  it("pages each of the operators' queues oldest first, each case once", async () => {
    // The demo's cases are in the queues too; every page but the last is full.
    const mine = new Set([...opened, chatCase]);
    const ours = (pages: string[][]) => pages.flat().filter((id) => mine.has(id));
    const full = (pages: string[][]) =>
      pages.slice(0, -1).every((page) => page.length === supportCasesPageSize);
    const waiting = await queuePages('open');
    expect(ours(waiting)).toEqual([...opened.filter((_, i) => (i + 1) % 3 !== 0), chatCase]);
    const closed = await queuePages('closed');
    expect(ours(closed)).toEqual(opened.filter((_, i) => (i + 1) % 3 === 0));
    const all = await queuePages('all');
    expect(ours(all)).toEqual([...opened, chatCase]);
    expect(all.flat()).toHaveLength(new Set(all.flat()).size);
    expect([waiting, closed, all].every(full)).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(7);
  });

  it("answers the queue's first page to an old client in the documented shape", async () => {
    const reply = await c.get('/operator/cases', operator);
    const first = caseQueueResponseSchema.parse(reply.body);
    expect(first.data).toHaveLength(supportCasesPageSize);
    expect(first.data[0]).toMatchObject({ CaseID: opened[0], Status: 'NEW', Messages: 0, OwnerRole: 'user' });
  });

  it("opens a case's chat in the console at its newest messages and pages back to the first", async () => {
    const numbers = (messages: { Message: string | null }[]) =>
      messages.map((message) => Number(message.Message?.replace('Message ', '')));
    const pages: number[][] = [];
    let before = '';
    do {
      const reply = await c.get(`/operator/cases/${chatCase}${query(before ? { before } : {})}`, operator);
      expect(reply.status).toBe(200);
      const page = caseDetailResponseSchema.parse(reply.body);
      expect(page.data.case).toMatchObject({ CaseID: chatCase, Messages: chatShown.length });
      pages.unshift(numbers(page.data.messages));
      before = page.Next ?? '';
    } while (before && pages.length < 20);
    expect(pages.at(-1)).toEqual(chatShown.slice(-chatPageSize));
    expect(pages.flat()).toEqual(chatShown);
  });

  it.each(['1~', '~CS-1', 'abc~CS-1', '12~bad id', `${'9'.repeat(18)}~CS-1`])(
    'refuses the cursor %s with a 400 in words',
    async (before) => {
      const own = await c.post('/loadsupportcases', { value: '', before }, customer.token);
      const queue = await c.get(`/operator/cases${query({ before })}`, operator);
      const chat = await c.get(`/operator/cases/${chatCase}${query({ before })}`, operator);
      for (const reply of [own, queue, chat]) {
        expect(reply.status).toBe(400);
        expect(reply.body).toMatchObject({
          success: false,
          message: 'The reference is missing or not valid.',
        });
      }
    },
  );

  const planOf = async ([sql, params]: [string, unknown[]]) => {
    const [plan] = await server.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    return JSON.stringify(plan?.['QUERY PLAN']);
  };

  it("reads a late page of the account's cases off its newest-first index", async () => {
    // Other accounts' cases, so that one account's are a few of them, as in a real database.
    for (let n = 0; n < 4; n += 1) {
      const other = await signUp(c, 'user');
      const [row] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
        other.email,
      ]);
      await seedSupportCases(server.db, { accountId: row?.id ?? '', count: 1000, status: 'CLOSED' });
    }
    await server.db.query('ANALYZE support_cases');
    const first = supportCasesResponseSchema.parse(
      (await c.post('/loadsupportcases', { value: '' }, customer.token)).body,
    );
    const plan = await planOf(
      ownCasesQuery(customer.id, { search: '', before: first.Next ?? '', size: supportCasesPageSize }),
    );
    // The planner may sort the few rows the index gives (a bitmap scan) where a table is this small.
    expect(plan).toContain('"Index Name":"support_cases_account_newest"');
    expect(plan).not.toContain('Seq Scan');
  });

  it.each([
    [['NEW', 'OPEN'], 'support_cases_waiting'],
    [['CLOSED'], 'support_cases_status_opened'],
    [['NEW', 'OPEN', 'CLOSED'], 'support_cases_opened'],
  ] as const)('reads a late page of the queue of %j off %s, without sorting', async (statuses, index) => {
    const before = `${Date.parse('2021-05-01T10:00:00Z') * 1000}~CS-0`;
    const plan = await planOf(operatorCasesQuery({ statuses, before, size: supportCasesPageSize }));
    expect(plan).toContain(index);
    expect(plan).not.toContain('"Node Type":"Sort"');
  });
});
