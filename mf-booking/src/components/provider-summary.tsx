// The provider a booking is with, as negotiate, payment and confirmation show them: photo, name, rating
// with its count (from their public profile) and a link to that profile.
import { useTranslation } from '@callout/i18n/react';
import { Link, useLocation } from '@callout/router';
import { Avatar } from '@callout/ui/avatar';
import { useProviderProfile } from '../api/get-provider-profile';
import { paths } from '../config/paths';
import type { ProfileOpenedFrom } from './provider-card';
import { ProviderRating } from './provider-rating';

export function ProviderSummary({
  providerId,
  name: knownName,
  image: knownImage,
}: {
  providerId: string;
  /** The name and photo the order already has, shown while the profile loads (or if it cannot). */
  name?: string | null | undefined;
  image?: string | null | undefined;
}) {
  const { t } = useTranslation('booking');
  const { pathname } = useLocation();
  const profile = useProviderProfile(providerId).data;
  const name =
    (profile && [profile.FirstName, profile.LastName].filter(Boolean).join(' ')) ||
    knownName ||
    t('provider.unnamed');
  return (
    <div className="bk-who">
      <Avatar src={profile?.Image ?? knownImage ?? null} seed={providerId} name={name} size={56} />
      <div className="bk-who__body">
        <p className="bk-who__name">{name}</p>
        {profile ? <ProviderRating rating={profile.Rating} count={profile.ReviewCount} /> : null}
        <Link
          to={paths.providerProfile.getHref(providerId)}
          state={{ back: pathname } satisfies ProfileOpenedFrom}
          aria-label={t('provider.viewProfileOf', { name })}
        >
          {t('provider.viewProfile')}
        </Link>
      </div>
    </div>
  );
}
