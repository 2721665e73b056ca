// The signed-in account's menu under the top bar, and its bottom bar on phones. Entries,
// places and labels come from the modules' contracts (area-menu.ts); the page's own entry is marked current.
import './area-navigation.css';
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { currentLanguage } from '@callout/i18n/i18n';
import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { Icon, type IconName } from '@callout/ui/icon';
import type { AreaEntry } from '../area-menu';
import { type PageArea, type ShownAreaMenu, useAreaMenu } from '../hooks/use-area-menu';

const icons: Record<AreaEntry['icon'], IconName> = {
  home: 'home',
  orders: 'orders',
  'order-now': 'plus',
  profile: 'profile',
  support: 'support',
  services: 'services',
  explore: 'explore',
  history: 'history',
};

function EntryLink({ entry, current, label }: { entry: AreaEntry; current: boolean; label: string }) {
  return (
    <Link to={entry.to} aria-current={current ? 'page' : undefined}>
      <Icon name={icons[entry.icon]} />
      <span>{label}</span>
    </Link>
  );
}

function useLabel() {
  const { i18n } = useTranslation();
  // The key and namespace come from the manifest, so they cannot be typed here.
  const translate = i18n.t as unknown as (key: string, options: { ns: string; lng: string }) => string;
  // In the language shown (on the server, the rendered page's).
  const lng = currentLanguage();
  return (entry: AreaEntry) => translate(entry.labelKey, { ns: entry.namespace, lng });
}

/**
 * The menu above the page, the slot of the bottom bar below it, or (`more`) the menu's entries the bar has
 * no place for, inside the top bar's menu; nothing when the account has none.
 */
export function AreaNavigation({
  manifest,
  area,
  placement,
}: {
  manifest: RemotesManifest | null;
  area: PageArea;
  placement: 'menu' | 'bar' | 'more';
}) {
  const shown = useAreaMenu(manifest, area);
  if (shown === null) return null;
  if (placement === 'menu') return <AreaMenuNav area={shown} />;
  if (placement === 'more') return <AreaMoreEntries area={shown} />;
  return (
    <div className="area-bar-slot">
      <AreaBottomBar area={shown} />
    </div>
  );
}

/**
 * The menu, above the page. On phones it gives way to the bottom bar, one navigation rather than two: the
 * entries the bar has no place for are in the top bar's menu instead (AreaMoreEntries).
 */
function AreaMenuNav({ area }: { area: ShownAreaMenu }) {
  const { t } = useTranslation('shell');
  const label = useLabel();
  return (
    <nav
      className={area.bar.length > 0 ? 'area-menu area-menu--in-bar' : 'area-menu'}
      aria-label={t('areaNav.menu')}
    >
      <ul className="container">
        {area.menu.map((entry) => (
          <li key={entry.to}>
            <EntryLink entry={entry} current={entry === area.current} label={label(entry)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** On phones, in the top bar's menu: the account's entries that are not in the bottom bar. */
function AreaMoreEntries({ area }: { area: ShownAreaMenu }) {
  const label = useLabel();
  if (area.bar.length === 0) return null;
  const rest = area.menu.filter((entry) => entry.bar === undefined);
  if (rest.length === 0) return null;
  return (
    <ul className="area-more">
      {rest.map((entry) => (
        <li key={entry.to}>
          <EntryLink entry={entry} current={entry === area.current} label={label(entry)} />
        </li>
      ))}
    </ul>
  );
}

/** The bar fixed to the bottom of a phone's screen; hidden on wider screens (CSS). */
function AreaBottomBar({ area }: { area: ShownAreaMenu }) {
  const { t } = useTranslation('shell');
  const label = useLabel();
  if (area.bar.length === 0) return null;
  return (
    <nav className="area-bar" aria-label={t('areaNav.bar')}>
      <ul>
        {area.bar.map((entry) => (
          <li key={entry.to}>
            <EntryLink entry={entry} current={entry === area.current} label={label(entry)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
