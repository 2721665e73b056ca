// No request costs more than its size, over real HTTP: small bodies for every call but those that take
// pictures, a cap on form fields and on JSON depth, and a body or headers that trickle in answered 408.
import { connect } from 'node:net';
import { emailMessage } from '@callout/contracts/validation';
import { backends } from '@callout/server-testing/backends';
import { signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { maxFormFields, maxJsonDepth, serverTimeouts, smallBodyLimit } from './request-limits';

const formType = { 'content-type': 'application/x-www-form-urlencoded' };
const jsonType = { 'content-type': 'application/json' };

describe.each(backends)('request limits on $name', (backend) => {
  const { server, c } = suiteServer(backend, { listen: true });
  const post = async (path: string, body: string, headers: Record<string, string>) => {
    const started = performance.now();
    const answer = await fetch(`${server.url}/api${path}`, { method: 'POST', body, headers });
    const answered = (await answer.json()) as { success: boolean; message: string };
    return { status: answer.status, body: answered, ms: performance.now() - started };
  };

  it('refuses a body over the small limit on every call that takes no pictures', async () => {
    const padding = 'x'.repeat(smallBodyLimit);
    for (const path of ['/login', '/register', '/otp', '/recover', '/provider/login', '/operator/login']) {
      const answer = await post(path, `email=a%40example.com&password=${padding}`, formType);
      expect([path, answer.status, answer.body]).toEqual([
        path,
        413,
        { success: false, message: messages.requestTooLarge },
      ]);
    }
  });

  it('answers a long email at once: the length is checked first and the pattern is linear', async () => {
    // Under the body limit, so the validator reads it; the old pattern took seconds on this.
    const email = `a@${'.'.repeat(smallBodyLimit - 200)}@`;
    for (const body of [
      new URLSearchParams({ email, password: 'Secret#123' }).toString(),
      JSON.stringify({ email, password: 'Secret#123' }),
    ]) {
      const answer = await post('/login', body, body.startsWith('{') ? jsonType : formType);
      expect(answer.body).toEqual({ success: false, message: emailMessage, field: 'email' });
      expect(answer.ms).toBeLessThan(500);
    }
    // Short enough to reach the pattern itself: still refused at once.
    const answer = await post('/register', `email=${`a@${'.'.repeat(250)}@`}&phone=07700900123`, formType);
    expect(answer.body.message).toBe(emailMessage);
  });

  it('lets a call that takes pictures have a body far over the small limit', async () => {
    const user = await signUp(c, 'user');
    const picture = Buffer.alloc(600 * 1024, 1).toString('base64'); // not a picture: refused by type
    const answer = await post(
      '/updatebio',
      new URLSearchParams({
        firstname: 'Ada',
        lastname: 'Lovelace',
        phone: '07700900123',
        image: picture,
      }).toString(),
      { ...formType, authorization: `Bearer ${user.token}` },
    );
    expect(answer.status).not.toBe(413);
    expect(answer.body.message).not.toBe(messages.requestTooLarge);
  });

  it('refuses a form with more fields than any form has', async () => {
    const fields = (count: number) => `email=a%40example.com${'&a=1'.repeat(count - 1)}`;
    const over = await post('/login', fields(maxFormFields + 1), formType);
    expect([over.status, over.body]).toEqual([400, { success: false, message: messages.tooManyFields }]);
    const atCap = await post('/login', fields(maxFormFields), formType);
    expect(atCap.body.message).not.toBe(messages.tooManyFields);
  });

  it('refuses JSON nested deeper than any form', async () => {
    const nested = (depth: number) => `{"email":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const over = await post('/login', nested(maxJsonDepth + 1), jsonType);
    expect([over.status, over.body]).toEqual([400, { success: false, message: messages.tooDeep }]);
    const atCap = await post('/login', nested(maxJsonDepth), jsonType);
    expect(atCap.body.message).not.toBe(messages.tooDeep);
    // Brackets inside a string do not count.
    const inString = await post(
      '/login',
      JSON.stringify({ email: '['.repeat(100), password: 'x' }),
      jsonType,
    );
    expect(inString.body.message).toBe(emailMessage);
  });
});

/** Opens a raw connection, writes `start`, then one more byte every 5 s; resolves with what the server did. */
function trickle(url: string, start: string): Promise<{ answer: string; closedAfterMs: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(Number(port), hostname);
    let answer = '';
    let drip: NodeJS.Timeout | undefined;
    socket.once('connect', () => {
      socket.write(start);
      drip = setInterval(() => socket.write('x'), 5_000);
    });
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.once('error', () => undefined);
    socket.once('close', () => {
      clearInterval(drip);
      resolve({ answer, closedAfterMs: performance.now() - started });
    });
  });
}

// Timeouts do not touch the database: one backend shows them.
describe('request timeouts', () => {
  const [backend] = backends;
  if (!backend) throw new Error('no test database');
  const { server } = suiteServer(backend, { listen: true });

  it('sets the timeouts on the HTTP server as chosen, headers bounded before the whole request', () => {
    expect(server.app.server.requestTimeout).toBe(serverTimeouts.requestTimeout);
    expect(server.app.server.headersTimeout).toBe(serverTimeouts.headersTimeout);
    expect(server.app.server.keepAliveTimeout).toBe(serverTimeouts.keepAliveTimeout);
    expect(serverTimeouts.headersTimeout).toBeLessThan(serverTimeouts.requestTimeout);
    expect(serverTimeouts.requestTimeout + serverTimeouts.connectionsCheckingInterval).toBeLessThan(30_000);
  });

  it(
    'answers 408 and closes a body or headers that trickle in, within 30 s',
    { timeout: 40_000 },
    async () => {
      const [body, headers] = await Promise.all([
        trickle(
          server.url,
          'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
            'Content-Length: 1000\r\n\r\nemail=',
        ),
        trickle(server.url, 'POST /api/login HTTP/1.1\r\nHost: localhost\r\nX-Slow: '),
      ]);
      for (const { answer, closedAfterMs } of [body, headers]) {
        expect(answer).toMatch(/^HTTP\/1\.1 408 /);
        expect(answer).toContain(JSON.stringify({ success: false, message: messages.requestTimeout }));
        expect(closedAfterMs).toBeLessThan(30_000);
      }
      // Headers are given less time than a whole request.
      expect(headers.closedAfterMs).toBeLessThan(serverTimeouts.headersTimeout + 2_000);
    },
  );
});
