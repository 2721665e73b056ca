// The one way to tell an account something happened: a row in `notifications`, listed newest first by
// GET /provider/getnotifications (the dashboard's bell). Other features call notify() where their events
// happen; it never throws for a missing account, so a notification can never undo the event itself.
import type { NotificationKind } from '@callout/contracts/push';
import type { Queryable } from '../../infra/db/database';
import { type Words, writerFor } from '../../infra/texts/writer';
import { languagesOf } from '../accounts/account-language';
import type { SiteLinks } from './mail/site-links';
import { mailNotice } from './notice-mails';
import { insertNotifications } from './notification-store';
import { pushNotice } from './push/push-notice';

export type NotifyOptions = {
  /**
   * Identifies the event when it may be reported more than once (a repeated webhook, a retried call):
   * the account is told once per key.
   */
  once?: string;
} & (
  | { push?: undefined }
  | {
      /**
       * Also a Web Push of this kind to the accounts' devices, with the same text and link, for
       * each account the bell row was new for (so a repeated event pushes once too); and a mail to those whose
       * mail switch for the kind is on.
       */
      push: NotificationKind;
      /** The server's links, for the mail's link to the page. */
      siteLinks: SiteLinks;
    }
);

/** Longest text we keep; the bell shows one line or two. */
export const maxNotificationLength = 500;

export async function notify(
  db: Queryable,
  accountId: string,
  words: Words,
  link: string | null,
  options: NotifyOptions = {},
): Promise<void> {
  await notifyMany(db, [accountId], words, link, options);
}

/**
 * The same news to many accounts at once (a published job announced to nearby providers), each row written
 * in its reader's language.
 */
export async function notifyMany(
  db: Queryable,
  accountIds: readonly string[],
  words: Words,
  link: string | null,
  options: NotifyOptions = {},
): Promise<void> {
  if (accountIds.length === 0) return;
  const readers = await languagesOf(db, accountIds);
  for (const language of new Set(readers.values())) {
    const ids = accountIds.filter((id) => readers.get(id) === language);
    const text = words(writerFor(language));
    // A deleted or unknown account simply gets nothing.
    const told = await insertNotifications(
      db,
      ids,
      text.slice(0, maxNotificationLength),
      link,
      options.once ?? null,
    );
    // Also a push of the same words to each account the row was new for (a repeated event pushes once
    // too), and a mail to those who switched on this kind's mails.
    if (!options.push || told.length === 0) continue;
    const toldIds = told.map((row) => row.account_id);
    await pushNotice(db, toldIds, options.push, () => text, link ?? '/provider', options.once);
    await mailNotice(
      db,
      options.siteLinks,
      toldIds,
      options.push,
      text,
      link ?? '/provider',
      writerFor(language),
    );
  }
}
