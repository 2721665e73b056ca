// A provider's rating with how many reviews it stands on: "★★★★☆ 4.0 · 12 reviews".
import { useTranslation } from '@callout/i18n/react';
import { StarRating } from '@callout/module-kit/star-rating';

export function ProviderRating({
  rating,
  count,
}: {
  rating: number | null | undefined;
  /** Absent from older servers: then the stars stand alone. */
  count?: number | undefined;
}) {
  const { t } = useTranslation('booking');
  return (
    <span className="bk-rating">
      <StarRating rating={rating} namespace="booking" classPrefix="bk" />
      {rating === null || rating === undefined ? null : (
        <span className="bk-rating__value">{rating.toFixed(1)}</span>
      )}
      {count === undefined ? null : (
        <span className="bk-rating__count">{t('rating.reviews', { count })}</span>
      )}
    </span>
  );
}
