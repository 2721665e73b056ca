// The Idempotency-Key of POST /provider/updateschedule: what the offline outbox relies on so that a schedule
// change made offline is applied once, however often it arrives, and never over a later change.
import { getScheduleResponseSchema } from '@callout/contracts/provider-schedule';
import { backends } from '@callout/server-testing/backends';
import { type Client, client, signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { reviewMessages } from '../../../domain/catalogue/reviews/messages';
import { providerMessages } from '../../../domain/provider/messages';

describe.each(backends)('schedule Idempotency-Key on $name', (backend) => {
  const { server } = suiteServer(backend);

  /** POST like the offline outbox: form body, Bearer token and, when given, an Idempotency-Key. */
  const update = (token: string, form: Record<string, string>, key?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/provider/updateschedule',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload: new URLSearchParams(form).toString(),
    });

  const scheduleOf = async (c: Client, token: string) =>
    getScheduleResponseSchema.parse((await c.get('/provider/getschedule', token)).body).data?.[0];

  const provider = async () => {
    const c = client(server.app);
    return { c, token: (await signUp(c, 'provider')).token };
  };

  const august = { status: 'SCHEDULED', starts: '2031-08-01', ends: '2031-08-31' };

  it('applies a repeated key once: a late copy does not undo a newer change', async () => {
    const { c, token } = await provider();
    const first = await update(token, august, 'offline-change-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: providerMessages.scheduleUpdated });
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    // The provider changes it again, then the outbox's copy of the first change arrives once more.
    expect((await update(token, { status: 'ACTIVE' })).statusCode).toBe(200);
    const again = await update(token, august, 'offline-change-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await scheduleOf(c, token)).toEqual({ Start: '01/08/2031', End: '31/08/2031', Status: 'ACTIVE' });
  });

  it('applies racing copies of one key once', async () => {
    const { c, token } = await provider();
    const raced = await Promise.all([1, 2, 3].map(() => update(token, august, 'raced-change')));
    expect(raced.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(raced.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect((await scheduleOf(c, token))?.Status).toBe('SCHEDULED');
  });

  it('refuses a key sent again with another change, and changes nothing', async () => {
    const { c, token } = await provider();
    await update(token, { status: 'ACTIVE' }, 'one-change');
    const other = await update(token, { status: 'INACTIVE' }, 'one-change');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ success: false, message: providerMessages.scheduleKeyReused });
    expect((await scheduleOf(c, token))?.Status).toBe('ACTIVE');
    // For ACTIVE the dates are not part of the change: sending some with the same key is the same change.
    const same = await update(
      token,
      { status: 'ACTIVE', starts: '2031-01-01', ends: '2031-01-02' },
      'one-change',
    );
    expect(same.headers['idempotent-replayed']).toBe('true');
  });

  it('keeps no key for a refused change, so the corrected one is applied', async () => {
    const { c, token } = await provider();
    const backwards = { status: 'SCHEDULED', starts: '2031-08-31', ends: '2031-08-01' };
    const refused = await update(token, backwards, 'fixed-later');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(providerMessages.scheduleEndsBeforeStart);
    const fixed = await update(token, august, 'fixed-later');
    expect(fixed.statusCode).toBe(200);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    expect((await scheduleOf(c, token))?.Status).toBe('SCHEDULED');
  });

  it("keeps each provider's keys apart", async () => {
    const first = await provider();
    const second = await provider();
    await update(first.token, { status: 'ACTIVE' }, 'same-key');
    const theirs = await update(second.token, august, 'same-key');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect((await scheduleOf(first.c, first.token))?.Status).toBe('ACTIVE');
    expect((await scheduleOf(second.c, second.token))?.Status).toBe('SCHEDULED');
  });

  it('refuses a malformed key with a message, and changes nothing', async () => {
    const { c, token } = await provider();
    const bad = await update(token, { status: 'ACTIVE' }, 'has spaces');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: reviewMessages.badKey });
    expect((await scheduleOf(c, token))?.Status).toBe('INACTIVE');
  });
});
