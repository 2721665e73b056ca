// A notice pushed to accounts in each reader's language: what a push says and to whom belongs to the
// notifications area; infra/push/push-queue.ts queues it and push-sender.ts sends it.
import type { NotificationKind } from '@callout/contracts/push';
import type { Queryable } from '../../../infra/db/database';
import { queuePush } from '../../../infra/push/push-queue';
import { type Words, writerFor } from '../../../infra/texts/writer';
import { languagesOf } from '../../accounts/account-language';

/** Longest body a push carries: the payload must stay far below the push services' 4 kB. */
const maxBody = 300;

/**
 * Queues a push of `kind` that opens `url` (a path of this site), headed by the kind's title and written
 * in each reader's language; `tag` groups pushes of one subject.
 */
export async function pushNotice(
  db: Queryable,
  to: string | readonly string[],
  kind: NotificationKind,
  words: Words,
  url: string,
  tag?: string,
): Promise<void> {
  const ids = typeof to === 'string' ? [to] : to;
  const readers = await languagesOf(db, ids);
  for (const language of new Set(readers.values())) {
    const writer = writerFor(language);
    const body = words(writer);
    const text = body.length > maxBody ? `${body.slice(0, maxBody - 1)}…` : body;
    await queuePush(
      db,
      ids.filter((id) => readers.get(id) === language),
      { kind, title: writer.t(`notices:titles.${kind}`), body: text, url, ...(tag ? { tag } : {}) },
    );
  }
}
