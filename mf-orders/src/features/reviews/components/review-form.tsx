// Rating (required, 1 to 5) and optional words about the other party, kept on the device as they are
// chosen and typed until the review goes. What happens after sending is the section's business: this
// form only says whether the review went, waits, or was refused.

import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { type FormEvent, useId, useState } from 'react';
import { useReviewDraft } from '../hooks/use-review-draft';
import { StarRatingInput } from './star-rating-input';

/** What the form sends: a rating is required by then. */
export interface WrittenReview {
  rating: number;
  review: string;
}

export function ReviewForm({
  orderId,
  onSubmit,
}: {
  orderId: string;
  /** Resolves true when the review was sent or queued. */
  onSubmit: (written: WrittenReview) => Promise<boolean>;
}) {
  const { t } = useTranslation('orders');
  const { draft, change, forget } = useReviewDraft(orderId);
  const { rating, review } = draft;
  const [missingRating, setMissingRating] = useState(false);
  const [sending, setSending] = useState(false);
  const errorId = useId();
  const textId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (rating === null) return setMissingRating(true);
    setSending(true);
    const done = await onSubmit({ rating, review });
    if (done) forget();
    else setSending(false);
  };

  return (
    <form className="or-review-form" onSubmit={(event) => void submit(event)} noValidate>
      <StarRatingInput
        value={rating}
        onChange={(value) => {
          change({ ...draft, rating: value });
          setMissingRating(false);
        }}
        {...(missingRating ? { errorId } : {})}
      />
      {missingRating ? (
        <p id={errorId} className="or-inline-error" role="alert">
          {t('review.ratingRequired')}
        </p>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={textId}>
          {t('review.text')}
        </label>
        <textarea
          id={textId}
          className="field__input"
          rows={3}
          maxLength={1000}
          value={review}
          onChange={(event) => change({ ...draft, review: event.target.value })}
        />
      </div>
      <Button type="submit" loading={sending}>
        {t('review.submit')}
      </Button>
    </form>
  );
}
