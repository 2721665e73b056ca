// Mail goes out by SMTP when SMTP_URL is set; otherwise it is written to the mail_outbox table, which
// /dev/mailbox shows so a demo or a test can read the codes.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Queryable } from '../db/database';
import type { Env } from '../env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly usesOutbox: boolean;
  send(mail: Mail): Promise<void>;
  /**
   * For answers that must not reveal whether mail was sent (recovery): SMTP delivery continues after
   * the answer so its duration tells nothing; failures are only logged.
   */
  sendDetached(mail: Mail, log: FastifyBaseLogger): Promise<void>;
  close(): void;
}

export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, db: Queryable): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    const send = async (mail: Mail) => void (await transport.sendMail({ from: env.MAIL_FROM, ...mail }));
    return {
      usesOutbox: false,
      send,
      async sendDetached(mail, log) {
        send(mail).catch((error: unknown) => log.error({ err: error }, 'Mail could not be sent'));
      },
      close: () => transport.close(),
    };
  }
  const send = async (mail: Mail) =>
    void (await db.query('INSERT INTO mail_outbox (to_address, subject, text_body) VALUES ($1, $2, $3)', [
      mail.to,
      mail.subject,
      mail.text,
    ]));
  return {
    usesOutbox: true,
    send,
    // Writing to the outbox is as quick as not writing, so it is awaited and a reader sees it at once.
    sendDetached: (mail, log) =>
      send(mail).catch((error: unknown) => log.error({ err: error }, 'Mail could not be stored')),
    close: () => undefined,
  };
}
