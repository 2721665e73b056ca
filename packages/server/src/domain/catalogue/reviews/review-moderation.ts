// Reviews that can be trusted. An operator hides a review that breaks the review policy: the review is kept
// with who hid it, when and why, drops out of every list, count and average at once, the change is in the
// audit log, and its author is told the reason by mail (and on the bell, which providers have). A provider
// answers a customer's shown review of them once; the answer shows under it on their public profile.

import { reviewPolicyPath, reviewTrustMessages } from '@callout/contracts/review-trust';
import { ApiError } from '../../../errors';
import type { Database, Queryable } from '../../../infra/db/database';
import type { Mail, Mailer } from '../../../infra/mail/mailer';
import { type TextKey, type Writer, writerFor } from '../../../infra/texts/writer';
import { chosenLanguage } from '../../accounts/account-language';
import { notify } from '../../notifications/notify';
import { providerLinks } from '../../notifications/provider-events';
import { recordAudit } from '../../ops/audit-log-store';
import {
  isProvidersOrder,
  lockCustomerReview,
  lockReviewRow,
  lockSubjectAccount,
  type MailedAuthor,
  mailedAuthor,
  markHidden,
  markShown,
  type ReviewRow,
  reviewSubject,
  saveReply,
} from './review-moderation-store';
import { refreshRating } from './review-store';

/** Review ids are integers; anything else names no review (a 404, never a database error). */
const reviewIdPattern = /^\d{1,9}$/;

/** A mail to the review's author in their account's language: a greeting, `lines` and the signature. */
function authorMail(author: MailedAuthor, subject: TextKey, lines: (w: Writer) => string[]): Mail {
  const w = writerFor(chosenLanguage(author.language));
  return {
    to: author.email,
    subject: w.t(subject),
    text: [
      author.first_name
        ? w.t('mails:account.greeting', { name: author.first_name })
        : w.t('mails:account.greetingWithoutName'),
      '',
      ...lines(w),
      '',
      w.t('mails:signature'),
    ].join('\n'),
  };
}

const hiddenMail = (author: MailedAuthor, orderId: string, reason: string) =>
  authorMail(author, 'mails:reviewHidden.subject', (w) => [
    w.t('mails:reviewHidden.said', { orderId }),
    w.t('mails:reviewHidden.reason', { reason }),
    w.t('mails:reviewHidden.policy', { link: reviewPolicyPath }),
    w.t('mails:reviewHidden.mistake'),
  ]);

const shownMail = (author: MailedAuthor, orderId: string) =>
  authorMail(author, 'mails:reviewShown.subject', (w) => [w.t('mails:reviewShown.said', { orderId })]);

/**
 * The review, locked for a change of what shows: its subject's account first (like a new review), so the
 * subject's averages are refreshed one change at a time. A 404 for an unknown review.
 */
async function lockReview(tx: Queryable, reviewId: string): Promise<ReviewRow> {
  const subjectId = await reviewSubject(tx, Number(reviewId));
  if (!subjectId) throw new ApiError(404, reviewTrustMessages.reviewNotFound);
  await lockSubjectAccount(tx, subjectId);
  const row = await lockReviewRow(tx, Number(reviewId));
  if (!row) throw new ApiError(404, reviewTrustMessages.reviewNotFound);
  return row;
}

export async function hideReview(
  db: Database,
  mailer: Mailer,
  operatorId: string,
  reviewId: string,
  reason: string,
): Promise<void> {
  if (!reviewIdPattern.test(reviewId)) throw new ApiError(404, reviewTrustMessages.reviewNotFound);
  const review = await db.transaction(async (tx) => {
    const row = await lockReview(tx, reviewId);
    if (row.hidden_at) throw new ApiError(409, reviewTrustMessages.alreadyHidden);
    await markHidden(tx, row.id, operatorId, reason);
    await refreshRating(tx, row.subject_id, row.order_id);
    await recordAudit(tx, {
      operatorId,
      action: 'review.hide',
      subjectType: 'review',
      subjectId: String(row.id),
      accountId: row.subject_id,
      before: { Hidden: false, Rating: row.rating, Review: row.body },
      after: { Hidden: true },
      note: reason,
    });
    // Customers have no bell: the mail below tells them.
    if (row.reviewer_role === 'provider') {
      await notify(
        tx,
        row.reviewer_id,
        (w) => w.t('notices:provider.reviewHidden', { orderId: row.order_id, reason }),
        providerLinks.order(row.order_id),
        { once: `review-hidden-${row.id}` },
      );
    }
    return row;
  });
  const author = await mailedAuthor(db, review.reviewer_id);
  if (author) await mailer.send(hiddenMail(author, review.order_id, reason));
}

/** Undoes a hide: the review shows and counts in the averages again; the audit log keeps both changes. */
export async function showReview(
  db: Database,
  mailer: Mailer,
  operatorId: string,
  reviewId: string,
): Promise<void> {
  if (!reviewIdPattern.test(reviewId)) throw new ApiError(404, reviewTrustMessages.reviewNotFound);
  const review = await db.transaction(async (tx) => {
    const row = await lockReview(tx, reviewId);
    if (!row.hidden_at) throw new ApiError(409, reviewTrustMessages.notHidden);
    await markShown(tx, row.id);
    await refreshRating(tx, row.subject_id, row.order_id);
    await recordAudit(tx, {
      operatorId,
      action: 'review.show',
      subjectType: 'review',
      subjectId: String(row.id),
      accountId: row.subject_id,
      before: { Hidden: true, Reason: row.hidden_reason },
      after: { Hidden: false, Rating: row.rating, Review: row.body },
    });
    return row;
  });
  // The author was told of the hide, so they are told it is undone.
  const author = await mailedAuthor(db, review.reviewer_id);
  if (author) await mailer.send(shownMail(author, review.order_id));
}

/** The provider's one reply to the customer's review of `orderId`; refused if the order is not theirs. */
export async function replyToReview(
  db: Database,
  providerId: string,
  orderId: string,
  reply: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCustomerReview(tx, orderId, providerId);
    if (!row) {
      if (!(await isProvidersOrder(tx, orderId, providerId)))
        throw new ApiError(404, reviewTrustMessages.reviewNotFound);
      throw new ApiError(409, reviewTrustMessages.noReviewToReply);
    }
    if (row.hidden_at) throw new ApiError(409, reviewTrustMessages.replyHidden);
    if (row.reply_body !== null) throw new ApiError(409, reviewTrustMessages.alreadyReplied);
    await saveReply(tx, row.id, reply);
  });
}
