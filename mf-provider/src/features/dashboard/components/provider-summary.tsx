// The top of the dashboard: photo, name, phone, rating (with the icon that opens the bid panel), the
// notifications bell and the sign-out icon.
import { useTranslation } from '@callout/i18n/react';
import { StarRating } from '@callout/module-kit/star-rating';
import { useLogout } from '@callout/module-kit/use-logout';
import { Avatar } from '@callout/ui/avatar';
import { Icon } from '@callout/ui/icon';
import type { ProviderProfile } from '../../../api/get-provider-profile';
import { logout as endSession } from '../../../api/logout';
import { paths } from '../../../config/paths';
import { NotificationsBell } from './notifications-bell';

export function ProviderSummary({
  profile,
  onFindJobs,
}: {
  profile: ProviderProfile;
  /** Opens the bid panel; absent while the provider may not bid yet. */
  onFindJobs?: (() => void) | undefined;
}) {
  const { t } = useTranslation('provider');
  const { logout, pending } = useLogout({ endSession, homeHref: paths.site.getHref() });
  const user = profile.UserData[0];
  const name = [user?.FirstName, user?.LastName].filter(Boolean).join(' ') || t('dashboard.unnamed');
  return (
    <section className="card pv-summary" aria-label={t('dashboard.summaryLabel')}>
      <Avatar
        className="pv-avatar"
        src={user?.Img}
        seed={user?.PersonnelID ?? name}
        name={name}
        size={72}
        alt={t('dashboard.photo')}
      />
      <div className="pv-summary__text">
        <p className="pv-summary__name">{name}</p>
        <p>{user?.Phone || t('profile.noPhone')}</p>
        <p className="pv-summary__rating">
          <StarRating rating={profile.rating} namespace="provider" classPrefix="pv" />
          {onFindJobs ? (
            <button type="button" className="pv-icon-button" onClick={onFindJobs}>
              <Icon name="briefcase" size={20} />
              <span className="visually-hidden">{t('bids.open')}</span>
            </button>
          ) : null}
        </p>
      </div>
      <div className="pv-summary__actions">
        <NotificationsBell />
        <button
          type="button"
          className="pv-icon-button"
          aria-busy={pending || undefined}
          onClick={() => void logout()}
        >
          <Icon name="signOut" />
          <span className="visually-hidden">{t('dashboard.signOut')}</span>
        </button>
      </div>
    </section>
  );
}
