// Mail goes out by SMTP when SMTP_URL is set: queued in the database and sent by a deliverer loop
// (mail-queue.ts), so SMTP may be down at boot or later and nothing is lost. Without SMTP_URL, which only
// demo mode allows, it is written to the mail_outbox table that /dev/mailbox shows. Code that writes mail in
// its own transaction (a receipt with the capture it is for) queues it with queueMail: SMTP delivers it like
// any other; the outbox takes it in when the mailbox is read (deliverNow). Either way every mail gets the
// company's footer (company-footer.ts) as it leaves.
import type { FastifyBaseLogger } from 'fastify';
import {
  type CompanyDetails,
  type CompanySettings,
  companyDetails,
  type Env,
  usesMailOutbox,
} from '../../env';
import type { Queryable } from '../db/database';
import { failureLog } from '../jobs/failure-log';
import { queueRunner } from '../jobs/queue-runner';
import { companyFooter, withCompanyFooter } from './company-footer';
import type { Mail } from './mail';
import { deliverDueMail, queueMail } from './mail-queue';
import { insertOutboxMail, moveQueuedMailToOutbox } from './mail-store';

export type { Mail } from './mail';

export interface Mailer {
  readonly usesOutbox: boolean;
  /** Stores the mail for delivery; fails only when the database does. */
  send(mail: Mail): Promise<void>;
  /** Like send, for answers that must not reveal whether mail was sent (recovery): failures are only logged. */
  sendDetached(mail: Mail, log: FastifyBaseLogger): Promise<void>;
  /**
   * Queues the mail in the caller's transaction, so it goes out if and only if the change it tells of is
   * committed (a refund counted once, however often it is finished): SMTP delivers it on its next round, the
   * outbox takes it in when the mailbox is read.
   */
  sendWithin(tx: Queryable, mail: Mail): Promise<void>;
  /**
   * Sends what is due now (the SMTP loop does this by itself; tests call it to not wait); the outbox takes
   * in queued mail only here (the mailbox pages call it).
   */
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

function outboxMailer(db: Queryable, company: CompanyDetails): Mailer {
  const send = async (mail: Mail) => {
    await insertOutboxMail(db, withCompanyFooter(mail, company));
  };
  // Queued mail moves into the outbox in one statement, in the order it was queued and dated when it was
  // (the mailbox lists by that date, so a receipt queued before a code mail stays older); no loop polls for it,
  // so an instance on the same database that sends by SMTP (tests run both) keeps its own queue.
  const deliverNow = () => moveQueuedMailToOutbox(db, `\n${companyFooter(company)}`);
  return {
    usesOutbox: true,
    send,
    sendDetached: detached(send),
    sendWithin: queueMail,
    deliverNow,
    close: async () => {},
  };
}

function smtpMailer(
  smtpUrl: string,
  from: string,
  company: CompanyDetails,
  db: Queryable,
  { log, pollMs = 15_000, onSendFailure }: MailerOptions,
): Mailer {
  // Short timeouts: a hung SMTP server must not hold the deliverer (its claim on a row lasts 2 minutes).
  // nodemailer is loaded here, not at the top: a demo server (mail outbox) never needs it.
  const transport = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }),
  );
  transport.catch(() => undefined); // a failure to load surfaces with the first send
  const sendNow = async (mail: Mail) => {
    try {
      await (await transport).sendMail({ from, ...withCompanyFooter(mail, company) });
    } catch (error) {
      onSendFailure?.(error);
      throw error;
    }
  };
  const readFailures = failureLog(log, 'Mail queue could not be read');
  const runner = queueRunner(async () => {
    try {
      await deliverDueMail(
        db,
        sendNow,
        (error, attempts) =>
          log.warn({ err: error, attempts }, 'Mail could not be sent; it stays queued and is tried again'),
        runner.isClosed,
      );
      readFailures.succeeded();
    } catch (error) {
      readFailures.failed(error);
    }
  });
  const deliverNow = runner.runNow;
  const timer = setInterval(() => void deliverNow(), pollMs);
  timer.unref();
  const send = async (mail: Mail) => {
    await queueMail(db, mail);
    void deliverNow();
  };
  return {
    usesOutbox: false,
    send,
    sendDetached: detached(send),
    sendWithin: queueMail,
    deliverNow,
    async close() {
      clearInterval(timer);
      await runner.close();
      (await transport).close();
    },
  };
}

export function createMailer(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DEMO_MODE'> & CompanySettings,
  db: Queryable,
  options: MailerOptions,
): Mailer {
  const company = companyDetails(env);
  if (env.SMTP_URL) return smtpMailer(env.SMTP_URL, env.MAIL_FROM, company, db, options);
  if (!usesMailOutbox(env)) throw new Error('SMTP_URL is not set: mail must go out by SMTP in production.');
  return outboxMailer(db, company);
}
