// Signed-in answers are never kept by a shared cache or stored by the browser; public reads keep theirs.

import { backends } from '@callout/server-testing/backends';
import { signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';

describe.each(backends)('caching of signed-in answers on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  const fetchUrl = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });

  it('marks signed-in JSON answers private, no-store, and leaves public reads their own caching', async () => {
    const user = await signUp(c, 'user');
    const provider = await signUp(c, 'provider');
    const withToken = (token: string) => ({ authorization: `Bearer ${token}` });
    for (const [url, token] of [
      ['/api/profile', user.token],
      ['/api/orders', user.token],
      ['/api/provider/kycdata', provider.token],
      ['/api/provider/profile', provider.token],
      // A refused session gets the same: the answer is still about that caller.
      ['/api/profile', 'a-session-token-that-is-not-valid'],
    ] as const) {
      const answer = await fetchUrl(url, withToken(token));
      expect(answer.headers['content-type'], url).toMatch(/^application\/json/);
      expect(answer.headers['cache-control'], url).toBe('private, no-store');
    }
    const chat = await server.app.inject({
      method: 'POST',
      url: '/api/loadchats',
      headers: { ...withToken(user.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'category=SUPPORT&chatid=CS-00000000',
    });
    expect(chat.headers['cache-control']).toBe('private, no-store');

    // The public catalogue keeps its own rule: anyone may store it, asking again before use (an operator's
    // edit shows on the next call).
    expect((await fetchUrl('/api/categories')).headers['cache-control']).toBe('no-cache');
    const [profilePhoto] = await server.db.query<{ id: string }>(
      'SELECT id FROM images WHERE NOT private ORDER BY id LIMIT 1',
    );
    for (const headers of [{}, withToken(user.token)]) {
      const photo = await fetchUrl(`/api/images/${profilePhoto?.id}`, headers);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});
