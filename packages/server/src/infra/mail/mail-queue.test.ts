// Mail queued while the SMTP server is down is delivered once it is back, once, by whichever instance.

import { backends } from '@callout/server-testing/backends';
import { freePort } from '@callout/server-testing/free-port';
import { client, signUp } from '@callout/server-testing/harness';
import { type SmtpStandIn, startSmtpStandIn } from '@callout/server-testing/smtp-stand-in';
import { suiteServer } from '@callout/server-testing/suite-server';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueMail, queueMail, retryDelaySeconds } from './mail-queue';
import { createMailer, type Mailer } from './mailer';

const quietLog = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

describe('retryDelaySeconds', () => {
  it('doubles from 30 seconds up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20)).toBe(3600);
  });
});

describe.each(backends)('mail queue on $name', (backend) => {
  const { server } = suiteServer(backend);
  let smtpPort: number;
  let smtp: SmtpStandIn | undefined;
  const mailers: Mailer[] = [];
  const mailerFor = () => {
    const mailer = createMailer(
      { ...server.env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
      server.db,
      // Long poll: the test drives delivery with deliverNow().
      { log: quietLog, pollMs: 3_600_000 },
    );
    mailers.push(mailer);
    return mailer;
  };
  const queued = () =>
    server.db.query<{ to_address: string; attempts: number; last_error: string | null }>(
      'SELECT to_address, attempts, last_error FROM mail_queue ORDER BY id',
    );

  beforeAll(async () => {
    smtpPort = await freePort();
  }, 60_000);
  afterAll(async () => {
    for (const mailer of mailers) await mailer.close();
    await smtp?.close();
  });

  it('keeps mail while SMTP is down and delivers it, once, when it is back', async () => {
    // An app whose SMTP server is down at boot starts and answers as usual.
    const app = await server.variant({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    const c = client(app);
    const { email, token } = await signUp(c, 'user');
    expect(await c.post('/otp', { value: email }, token)).toMatchObject({ status: 200 });
    const mailer = mailerFor();
    // The app's own deliverer tries at once too; whichever claims a row, each try fails and is recorded.
    const waitingFor = async () => {
      await mailer.deliverNow();
      return (await queued()).filter((row) => row.to_address === email);
    };
    await expect
      .poll(async () => (await waitingFor()).every((row) => row.attempts >= 1 && row.last_error))
      .toBe(true);
    const waiting = await waitingFor();
    expect(waiting).toHaveLength(2); // the signup code and the new one

    // Back up; once the retry is due, two deliverers racing send each mail once.
    smtp = await startSmtpStandIn(smtpPort);
    await server.db.query('UPDATE mail_queue SET next_attempt_at = now()');
    await Promise.all([mailer.deliverNow(), mailerFor().deliverNow()]);
    const receivedNow = () => smtp?.received.filter((mail) => mail.to.join().includes(email)) ?? [];
    // (The app's own deliverer may hold a claim for a moment longer.)
    await expect.poll(() => receivedNow().length).toBe(waiting.length);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const received = receivedNow();
    expect(received).toHaveLength(waiting.length);
    expect(received.some((mail) => /\b\d{6}\b/.test(mail.data))).toBe(true);
    expect((await queued()).filter((row) => row.to_address === email)).toHaveLength(0);
  });

  it('waits longer after each failure', async () => {
    await smtp?.close();
    smtp = undefined;
    const mailer = mailerFor();
    await mailer.send({ to: 'later@example.org', subject: 'Hello', text: 'Body' });
    await mailer.deliverNow();
    await server.db.query(
      `UPDATE mail_queue SET next_attempt_at = now() WHERE to_address = 'later@example.org'`,
    );
    await mailer.deliverNow();
    const [row] = await server.db.query<{ attempts: number; wait: number }>(
      `SELECT attempts, extract(epoch FROM next_attempt_at - now())::int AS wait
       FROM mail_queue WHERE to_address = 'later@example.org'`,
    );
    expect(row?.attempts).toBe(2);
    expect(row?.wait).toBeGreaterThan(45);
    expect(row?.wait).toBeLessThanOrEqual(60);
  });

  it('stops after the mail in hand when the server shuts down, and hands back its claim on the rest', async () => {
    const batch = ['stop-1@example.org', 'stop-2@example.org', 'stop-3@example.org'];
    for (const to of batch) await queueMail(server.db, { to, subject: 'Hello', text: 'Body' });
    const sent: string[] = [];
    let shuttingDown = false;
    const run = await deliverDueMail(
      server.db,
      async (mail) => {
        sent.push(mail.to);
        shuttingDown = true; // the signal comes while this one is being sent
      },
      () => {},
      () => shuttingDown,
    );
    expect(run).toEqual({ sent: 1, failed: 0 });
    const left = await server.db.query<{ to_address: string; claimed: boolean }>(
      `SELECT to_address, claimed_until IS NOT NULL AS claimed FROM mail_queue
       WHERE to_address LIKE 'stop-%' ORDER BY id`,
    );
    // The one sent is deleted; the others can be sent at once by another instance.
    expect(left).toEqual(
      batch.filter((to) => !sent.includes(to)).map((to_address) => ({ to_address, claimed: false })),
    );
  });
});
