// The access log never holds what would let a reader act as someone: live updates tickets, payout
// onboarding keys, old picture signatures or codes in a query are replaced, the rest is kept to read.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logEachAnswer, loggerOptions, redactUrl } from './request-log';

describe('the access log', () => {
  it('replaces the values of secret-carrying query fields, and keeps the rest', () => {
    expect(redactUrl('/api/events?ticket=abcDEF123_-xyz')).toBe('/api/events?ticket=[redacted]');
    expect(redactUrl('/api/media/chat/p1?for=CUS-1&until=99&sig=s1gnature')).toBe(
      '/api/media/chat/p1?for=CUS-1&until=99&sig=[redacted]',
    );
    expect(redactUrl('/api/payouts/sandbox-onboarding?KEY=k3y&x=1')).toBe(
      '/api/payouts/sandbox-onboarding?KEY=[redacted]&x=1',
    );
    expect(redactUrl('/api/x?%74oken=t&code=123456&search=plumber')).toBe(
      '/api/x?%74oken=[redacted]&code=[redacted]&search=plumber',
    );
    expect(redactUrl('/api/orders?search=%E0%A4%A&ticket')).toBe('/api/orders?search=%E0%A4%A&ticket');
    expect(redactUrl('/healthz')).toBe('/healthz');
  });

  it("replaces a calendar feed's secret in its path", () => {
    expect(redactUrl('/api/calendar/Zm9vYmFy_-0123456789.ics')).toBe('/api/calendar/[redacted].ics');
    expect(redactUrl('/api/calendar/s3cret.ics?token=t')).toBe(
      '/api/calendar/[redacted].ics?token=[redacted]',
    );
    expect(redactUrl('/api/ordercalendar?orderid=ORD-1')).toBe('/api/ordercalendar?orderid=ORD-1');
  });

  it('is what the server logs for each request, with no session header', async () => {
    const { app, lines } = loggedApp(1);
    await app.inject({
      url: '/api/events?ticket=secret-ticket-value&for=CUS-1',
      headers: { authorization: 'Bearer secret-token-value', cookie: 'callout-media=secret-cookie-value' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/api/events?ticket=[redacted]&for=CUS-1');
    expect(log).not.toMatch(/secret-(ticket|token|cookie)-value/);
  });

  it('writes one line per answer, with its status and time', async () => {
    const { app, lines } = loggedApp(1);
    await app.inject({ url: '/api/events', remoteAddress: '203.0.113.9' });
    await app.close();
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}');
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/events', remoteAddress: '203.0.113.9' },
      res: { statusCode: 200 },
    });
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('keeps the sampled share of successful reads, and every write and failure', async () => {
    const draws = [0.1, 0.9, 0.4, 0.6];
    const { app, lines } = loggedApp(0.5, () => draws.shift() ?? 1);
    for (let read = 0; read < 4; read += 1) await app.inject({ url: `/api/events?n=${read}` });
    await app.inject({ method: 'POST', url: '/api/events' });
    await app.inject({ url: '/api/missing' });
    await app.close();
    const logged = lines.map((line) => `${JSON.parse(line).req.method} ${JSON.parse(line).req.url}`);
    expect(logged).toEqual([
      'GET /api/events?n=0',
      'GET /api/events?n=2',
      'POST /api/events',
      'GET /api/missing',
    ]);
  });

  it('logs no successful read at a sample of 0, and stays quiet on a quieter route', async () => {
    const { app, lines } = loggedApp(0);
    app.get('/metrics', { logLevel: 'warn' }, async () => 'ok');
    await app.inject({ url: '/api/events' });
    await app.inject({ url: '/metrics' });
    await app.inject({ method: 'POST', url: '/metrics' });
    await app.close();
    expect(lines.map((line) => JSON.parse(line).res.statusCode)).toEqual([404]);
  });
});

/** An app logging as the server does, at info, into `lines`, with GET and POST /api/events. */
function loggedApp(readSample: number, draw?: () => number) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions('info', stream), disableRequestLogging: true });
  logEachAnswer(app, readSample, draw);
  app.get('/api/events', async () => ({ ok: true }));
  app.post('/api/events', async () => ({ ok: true }));
  return { app, lines };
}
