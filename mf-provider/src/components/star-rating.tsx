// Five stars for a rating; nobody rated yet shows one hollow star, as the booking cards do.
import { ratingRange } from '@callout/contracts/constants';
import { useTranslation } from '@callout/i18n/react';

export function StarRating({ rating }: { rating: number | null | undefined }) {
  const { t } = useTranslation('provider');
  if (rating === null || rating === undefined) {
    return (
      <span className="pv-stars" role="img" aria-label={t('rating.none')}>
        ☆
      </span>
    );
  }
  const rounded = Math.round(Math.min(Math.max(rating, 0), ratingRange.max));
  return (
    <span className="pv-stars" role="img" aria-label={t('rating.value', { rating: rating.toFixed(1) })}>
      {'★'.repeat(rounded)}
      {'☆'.repeat(ratingRange.max - rounded)}
    </span>
  );
}
