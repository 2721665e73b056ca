import { supportCasesResponseSchema, supportSubjectMessage } from '@callout/contracts/support';
import { backends } from '@callout/server-testing/backends';
import { openCase } from '@callout/server-testing/fixtures/support';
import { client, prefixOf, signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { supportMessages } from '../../../domain/support/messages';
import { messages } from '../../../messages';

describe.each(backends)('support cases on $name', (backend) => {
  const { server } = suiteServer(backend);

  describe.each(['user', 'provider'] as const)('for a %s', (role) => {
    const prefix = prefixOf(role);

    it('opens cases as NEW, lists them newest first and searches them', async () => {
      const c = client(server.app);
      const { token } = await signUp(c, role);
      const empty = supportCasesResponseSchema.parse(
        (await c.post(`${prefix}/loadsupportcases`, {}, token)).body,
      );
      expect(empty).toMatchObject({ success: true, data: [] });

      expect(
        await c.post(`${prefix}/newsupportcase`, { value: '  Refund for a cancelled job  ' }, token),
      ).toEqual({
        status: 201,
        body: {
          success: true,
          message: supportMessages.caseCreated,
          data: { CaseID: expect.stringMatching(/^CS-[0-9A-Z]{8}$/) },
        },
      });
      const second = await openCase(c, role, token, 'Provider did not arrive');

      const all = supportCasesResponseSchema.parse(
        (await c.post(`${prefix}/loadsupportcases`, { value: '' }, token)).body,
      );
      expect(all.data?.map((row) => [row.Subject, row.Status])).toEqual([
        ['Provider did not arrive', 'NEW'],
        ['Refund for a cancelled job', 'NEW'],
      ]);
      expect(all.data?.[0]?.CaseID).toBe(second);
      expect(all.data?.[0]?.CaseID).toMatch(/^CS-[0-9A-Z]{8}$/);
      expect(new Date(all.data?.[0]?.Created ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);

      const search = async (value: string) =>
        supportCasesResponseSchema
          .parse((await c.post(`${prefix}/loadsupportcases`, { value }, token)).body)
          .data?.map((row) => row.Subject);
      expect(await search('REFUND')).toEqual(['Refund for a cancelled job']);
      expect(await search(second.toLowerCase())).toEqual(['Provider did not arrive']);
      // LIKE wildcards are taken literally.
      expect(await search('%')).toEqual([]);
      expect(await search('_')).toEqual([]);
    });

    it('refuses a subject outside 5 to 150 characters with the spec message', async () => {
      const c = client(server.app);
      const { token } = await signUp(c, role);
      for (const value of ['', 'Help', 'x'.repeat(151)]) {
        expect(await c.post(`${prefix}/newsupportcase`, { value }, token)).toEqual({
          status: 400,
          body: { success: false, message: supportSubjectMessage, field: 'value' },
        });
      }
      expect((await c.post(`${prefix}/newsupportcase`, {}, token)).body.message).toBe(supportSubjectMessage);
      expect((await c.post(`${prefix}/loadsupportcases`, { value: 'x'.repeat(500) }, token)).status).toBe(
        400,
      );
    });

    it('needs a session of the right role', async () => {
      const c = client(server.app);
      const other = role === 'user' ? 'provider' : 'user';
      const { token } = await signUp(c, other);
      for (const call of [
        c.post(`${prefix}/loadsupportcases`, { value: '' }),
        c.post(`${prefix}/newsupportcase`, { value: 'Hello there' }, token),
      ]) {
        expect(await call).toEqual({
          status: 401,
          body: { success: false, message: messages.sessionExpired },
        });
      }
    });
  });

  it("never lists another account's cases", async () => {
    const c = client(server.app);
    const alice = await signUp(c, 'user');
    const bob = await signUp(c, 'user');
    const provider = await signUp(c, 'provider');
    await openCase(c, 'user', alice.token, 'Alice needs help');
    const bobs = supportCasesResponseSchema.parse(
      (await c.post('/loadsupportcases', { value: '' }, bob.token)).body,
    );
    expect(bobs.data).toEqual([]);
    const providers = supportCasesResponseSchema.parse(
      (await c.post('/provider/loadsupportcases', { value: 'Alice' }, provider.token)).body,
    );
    expect(providers.data).toEqual([]);
  });

  it('limits how many cases one account opens in an hour', async () => {
    const c = client(server.app);
    const { token } = await signUp(c, 'user');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await c.post('/newsupportcase', { value: `Question number ${i}` }, token)).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
