// The export job: builds each asked-for archive once, on whichever instance claims it (the claim is a row
// lock taken with SKIP LOCKED, so two instances never build the same request), stores it and mails the link
// in the same transaction, so the mail goes out if and only if the archive is there to download.
import type { FastifyInstance } from 'fastify';
import { publicSiteUrl } from '../../../env';
import { withoutTrailingSlashes } from '../../../infra/addresses/trailing-slashes';
import type { Database } from '../../../infra/db/database';
import { failureLog } from '../../../infra/jobs/failure-log';
import { queueRunner } from '../../../infra/jobs/queue-runner';
import type { Mail } from '../../../infra/mail/mail';
import type { Mailer } from '../../../infra/mail/mailer';
import { type Writer, writerFor } from '../../../infra/texts/writer';
import type { Services } from '../../../services';
import { languageOf } from '../account-language';
import { exportEntries } from './export-contents';
import {
  type ClaimedRequest,
  claimNextRequest,
  type DataRequestRole,
  downloadDays,
  expireOldArchives,
  recordFailure,
  storeArchive,
} from './request-store';
import { writeZip } from './zip';

/** How often an instance looks for requests besides right after one is asked (another instance's, or a retry). */
export const exportPollMs = 60_000;

/** The settings page that downloads the archive for the signed-in account. */
export const downloadPath = (role: DataRequestRole, token: string) =>
  `${role === 'provider' ? '/provider/settings' : '/settings'}?download=${encodeURIComponent(token)}`;

/** The mail with the download link, in the account's language. */
export function dataReadyMail(to: string, firstName: string | null, link: string, w: Writer): Mail {
  return {
    to,
    subject: w.t('mails:dataReady.subject'),
    text: [
      firstName
        ? w.t('mails:dataReady.greeting', { name: firstName })
        : w.t('mails:dataReady.greetingWithoutName'),
      '',
      w.t('mails:dataReady.said'),
      link,
      '',
      w.t('mails:dataReady.works', { count: downloadDays }),
      w.t('mails:dataReady.holds'),
      '',
      w.t('mails:dataReady.notYou'),
    ].join('\n'),
  };
}

/** Builds one claimed request; false when none was waiting. */
export async function buildNextExport(db: Database, mailer: Mailer, siteUrl: string): Promise<boolean> {
  const request = await claimNextRequest(db);
  if (!request) return false;
  try {
    await buildExport(db, mailer, siteUrl, request);
  } catch (error) {
    await recordFailure(db, request, error);
    throw error;
  }
  return true;
}

async function buildExport(db: Database, mailer: Mailer, siteUrl: string, request: ClaimedRequest) {
  const archive = writeZip(await exportEntries(db, request.account_id, request.role));
  await db.transaction(async (tx) => {
    const token = await storeArchive(tx, request.id, archive);
    if (!token || !request.email) return;
    const link = `${withoutTrailingSlashes(siteUrl)}${downloadPath(request.role, token)}`;
    const writer = writerFor(await languageOf(tx, request.account_id));
    await mailer.sendWithin(tx, dataReadyMail(request.email, request.first_name, link, writer));
  });
}

export interface DataExports {
  /** Looks for waiting requests now (after one is asked), without waiting for the result. */
  wake(): void;
}

/** Runs the export job on this instance: at start, every minute, and when woken; stopped with the server. */
export function startDataExports(app: FastifyInstance, { db, mailer, env }: Services): DataExports {
  const siteUrl = publicSiteUrl(env);
  const failures = failureLog(app.log, 'data export failed');
  const runner = queueRunner(async () => {
    try {
      await expireOldArchives(db);
      while (!runner.isClosed() && (await buildNextExport(db, mailer, siteUrl))) {
        // one archive at a time: each holds one person's pictures in memory
      }
      failures.succeeded();
    } catch (error) {
      failures.failed(error);
    }
  });
  const wake = () => void runner.runNow();
  wake();
  const timer = setInterval(wake, exportPollMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await runner.close();
  });
  return { wake };
}
