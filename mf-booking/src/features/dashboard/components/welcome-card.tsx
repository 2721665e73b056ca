import type { DashboardData } from '@callout/contracts/dashboard';
import { useTranslation } from '@callout/i18n/react';
import { useLogout } from '@callout/module-kit/use-logout';
import { Link } from '@callout/router';
import { Avatar } from '@callout/ui/avatar';
import { Button } from '@callout/ui/button';
import { logout as endSession } from '../../../api/logout';
import { paths } from '../../../config/paths';

/** Welcome with avatar, first name and email, a profile link and the confirmed logout. */
export function WelcomeCard({ user }: { user: DashboardData['usersdata'][number] | undefined }) {
  const { t } = useTranslation('booking');
  const { logout, pending } = useLogout({ endSession, homeHref: paths.home.getHref() });
  return (
    <section className="card bk-welcome" aria-labelledby="bk-welcome-title">
      <Avatar
        className="bk-avatar"
        src={user?.ImgLink}
        seed={user?.Email ?? ''}
        name={user?.FirstName ?? ''}
        size={64}
      />
      <div>
        <h2 id="bk-welcome-title">{t('dashboard.welcome', { name: user?.FirstName ?? '' }).trim()}</h2>
        {user?.Email ? <p>{user.Email}</p> : null}
        <p className="bk-welcome__links">
          <Link to={paths.profile.getHref()}>{t('dashboard.profileLink')}</Link>
          <Button variant="link" loading={pending} onClick={() => void logout()}>
            {t('logout')}
          </Button>
        </p>
      </div>
    </section>
  );
}
