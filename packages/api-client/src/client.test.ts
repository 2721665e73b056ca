import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiContractError, formBody, parseJson } from './client';

const schema = z.object({ success: z.boolean(), message: z.string() });

describe('parseJson', () => {
  it('returns a body that matches the schema', async () => {
    const call = Promise.resolve(Response.json({ success: true, message: 'ok' }));
    await expect(parseJson(schema, call, 'x')).resolves.toEqual({ success: true, message: 'ok' });
  });

  it("keeps the input a refusal names, which the schema does not list, and only a refusal's", async () => {
    const refusal = { success: false, message: 'Podaj numer.', field: 'nino' };
    await expect(
      parseJson(schema, Promise.resolve(Response.json(refusal, { status: 400 })), 'x'),
    ).resolves.toEqual(refusal);
    const answer = { success: true, message: 'ok', field: 'nino' };
    await expect(parseJson(schema, Promise.resolve(Response.json(answer)), 'x')).resolves.toEqual({
      success: true,
      message: 'ok',
    });
  });

  it('turns a body of the wrong shape into a clear error, never undefined', async () => {
    const call = Promise.resolve(Response.json({ success: 'yes' }));
    await expect(parseJson(schema, call, 'faqs')).rejects.toThrow(ApiContractError);
    await expect(parseJson(schema, Promise.resolve(Response.json({})), 'faqs')).rejects.toThrow(/faqs/);
  });
});

describe('formBody', () => {
  it('form-encodes values and leaves out missing ones', () => {
    expect(formBody({ email: 'a@b.co', phone: undefined, n: 3 }).toString()).toBe('email=a%40b.co&n=3');
  });
});
