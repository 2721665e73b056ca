// A route's input is parsed with its declared schemas where the handler first reads it: after the session
// check (a malformed call without a session is a 401), in the order the handler reads the parts, with the
// declaration's field messages, and once per request.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, registerErrorHandling } from '../errors';
import { documented } from './openapi/route-contract';
import { inputOf } from './route-input';

async function appWithRoute() {
  const app = Fastify();
  registerErrorHandling(app);
  let parses = 0;
  app.post(
    '/things/:thingId',
    documented({
      summary: 'A test route',
      access: 'user',
      params: z.object({ thingId: z.string().regex(/^\d+$/, 'No such thing.') }),
      body: z.object({
        name: z
          .string()
          .min(1)
          .transform((name) => {
            parses += 1;
            return name.toUpperCase();
          }),
      }),
      fieldMessages: { name: 'Give the thing a name.' },
      response: z.object({ name: z.string() }),
    }),
    async (request) => {
      if (request.headers.authorization !== 'Bearer ok') throw new ApiError(401, 'Please sign in.');
      const { thingId } = inputOf(request).params;
      const { name } = inputOf(request).body;
      return { thingId, name, again: inputOf(request).body.name };
    },
  );
  await app.ready();
  const call = (url: string, payload: unknown, signedIn = true) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, string>,
      headers: signedIn ? { authorization: 'Bearer ok' } : {},
    });
  return { app, call, parses: () => parses };
}

describe('inputOf', () => {
  it('leaves the session check first: a malformed call without a session is a 401', async () => {
    const { app, call } = await appWithRoute();
    const answer = await call('/things/x', {}, false);
    expect([answer.statusCode, answer.json().message]).toEqual([401, 'Please sign in.']);
    await app.close();
  });

  it('refuses the part the handler reads first, with the declared words', async () => {
    const { app, call } = await appWithRoute();
    expect((await call('/things/x', {})).json()).toEqual({
      success: false,
      message: 'No such thing.',
      field: 'thingId',
    });
    expect((await call('/things/1', {})).json()).toEqual({
      success: false,
      message: 'Give the thing a name.',
      field: 'name',
    });
    await app.close();
  });

  it('gives the parsed input, parsing each part once per request', async () => {
    const { app, call, parses } = await appWithRoute();
    expect((await call('/things/7', { name: 'lamp' })).json()).toEqual({
      thingId: '7',
      name: 'LAMP',
      again: 'LAMP',
    });
    expect(parses()).toBe(1);
    await app.close();
  });
});
