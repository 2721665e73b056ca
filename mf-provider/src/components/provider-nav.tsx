// The provider menu of spec section 2: home, profile, services, orders, support. Orders and support are
// other modules' screens; this module only links to them.

import { useTranslation } from '@callout/i18n/react';
import { NavLink } from '@callout/router';
import { Icon, type IconName } from '@callout/ui/icon';
import { paths } from '../config/paths';

const entries: readonly {
  to: string;
  icon: IconName;
  labelKey: 'home' | 'profile' | 'services' | 'orders' | 'support';
  end?: boolean;
}[] = [
  // `end`: /provider is also the start of every other provider path.
  { to: paths.home.getHref(), icon: 'home', labelKey: 'home', end: true },
  { to: paths.profile.getHref(), icon: 'profile', labelKey: 'profile' },
  { to: paths.services.getHref(), icon: 'services', labelKey: 'services' },
  { to: paths.orders.getHref(), icon: 'orders', labelKey: 'orders' },
  { to: paths.support.getHref(), icon: 'support', labelKey: 'support' },
];

/** `tabs` sits above the page on wide screens, `bar` is fixed to the bottom on small ones (CSS). */
export function ProviderNav({ variant }: { variant: 'tabs' | 'bar' }) {
  const { t } = useTranslation('provider');
  return (
    <nav
      className={variant === 'tabs' ? 'pv-tabs' : 'pv-bottom-bar'}
      aria-label={t(variant === 'tabs' ? 'nav.menu' : 'nav.shortcuts')}
    >
      <ul>
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} end={entry.end}>
              <Icon name={entry.icon} />
              <span>{t(`menu.${entry.labelKey}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
