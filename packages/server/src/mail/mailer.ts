// Mail goes out by SMTP when SMTP_URL is set: queued in the database and sent by a deliverer loop
// (mail-queue.ts), so SMTP may be down at boot or later and nothing is lost. Without SMTP_URL, which only
// demo mode allows, it is written to the mail_outbox table that /dev/mailbox shows.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Queryable } from '../db/database';
import { type Env, usesMailOutbox } from '../env';
import { deliverDueMail, queueMail } from './mail-queue';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly usesOutbox: boolean;
  /** Stores the mail for delivery; fails only when the database does. */
  send(mail: Mail): Promise<void>;
  /** Like send, for answers that must not reveal whether mail was sent (recovery): failures are only logged. */
  sendDetached(mail: Mail, log: FastifyBaseLogger): Promise<void>;
  /**
   * Stores the mail in the caller's transaction, so it goes out if and only if the change it tells of is
   * committed (a refund counted once, however often it is finished). SMTP mail then waits for the
   * deliverer's next round.
   */
  sendWithin(tx: Queryable, mail: Mail): Promise<void>;
  /** Sends what is due now (the loop does this by itself; tests call it to not wait). */
  deliverNow(): Promise<void>;
  /** Stops the deliverer after the mail it is sending (server shutdown); the database stays open. */
  close(): Promise<void>;
}

export interface MailerOptions {
  log: FastifyBaseLogger;
  /** How often the deliverer looks for due mail besides right after a send. */
  pollMs?: number;
  /** Told of every failed SMTP send (the mail stays queued), e.g. to count failures. */
  onSendFailure?: (error: unknown) => void;
}

const detached =
  (send: (mail: Mail) => Promise<void>) =>
  (mail: Mail, log: FastifyBaseLogger): Promise<void> =>
    send(mail).catch((error: unknown) => log.error({ err: error }, 'Mail could not be stored'));

function outboxMailer(db: Queryable): Mailer {
  const sendWithin = async (tx: Queryable, mail: Mail) =>
    void (await tx.query('INSERT INTO mail_outbox (to_address, subject, text_body) VALUES ($1, $2, $3)', [
      mail.to,
      mail.subject,
      mail.text,
    ]));
  const send = (mail: Mail) => sendWithin(db, mail);
  return {
    usesOutbox: true,
    send,
    sendWithin,
    sendDetached: detached(send),
    deliverNow: async () => {},
    close: async () => {},
  };
}

function smtpMailer(
  smtpUrl: string,
  from: string,
  db: Queryable,
  { log, pollMs = 15_000, onSendFailure }: MailerOptions,
): Mailer {
  // Short timeouts: a hung SMTP server must not hold the deliverer (its claim on a row lasts 2 minutes).
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const sendNow = async (mail: Mail) => {
    try {
      await transport.sendMail({ from, ...mail });
    } catch (error) {
      onSendFailure?.(error);
      throw error;
    }
  };
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const deliver = async () => {
    do {
      again = false;
      try {
        await deliverDueMail(
          db,
          sendNow,
          (error, attempts) =>
            log.warn({ err: error, attempts }, 'Mail could not be sent; it stays queued and is tried again'),
          () => closed,
        );
      } catch (error) {
        log.error({ err: error }, 'Mail queue could not be read');
      }
    } while (again && !closed);
  };
  const deliverNow = () => {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = deliver().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void deliverNow(), pollMs);
  timer.unref();
  const send = async (mail: Mail) => {
    await queueMail(db, mail);
    void deliverNow();
  };
  return {
    usesOutbox: false,
    send,
    sendWithin: queueMail,
    sendDetached: detached(send),
    deliverNow,
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}

export function createMailer(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DEMO_MODE'>,
  db: Queryable,
  options: MailerOptions,
): Mailer {
  if (env.SMTP_URL) return smtpMailer(env.SMTP_URL, env.MAIL_FROM, db, options);
  if (!usesMailOutbox(env)) throw new Error('SMTP_URL is not set: mail must go out by SMTP in production.');
  return outboxMailer(db);
}
