import { useTranslation } from '@callout/i18n/react';
import { ratingRange } from '../../../config/constants';

/** A given rating as stars, read out as "Rated n out of 5". */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useTranslation('orders');
  const whole = Math.round(Math.min(Math.max(rating, 0), ratingRange.max));
  return (
    <span
      className="or-stars"
      role="img"
      aria-label={t('review.rated', { rating: whole, max: ratingRange.max })}
    >
      {'★'.repeat(whole)}
      {'☆'.repeat(ratingRange.max - whole)}
    </span>
  );
}
