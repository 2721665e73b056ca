// /dev/mailbox (page) and /dev/mailbox.json: the mail outbox, for demos and tests. They answer 404
// whenever mail really goes out by SMTP, so a deployed server never shows anybody's codes.
import type { FastifyInstance } from 'fastify';
import { latestOutboxMail } from '../../../infra/mail/mail-store';
import { messages } from '../../../messages';
import type { Services } from '../../../services';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(mails: OutboxMail[]): string {
  const items = mails
    .map(
      (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p>To <strong>${escapeHtml(mail.to)}</strong> · <time>${escapeHtml(mail.createdAt)}</time></p>
<pre>${escapeHtml(mail.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Callout mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
article{border-bottom:1px solid #ddd;padding:.5rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Mailbox</h1><p>Mail the server would have sent, newest first.</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
}

export function registerDevMailboxRoutes(app: FastifyInstance, { db, mailer }: Services): void {
  async function readOutbox(): Promise<OutboxMail[]> {
    // Mail queued in a transaction (receipts, statements) comes in now.
    await mailer.deliverNow();
    const rows = await latestOutboxMail(db);
    return rows.map((row) => ({
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  app.get('/dev/mailbox.json', async (_request, reply) => {
    if (!mailer.usesOutbox) return reply.status(404).send({ success: false, message: messages.mailboxOff });
    return reply.header('Cache-Control', 'no-store').send(await readOutbox());
  });

  app.get('/dev/mailbox', async (_request, reply) => {
    if (!mailer.usesOutbox) return reply.status(404).type('text/plain').send(messages.mailboxOff);
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(await readOutbox()));
  });
}
