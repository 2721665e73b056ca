// A provider offering the chosen service, on the providers page (with miles from their base to the job) and
// as a bid card (with miles from where they bid), with a link to their public profile.
import type { ActiveProvider } from '@callout/contracts/catalog';
import { useTranslation } from '@callout/i18n/react';
import { money } from '@callout/module-kit/money';
import { PerkList } from '@callout/module-kit/perk-list';
import { Link, useLocation } from '@callout/router';
import { arrivedClass } from '@callout/ui/announce';
import { Avatar } from '@callout/ui/avatar';
import { paths } from '../config/paths';
import { CredentialBadges } from './credential-badges';
import { ProviderRating } from './provider-rating';

/** What the profile page is given by the card that opened it: where its back link goes. */
export interface ProfileOpenedFrom {
  back?: string;
}

export function ProviderCard({
  provider,
  miles,
  selected,
  arrived,
  onChoose,
  headingLevel = 3,
}: {
  provider: ActiveProvider;
  /** Miles to the job: from the provider's base (the providers list) or from where they bid (a bid card). */
  miles?: number | null | undefined;
  selected?: boolean;
  /** A bid that has just come in: highlighted for a moment. */
  arrived?: boolean;
  onChoose: () => void;
  /** The name's heading level: 2 straight under the page's title, 3 inside a titled section. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('booking');
  const { pathname } = useLocation();
  const name = [provider.FirstName, provider.LastName].filter(Boolean).join(' ') || t('provider.unnamed');
  return (
    <li
      className={['card bk-provider', selected ? 'bk-provider--selected' : '', arrived ? arrivedClass : '']
        .filter(Boolean)
        .join(' ')}
    >
      <Avatar src={provider.Image} seed={provider.PersonnelID} name={name} size={72} loading="lazy" />
      <div className="bk-provider__body">
        <Heading className="bk-provider__name">{name}</Heading>
        {provider.BioInfo ? <p className="bk-provider__bio">{provider.BioInfo}</p> : null}
        <PerkList perks={provider.Perks} namespace="booking" />
        <CredentialBadges badges={provider.Credentials} />
        <p className="bk-provider__facts">
          <span className="bk-provider__price">{money(provider.Price, 'GBP')}</span>
          <ProviderRating rating={provider.Rating} count={provider.ReviewCount} />
          {miles === undefined || miles === null ? null : (
            <span className="bk-provider__distance">{t('provider.milesAway', { count: miles })}</span>
          )}
        </p>
      </div>
      <div className="bk-provider__actions">
        <button
          type="button"
          className="btn btn--secondary bk-provider__choose"
          aria-pressed={selected === undefined ? undefined : selected}
          onClick={onChoose}
        >
          {t('provider.choose', { name })}
        </button>
        <Link
          className="bk-provider__profile"
          to={paths.providerProfile.getHref(provider.PersonnelID)}
          state={{ back: pathname } satisfies ProfileOpenedFrom}
          aria-label={t('provider.viewProfileOf', { name })}
        >
          {t('provider.viewProfile')}
        </Link>
      </div>
    </li>
  );
}
