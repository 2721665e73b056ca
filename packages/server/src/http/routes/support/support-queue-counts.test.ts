// The operators' queue shows each case's messages not deleted and when the last came, as counting them did:
// through messages posted, deleted, forgotten with their sender's account, removed and bulk loaded. The plan
// reads neither by walking a chat's messages: a long chat at the head of the queue costs what a short one does.
import { caseQueueResponseSchema } from '@callout/contracts/operator-support';
import { backends } from '@callout/server-testing/backends';
import { openCase, seedChatMessages, signInOperator } from '@callout/server-testing/fixtures/support';
import { signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorCasesQuery } from '../../../domain/support/case-store';

describe.each(backends)("the operators' queue's message counts on $name", (backend) => {
  const { server, c } = suiteServer(backend);
  let operator: string;
  let customer: { token: string; id: string };
  let cases: string[];

  beforeAll(async () => {
    const account = await signUp(c, 'user');
    const [row] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
      account.email,
    ]);
    customer = { token: account.token, id: row?.id ?? '' };
    operator = (await signInOperator(server, c)).token;
    cases = [];
    for (const subject of ['First question', 'Second question', 'Third question'])
      cases.push(await openCase(c, 'user', customer.token, subject));
  }, 120_000);

  /** Each of our cases as every page of the queue (all statuses) shows it. */
  async function shown() {
    const rows: Record<string, { Messages: number; LastMessage: string | null }> = {};
    let before = '';
    let pages = 0;
    do {
      const reply = await c.get(`/operator/cases?status=all${before ? `&before=${before}` : ''}`, operator);
      expect(reply.status).toBe(200);
      const page = caseQueueResponseSchema.parse(reply.body);
      for (const row of page.data ?? [])
        if (cases.includes(row.CaseID))
          rows[row.CaseID] = { Messages: row.Messages, LastMessage: row.LastMessage };
      before = page.Next ?? '';
      pages += 1;
    } while (before && pages < 50);
    return rows;
  }

  /** Counted from the messages, as the queue did before the counts were kept. */
  async function counted() {
    const rows = await server.db.query<{ id: string; Messages: number; LastMessage: string | null }>(
      `SELECT c.id,
         (SELECT count(*)::int FROM chat_messages m
          WHERE m.category = 'SUPPORT' AND m.chat_ref = c.id AND m.deleted_at IS NULL) AS "Messages",
         (SELECT to_char(max(m.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') FROM chat_messages m
          WHERE m.category = 'SUPPORT' AND m.chat_ref = c.id) AS "LastMessage"
       FROM support_cases c WHERE c.id = ANY($1::text[])`,
      [cases],
    );
    return Object.fromEntries(rows.map(({ id, ...row }) => [id, row]));
  }

  it('counts the messages not deleted as they come, are deleted and go', async () => {
    const [first, second, third] = cases as [string, string, string];
    expect(await shown()).toEqual(await counted());
    // Bulk loaded: 260 messages, every seventh deleted; and the same again in another chat.
    await seedChatMessages(server.db, { caseId: first, senderId: customer.id, count: 260 });
    await seedChatMessages(server.db, { caseId: second, senderId: customer.id, count: 20 });
    expect((await shown())[first]?.Messages).toBe(260 - 37);
    expect(await shown()).toEqual(await counted());
    // A reply, then the customer's own post in the third case.
    const reply = await c.post(`/operator/cases/${first}/reply`, { Message: 'How can we help?' }, operator);
    expect(reply.status).toBe(201);
    await server.db.query(
      `INSERT INTO chat_messages (category, chat_ref, sender_id, body) VALUES ('SUPPORT', $1, $2, 'Hello')`,
      [third, customer.id],
    );
    expect((await shown())[first]?.Messages).toBe(260 - 37 + 1);
    expect(await shown()).toEqual(await counted());
    // Deleted as the sender deletes one (chat-store.ts), twice; a deleted one deleted again counts once.
    const [newest] = await server.db.query<{ id: string }>(
      `SELECT id::text FROM chat_messages WHERE category = 'SUPPORT' AND chat_ref = $1 AND deleted_at IS NULL
       ORDER BY id DESC LIMIT 1`,
      [second],
    );
    for (let time = 0; time < 2; time += 1)
      await server.db.query(
        'UPDATE chat_messages SET deleted_at = now(), body = NULL, image_id = NULL WHERE id = $1',
        [newest?.id],
      );
    expect((await shown())[second]?.Messages).toBe(20 - 2 - 1);
    // Removed outright, deleted ones and not; moved to another chat; an order's chat is no case's.
    await server.db.query(
      `DELETE FROM chat_messages WHERE category = 'SUPPORT' AND chat_ref = $1 AND id % 3 = 0`,
      [first],
    );
    await server.db.query(
      `UPDATE chat_messages SET chat_ref = $2 WHERE category = 'SUPPORT' AND chat_ref = $1 AND id % 3 = 1`,
      [first, third],
    );
    await server.db.query(
      `UPDATE chat_messages SET category = 'ORDER' WHERE category = 'SUPPORT' AND chat_ref = $1 AND id % 4 = 0`,
      [second],
    );
    expect(await shown()).toEqual(await counted());
    // The account forgotten: its support messages lose their text, like deleted ones (forget-support-texts).
    await server.db.query(
      `UPDATE chat_messages SET body = NULL, image_id = NULL, deleted_at = coalesce(deleted_at, now())
       WHERE sender_id = $1 AND category = 'SUPPORT'`,
      [customer.id],
    );
    const after = await shown();
    expect(after).toEqual(await counted());
    expect(after[third]?.Messages).toBe(0);
    expect(after[first]?.Messages).toBe(1);
  });

  it("reads no chat's messages one by one for the head of the queue", async () => {
    // A long chat in the case waiting longest (every open case of the suite opened before it moved back).
    const [first] = cases as [string];
    await server.db.query(
      `UPDATE support_cases SET status = 'OPEN', created_at = TIMESTAMPTZ '2001-01-01 00:00:00+00' WHERE id = $1`,
      [first],
    );
    await seedChatMessages(server.db, { caseId: first, senderId: customer.id, count: 3000 });
    await server.db.query('ANALYZE');
    const [sql, params] = operatorCasesQuery({ statuses: ['NEW', 'OPEN'], size: 50 });
    const [plan] = await server.db.query<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
      params,
    );
    const text = JSON.stringify(plan?.['QUERY PLAN']);
    // Every node that reads chat_messages reads at most one row for each case shown.
    const reads = [...text.matchAll(/"Relation Name":"chat_messages"[^{}]*?"Actual Rows":(\d+)/g)].map(
      (match) => Number(match[1]),
    );
    expect(reads.length).toBeGreaterThan(0);
    expect(Math.max(...reads)).toBeLessThanOrEqual(1);
    expect(text).toContain('"Index Name":"chat_messages_chat_time"');
  });
});
