// The customer's four-icon bar (spec section 2): home, orders, order now, profile.

import { useTranslation } from '@callout/i18n/react';
import { NavLink } from '@callout/router';
import { Icon, type IconName } from '@callout/ui/icon';
import { paths } from '../config/paths';

const entries: readonly {
  to: string;
  icon: IconName;
  labelKey: 'home' | 'orders' | 'orderNow' | 'profile';
}[] = [
  { to: paths.dashboard.getHref(), icon: 'home', labelKey: 'home' },
  { to: paths.orders.getHref(), icon: 'orders', labelKey: 'orders' },
  { to: paths.location.getHref(), icon: 'plus', labelKey: 'orderNow' },
  { to: paths.profile.getHref(), icon: 'profile', labelKey: 'profile' },
];

export function BottomBar() {
  const { t } = useTranslation('booking');
  return (
    <nav className="bk-bottom-bar" aria-label={t('bottomBar.label')}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to}>
              <Icon name={entry.icon} />
              <span>{t(`bottomBar.${entry.labelKey}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
