// The access log never holds what would let a reader act as someone: live updates tickets, payout
// onboarding keys, old picture signatures or codes in a query are replaced, the rest is kept to read.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './request-log';

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
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.get('/api/events', async () => ({ ok: true }));
    await app.inject({
      url: '/api/events?ticket=secret-ticket-value&for=CUS-1',
      headers: { authorization: 'Bearer secret-token-value', cookie: 'callout-media=secret-cookie-value' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/api/events?ticket=[redacted]&for=CUS-1');
    expect(log).not.toMatch(/secret-(ticket|token|cookie)-value/);
  });
});
