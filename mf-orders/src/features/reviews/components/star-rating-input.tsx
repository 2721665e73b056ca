// Rating as a radio group: arrow keys move between the five stars, each announced as "n stars".

import { useTranslation } from '@callout/i18n/react';
import { useId } from 'react';
import { ratingRange } from '../../../config/constants';

const stars = Array.from({ length: ratingRange.max - ratingRange.min + 1 }, (_, i) => ratingRange.min + i);

export function StarRatingInput({
  value,
  onChange,
  errorId,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  /** The id of the message that explains a missing rating, when it shows. */
  errorId?: string;
}) {
  const { t } = useTranslation('orders');
  const name = useId();
  return (
    <fieldset className="or-stars-input" aria-describedby={errorId}>
      <legend>{t('review.rating')}</legend>
      {stars.map((star) => (
        <label key={star} className="or-stars-input__star" data-on={value !== null && star <= value}>
          <input
            type="radio"
            name={name}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
            className="or-stars-input__radio"
          />
          <span aria-hidden="true">{value !== null && star <= value ? '★' : '☆'}</span>
          <span className="visually-hidden">{t('review.stars', { count: star })}</span>
        </label>
      ))}
    </fieldset>
  );
}
