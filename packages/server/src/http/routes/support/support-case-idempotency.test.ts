// The Idempotency-Key and the proposed case number of POST /newsupportcase: what the offline outbox relies
// on to open a case once, and to queue the case's first messages behind it.
import { supportCasesResponseSchema } from '@callout/contracts/support';
import { backends } from '@callout/server-testing/backends';
import { type Client, client, prefixOf, signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { supportMessages } from '../../../domain/support/messages';

describe.each(backends)('support case Idempotency-Key on $name', (backend) => {
  const { server } = suiteServer(backend);

  const post = (token: string, form: Record<string, string>, key?: string, prefix = '') =>
    server.app.inject({
      method: 'POST',
      url: `/api${prefix}/newsupportcase`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload: new URLSearchParams(form).toString(),
    });

  const listCases = async (c: Client, token: string, prefix = '') =>
    supportCasesResponseSchema.parse((await c.post(`${prefix}/loadsupportcases`, { value: '' }, token)).body)
      .data ?? [];

  it.each(['user', 'provider'] as const)(
    'opens one case for a repeated key and answers the repeat with the first result (%s)',
    async (role) => {
      const c = client(server.app);
      const { token } = await signUp(c, role);
      const prefix = prefixOf(role);
      const key = '0f8c2a52-7f0e-4d8e-a1b2-c3d4e5f60718';
      const firstTry = await post(token, { value: 'Charged twice for one job' }, key, prefix);
      const again = await post(token, { value: 'Charged twice for one job' }, key, prefix);
      expect([firstTry.statusCode, again.statusCode]).toEqual([201, 201]);
      expect(firstTry.json()).toEqual({
        success: true,
        message: supportMessages.caseCreated,
        data: { CaseID: expect.stringMatching(/^CS-[0-9A-Z]{8}$/) },
      });
      expect(again.json()).toEqual(firstTry.json());
      expect(firstTry.headers['idempotent-replayed']).toBeUndefined();
      expect(again.headers['idempotent-replayed']).toBe('true');

      const cases = await listCases(c, token, prefix);
      expect(cases.map((row) => [row.CaseID, row.Subject])).toEqual([
        [firstTry.json().data.CaseID, 'Charged twice for one job'],
      ]);
    },
  );

  it('opens one case for racing copies, and a case per post without a key', async () => {
    const c = client(server.app);
    const { token } = await signUp(c, 'user');
    const raced = await Promise.all([
      post(token, { value: 'Raced subject' }, 'race-1'),
      post(token, { value: 'Raced subject' }, 'race-1'),
      post(token, { value: 'Raced subject' }, 'race-1'),
    ]);
    expect(raced.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(raced.map((answer) => answer.json().data.CaseID)).size).toBe(1);

    await post(token, { value: 'No key at all' });
    await post(token, { value: 'No key at all' });
    expect((await listCases(c, token)).map((row) => row.Subject).sort()).toEqual([
      'No key at all',
      'No key at all',
      'Raced subject',
    ]);
  });

  it('opens the case under the number the app proposed, so queued messages reach it', async () => {
    const c = client(server.app);
    const { token } = await signUp(c, 'user');
    const created = await post(token, { value: 'Opened in a lift', CaseID: 'cs-7f3k9q2a' }, 'lift-case');
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({ CaseID: 'CS-7F3K9Q2A' });
    const sent = await c.post(
      '/newchat',
      { ChatId: 'CS-7F3K9Q2A', Category: 'SUPPORT', Message: 'Written before it arrived' },
      token,
    );
    expect(sent.status).toBe(201);
    const chat = await c.post('/loadchats', { category: 'SUPPORT', chatid: 'CS-7F3K9Q2A' }, token);
    expect(chat.body).toMatchObject({ status: 'NEW', data: [{ Message: 'Written before it arrived' }] });

    for (const CaseID of ['CS-7F3K9Q2', 'CS-7F3K9Q2AB', 'XX-7F3K9Q2A', 'CS-7F3K9Q2I', "CS-'; DROP"]) {
      expect(await c.post('/newsupportcase', { value: 'Bad case number', CaseID }, token), CaseID).toEqual({
        status: 400,
        body: {
          success: false,
          message: 'A case number is CS- followed by 8 letters or digits.',
          field: 'CaseID',
        },
      });
    }
  });

  it('gives a number already taken a fresh one of its own, without touching that case', async () => {
    const c = client(server.app);
    const alice = await signUp(c, 'user');
    const bob = await signUp(c, 'user');
    const alices = await post(alice.token, { value: 'Alice needs help', CaseID: 'CS-A11CE000' }, 'shared');
    expect(alices.statusCode).toBe(201);

    // Answered like any new case: nothing says another account holds the number.
    const taken = await post(bob.token, { value: 'Bob wants it too', CaseID: 'CS-A11CE000' }, 'bobs-key');
    expect(taken.statusCode).toBe(201);
    const bobsNumber = taken.json().data.CaseID as string;
    expect(bobsNumber).toMatch(/^CS-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(bobsNumber).not.toBe('CS-A11CE000');
    expect(taken.json()).toEqual({
      success: true,
      message: supportMessages.caseCreated,
      data: { CaseID: bobsNumber },
    });
    expect(await listCases(c, bob.token)).toMatchObject([
      { CaseID: bobsNumber, Subject: 'Bob wants it too' },
    ]);
    expect(await listCases(c, alice.token)).toMatchObject([
      { CaseID: 'CS-A11CE000', Subject: 'Alice needs help' },
    ]);
    // The replayed post answers with Bob's own number, and Alice's chat stays closed to him.
    const replay = await post(bob.token, { value: 'Bob wants it too', CaseID: 'CS-A11CE000' }, 'bobs-key');
    expect(replay.json().data).toEqual({ CaseID: bobsNumber });
    const peek = await c.post('/loadchats', { category: 'SUPPORT', chatid: 'CS-A11CE000' }, bob.token);
    expect(peek.body.data ?? []).toEqual([]);
    // The same goes for a number of one's own.
    const again = await post(alice.token, { value: 'Alice again', CaseID: 'CS-A11CE000' }, 'other-key');
    expect(again.statusCode).toBe(201);
    expect(again.json().data.CaseID).not.toBe('CS-A11CE000');

    // Alice's key is hers: the same key from Bob opens Bob's own case.
    const bobs = await post(bob.token, { value: 'Bob with the same key' }, 'shared');
    expect(bobs.statusCode).toBe(201);
    expect(bobs.headers['idempotent-replayed']).toBeUndefined();
    expect(bobs.json().data.CaseID).not.toBe('CS-A11CE000');
    expect((await listCases(c, bob.token)).map((row) => row.Subject).sort()).toEqual([
      'Bob wants it too',
      'Bob with the same key',
    ]);

    for (const key of ['x'.repeat(101), '', 'has space']) {
      const refused = await post(alice.token, { value: 'Bad key here' }, key);
      expect(refused.statusCode, key).toBe(400);
      expect(refused.json()).toEqual({ success: false, message: supportMessages.idempotencyKey });
    }
  });

  it('answers a replay even once the hourly limit of new cases is reached', async () => {
    const c = client(server.app);
    const { token } = await signUp(c, 'user');
    const first = await post(token, { value: 'The first question' }, 'first-case');
    for (let i = 1; i < 10; i += 1) await post(token, { value: `Question number ${i}` });
    expect((await post(token, { value: 'One too many' })).statusCode).toBe(429);
    const replay = await post(token, { value: 'The first question' }, 'first-case');
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
  });
});
