// The review of an order: the one given, the one waiting in the outbox ('sending' or refused), the form
// (only once the order is closed and unreviewed), or 'No review'.

import { canReviewOrder } from '@callout/contracts/order-actions';
import { type NewReviewInput, newReviewInputSchema } from '@callout/contracts/orders';
import { reviewPolicyPath } from '@callout/contracts/review-trust';
import { StorageFullError } from '@callout/db/storage-errors';
import { useCheckText } from '@callout/i18n/check-texts';
import { useTranslation } from '@callout/i18n/react';
import { useOutbox } from '@callout/offline/use-outbox';
import { useMutation } from '@callout/query';
import { Link } from '@callout/router';
import { Notice } from '@callout/ui/notice';
import { useEffect, useRef } from 'react';
import type { AccountType } from '../../../config/paths';
import { alertMessage } from '../../../lib/dialogs';
import type { OrderDetails } from '../../../lib/order';
import { reviewScope, sendReview } from '../api/new-review';
import { PendingReview } from './pending-review';
import { ReviewForm, type WrittenReview } from './review-form';
import { ReviewOfYou } from './review-of-you';
import { StarRating } from './star-rating';

export function ReviewSection({
  accountType,
  order,
  onReviewed,
}: {
  accountType: AccountType;
  order: OrderDetails;
  onReviewed: () => void;
}) {
  const { t } = useTranslation(['orders', 'pwa']);
  const checkText = useCheckText();
  const pending = useOutbox(reviewScope(order.id));
  // Sent through the outbox: offline it resolves 'queued' and the outbox shows it as sending.
  const send = useMutation({ mutationFn: (input: NewReviewInput) => sendReview(accountType, input) });
  const thanked = send.data?.state === 'sent';
  const given = order.reviews[0];
  // The party reviewed: the provider for a customer, the customer for a provider. A published job
  // cancelled before anyone took it has nobody to review.
  const subject = accountType === 'provider' ? order.info.CustomerID : order.info.PersonnelID;

  // A queued review leaving the outbox has reached the server: show the order as it now is.
  const waiting = useRef(pending.length);
  useEffect(() => {
    if (pending.length < waiting.current) onReviewed();
    waiting.current = pending.length;
  }, [pending.length, onReviewed]);

  const submit = async ({ rating, review }: WrittenReview): Promise<boolean> => {
    const input = newReviewInputSchema.safeParse({
      rating,
      review,
      orderid: order.id,
      product: order.info.ProductID,
      provider: subject,
    });
    if (!input.success) {
      const message = input.error.issues[0]?.message;
      alertMessage(message ? checkText(message) : t('errors.network'));
      return false;
    }
    try {
      const outcome = await send.mutateAsync(input.data);
      if (outcome.state === 'refused') {
        alertMessage(outcome.message);
        return false;
      }
      if (outcome.state === 'sent') onReviewed();
      return true;
    } catch (error) {
      console.error('Could not send the review', error);
      alertMessage(error instanceof StorageFullError ? t('pwa:storageFull') : t('errors.network'));
      return false;
    }
  };

  const body = () => {
    if (given) {
      return (
        <>
          <StarRating rating={given.Rating} />
          {given.Review ? <p className="or-review__text">{given.Review}</p> : null}
        </>
      );
    }
    if (pending.length > 0) return pending.map((item) => <PendingReview key={item.key} item={item} />);
    if (subject && canReviewOrder(order.info.OrderStatus, order.reviews.length))
      return <ReviewForm orderId={order.id} onSubmit={submit} />;
    return <p className="or-empty">{t('review.none')}</p>;
  };

  return (
    <section className="card or-review" aria-labelledby="or-review-title">
      <h2 id="or-review-title">{t('review.title')}</h2>
      {thanked ? <Notice title={t('review.thanks')} /> : null}
      {body()}
      {accountType === 'provider' && order.reviewOfYou ? (
        <ReviewOfYou orderId={order.id} review={order.reviewOfYou} onReplied={onReviewed} />
      ) : null}
      <p className="or-review__policy">
        <Link to={reviewPolicyPath}>{t('review.policy')}</Link>
      </p>
    </section>
  );
}
