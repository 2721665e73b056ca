// Rating (required, 1 to 5) and optional words about the other party. What happens after sending is
// the section's business: this form only says whether the review went, waits, or was refused.

import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { type FormEvent, useId, useState } from 'react';
import { StarRatingInput } from './star-rating-input';

export interface ReviewDraft {
  rating: number;
  review: string;
}

export function ReviewForm({ onSubmit }: { onSubmit: (draft: ReviewDraft) => Promise<boolean> }) {
  const { t } = useTranslation('orders');
  const [rating, setRating] = useState<number | null>(null);
  const [review, setReview] = useState('');
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
    if (!done) setSending(false);
  };

  return (
    <form className="or-review-form" onSubmit={(event) => void submit(event)} noValidate>
      <StarRatingInput
        value={rating}
        onChange={(value) => {
          setRating(value);
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
          onChange={(event) => setReview(event.target.value)}
        />
      </div>
      <Button type="submit" loading={sending}>
        {t('review.submit')}
      </Button>
    </form>
  );
}
