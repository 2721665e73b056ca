import { backends } from '@callout/server-testing/backends';
import { client, signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';

describe.each(backends)('mail outbox on $name', (backend) => {
  const { server } = suiteServer(backend);

  it('lists mail newest first as JSON and as a page while no SMTP server is configured', async () => {
    const c = client(server.app);
    const first = await signUp(c, 'user');
    const second = await signUp(c, 'provider');
    const json = await server.app.inject({ url: '/dev/mailbox.json' });
    expect(json.statusCode).toBe(200);
    const all = json.json() as Array<{ to: string; subject: string; text: string; createdAt: string }>;
    // The server's own jobs (reminders to the demo's providers) may mail in between: these two, in order.
    const mails = all.filter((mail) => mail.to === first.email || mail.to === second.email);
    expect(mails.map((mail) => mail.to)).toEqual([second.email, first.email]);
    expect(mails[0]?.text).toMatch(/\b\d{6}\b/);
    expect(Date.parse(mails[0]?.createdAt ?? '')).not.toBeNaN();

    const page = await server.app.inject({ url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(first.email);
  });

  it('escapes what it shows', async () => {
    await server.db.query(
      `INSERT INTO mail_outbox (to_address, subject, text_body) VALUES ('x@example.org', '<script>', 'a')`,
    );
    expect((await server.app.inject({ url: '/dev/mailbox' })).body).not.toContain('<script>');
  });

  it('is gone when mail goes out by SMTP', async () => {
    const smtpApp = await server.variant({ SMTP_URL: 'smtp://127.0.0.1:2' });
    expect((await smtpApp.inject({ url: '/dev/mailbox.json' })).statusCode).toBe(404);
    expect((await smtpApp.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
  });

  it('queues mail, answering as usual, while the SMTP server is down', async () => {
    const smtpApp = await server.variant({ SMTP_URL: 'smtp://127.0.0.1:2' });
    const c = client(smtpApp);
    const { email, token } = await signUp(c, 'user');
    expect(await c.post('/otp', { value: email })).toMatchObject({ status: 200, body: { success: true } });
    expect(await c.post('/otp', { value: email }, token)).toMatchObject({
      status: 200,
      body: { success: true },
    });
    // Nothing went to the outbox page; all three codes wait in the queue for the SMTP server.
    const waiting = await server.db.query('SELECT 1 FROM mail_queue WHERE to_address = $1', [email]);
    expect(waiting).toHaveLength(3);
    expect(await server.db.query('SELECT 1 FROM mail_outbox WHERE to_address = $1', [email])).toHaveLength(0);
  });
});
