// The provider's view of the customer's review of them on this order: the stars and words, their one
// public reply (or the form to write it), or that an operator hid the review under the review policy.

import type { ReviewOfYou as Review } from '@callout/contracts/orders';
import { maxReviewReplyLength } from '@callout/contracts/review-trust';
import { useTranslation } from '@callout/i18n/react';
import { useMutation } from '@callout/query';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { type FormEvent, useId, useState } from 'react';
import { sendReviewReply } from '../api/review-reply';
import { StarRating } from './star-rating';

export function ReviewOfYou({
  orderId,
  review,
  onReplied,
}: {
  orderId: string;
  review: Review;
  onReplied: () => void;
}) {
  const { t } = useTranslation('orders');
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const textId = useId();
  const errorId = useId();
  const send = useMutation({
    mutationFn: () => sendReviewReply(orderId, reply.trim()),
    onSuccess: (outcome) => {
      if (outcome.ok) onReplied();
      else setProblem(outcome.message);
    },
    onError: () => setProblem(t('errors.network')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reply.trim()) return setProblem(t('review.replyRequired'));
    setProblem(null);
    send.mutate();
  };
  return (
    <div className="or-review-of-you">
      <h3>{t('review.ofYou')}</h3>
      {review.Hidden ? (
        <p className="or-empty">{t('review.hiddenOfYou')}</p>
      ) : (
        <>
          <StarRating rating={review.Rating} />
          {review.Review ? <p className="or-review__text">{review.Review}</p> : null}
          {review.Reply ? (
            <blockquote className="or-review__reply">
              <p>{t('review.yourReply')}</p>
              <p>{review.Reply}</p>
            </blockquote>
          ) : (
            <form className="or-review-form" onSubmit={submit} noValidate>
              <div className="field">
                <label className="field__label" htmlFor={textId}>
                  {t('review.replyLabel')}
                </label>
                <textarea
                  id={textId}
                  className="field__input"
                  rows={3}
                  maxLength={maxReviewReplyLength}
                  value={reply}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? errorId : undefined}
                  onChange={(event) => setReply(event.target.value)}
                />
              </div>
              {problem ? (
                <p id={errorId} className="or-inline-error" role="alert">
                  {problem}
                </p>
              ) : null}
              <Button type="submit" loading={send.isPending}>
                {t('review.replySubmit')}
              </Button>
            </form>
          )}
          {send.data?.ok ? <Notice title={send.data.message} /> : null}
        </>
      )}
    </div>
  );
}
