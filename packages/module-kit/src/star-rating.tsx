// Five stars for a rating; a provider nobody has rated yet shows one hollow star.
import { ratingRange } from '@callout/contracts/constants';
import { useTranslation } from '@callout/i18n/react';

export function StarRating({
  rating,
  namespace,
  classPrefix,
}: {
  rating: number | null | undefined;
  /** The module's i18next namespace; each holds the words under `rating.*`. */
  namespace: 'booking' | 'provider';
  /** The module's class prefix (`bk`, `pv`): the stars wear the module's own styles. */
  classPrefix: string;
}) {
  const { t } = useTranslation(namespace);
  const className = `${classPrefix}-stars`;
  if (rating === null || rating === undefined) {
    return (
      <span className={className} role="img" aria-label={t('rating.none')}>
        ☆
      </span>
    );
  }
  const rounded = Math.round(Math.min(Math.max(rating, 0), ratingRange.max));
  return (
    <span className={className} role="img" aria-label={t('rating.value', { rating: rating.toFixed(1) })}>
      {'★'.repeat(rounded)}
      {'☆'.repeat(ratingRange.max - rounded)}
    </span>
  );
}
