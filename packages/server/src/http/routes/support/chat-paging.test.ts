// A long chat opens at its newest messages and pages back to the first, each message once and in order,
// deleted ones left out; an old client's call (no cursor) answers the newest page in the documented shape;
// a bad cursor is a 400 in words.
import { chatPageSize, loadChatsResponseSchema } from '@callout/contracts/support';
import { backends } from '@callout/server-testing/backends';
import { openCase, seedChatMessages } from '@callout/server-testing/fixtures/support';
import { signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';

const written = 400;

describe.each(backends)('chat paging on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let token: string;
  let caseId: string;
  let shown: number[];

  beforeAll(async () => {
    const account = await signUp(c, 'user');
    token = account.token;
    caseId = await openCase(c, 'user', token);
    const [row] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
      account.email,
    ]);
    shown = await seedChatMessages(server.db, { caseId, senderId: row?.id ?? '', count: written });
  }, 120_000);

  const load = async (before?: string) => {
    const reply = await c.post(
      '/loadchats',
      { category: 'SUPPORT', chatid: caseId, ...(before ? { before } : {}) },
      token,
    );
    expect(reply.status).toBe(200);
    return loadChatsResponseSchema.parse(reply.body);
  };
  const numbers = (page: Awaited<ReturnType<typeof load>>) =>
    (page.data ?? []).map((message) => Number(message.Message?.replace('Message ', '')));

  it('opens at the newest page, oldest of it first, in the documented shape', async () => {
    const newest = await load();
    expect(newest).toMatchObject({ success: true, status: 'NEW' });
    expect(numbers(newest)).toEqual(shown.slice(-chatPageSize));
    expect(newest.Next).toBe(newest.data?.[0]?.Id);
  });

  it('pages back to the first message, each once', async () => {
    const pages: number[][] = [];
    let before: string | null | undefined;
    do {
      const page = await load(before ?? undefined);
      pages.unshift(numbers(page));
      before = page.Next;
    } while (before && pages.length < 20);
    expect(pages.flat()).toEqual(shown);
    expect(pages.slice(1).every((page) => page.length === chatPageSize)).toBe(true);
  });

  it.each(['abc', '-1', '1.5', '9'.repeat(19)])(
    'refuses the cursor %s with a 400 in words',
    async (before) => {
      const reply = await c.post('/loadchats', { category: 'SUPPORT', chatid: caseId, before }, token);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, message: 'The reference is missing or not valid.' });
    },
  );
});
