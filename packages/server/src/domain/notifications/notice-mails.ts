// A provider's bell notification is also mailed to them when they switched on the mail of its kind in
// Settings (off by default: the bell and pushes tell providers). Queued in the event's transaction, like
// the order mails, and written in the provider's language like the bell's row.
import type { NotificationKind } from '@callout/contracts/push';
import type { Queryable } from '../../infra/db/database';
import { queueMail } from '../../infra/mail/mail-queue';
import type { Writer } from '../../infra/texts/writer';
import type { SiteLinks } from './mail/site-links';
import { defaultSetting } from './push/notification-settings';
import { providersMailedFor } from './push/notification-settings-store';

export async function mailNotice(
  db: Queryable,
  siteLinks: SiteLinks,
  accountIds: readonly string[],
  kind: NotificationKind,
  text: string,
  link: string,
  w: Writer,
): Promise<void> {
  const readers = await providersMailedFor(db, accountIds, kind, defaultSetting('provider', kind).Mail);
  for (const reader of readers) {
    await queueMail(db, {
      to: reader.email,
      subject: w.t(`notices:titles.${kind}`),
      text: [
        reader.first_name
          ? w.t('mails:order.greeting', { name: reader.first_name })
          : w.t('mails:order.greetingWithoutName'),
        '',
        text,
        '',
        w.t('mails:notice.open', { link: siteLinks.pageUrl(link) }),
        '',
        w.t('mails:order.choose'),
      ].join('\n'),
    });
  }
}
