// A provider offering the chosen service, on the providers page (with miles from their base to the job) and
// (with distance in km from where they bid) as a bid card.
import type { ActiveProvider } from '@callout/contracts/catalog';
import { useTranslation } from '@callout/i18n/react';
import { money } from '@callout/module-kit/money';
import { PerkList } from '@callout/module-kit/perk-list';
import { StarRating } from '@callout/module-kit/star-rating';

export function ProviderCard({
  provider,
  distance,
  miles,
  selected,
  onChoose,
}: {
  provider: ActiveProvider;
  distance?: number;
  /** Miles from the provider's base to the job (the providers list). */
  miles?: number | null | undefined;
  selected?: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('booking');
  const name = [provider.FirstName, provider.LastName].filter(Boolean).join(' ') || t('provider.unnamed');
  return (
    <li className={selected ? 'card bk-provider bk-provider--selected' : 'card bk-provider'}>
      {provider.Image ? <img src={provider.Image} alt="" loading="lazy" width={72} height={72} /> : null}
      <div className="bk-provider__body">
        <h3 className="bk-provider__name">{name}</h3>
        {provider.BioInfo ? <p className="bk-provider__bio">{provider.BioInfo}</p> : null}
        <PerkList perks={provider.Perks} namespace="booking" />
        <p className="bk-provider__facts">
          <span className="bk-provider__price">{money(provider.Price, 'GBP')}</span>
          <StarRating rating={provider.Rating} namespace="booking" classPrefix="bk" />
          {distance === undefined ? null : (
            <span className="bk-provider__distance">
              {t('provider.distance', { distance: distance.toFixed(1) })}
            </span>
          )}
          {miles === undefined || miles === null ? null : (
            <span className="bk-provider__distance">{t('provider.milesAway', { count: miles })}</span>
          )}
        </p>
      </div>
      <button
        type="button"
        className="btn btn--secondary bk-provider__choose"
        aria-pressed={selected === undefined ? undefined : selected}
        onClick={onChoose}
      >
        {t('provider.choose', { name })}
      </button>
    </li>
  );
}
