import { useTranslation } from '@callout/i18n/react';
import { LanguageSwitch } from '@callout/module-kit/language-switch';
import { NavLink, useLocation } from '@callout/router';
import { ButtonLink } from '@callout/ui/button';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { paths } from '../../../config/paths';
import { needsAppAttribute } from '../../../lib/held-clicks';
import { useRenderedSession } from '../../../lib/rendered-session';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSessionRole } from '../../../lib/use-session';
import { BrandLink } from './brand-link';

function AccountButton() {
  const { t } = useTranslation('shell');
  const role = useSessionRole();
  if (role === 'provider' || role === 'operator')
    return (
      <ButtonLink
        className="top-bar__account"
        to={role === 'provider' ? paths.providerHome.getHref() : paths.opsHome.getHref()}
        variant="secondary"
      >
        {t('nav.dashboard')}
      </ButtonLink>
    );
  if (role === 'user')
    return (
      <ButtonLink className="top-bar__account" to={paths.dashboard.getHref()} variant="secondary">
        {t('nav.profile')}
      </ButtonLink>
    );
  return (
    <ButtonLink to={paths.login.getHref()} variant="secondary">
      {t('nav.login')}
    </ButtonLink>
  );
}

/**
 * `sessionActions` (the logout control) comes from the app, which composes features; `areaEntries`, the
 * account's own entries that its bottom bar has no place for, shown in the menu on phones.
 */
export function TopBar({
  sessionActions,
  areaEntries,
}: {
  sessionActions?: ReactNode;
  areaEntries?: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const live = useHydrated();
  const renderedForAccount = useRenderedSession() !== null;
  const { pathname } = useLocation();

  useEffect(() => {
    // A followed link closes the mobile menu.
    void pathname;
    setOpen(false);
  }, [pathname]);

  return (
    <header className="top-bar">
      <div className="container top-bar__inner">
        <BrandLink />
        <button
          type="button"
          className="top-bar__toggle"
          // On a page the server drew for a visitor, a click before the app has hydrated it is held and given
          // again once it has (lib/held-clicks.ts). A page drawn for an account is replaced by the app's own:
          // there the button waits, disabled, for the app to take the page over.
          disabled={!live && renderedForAccount}
          {...{ [needsAppAttribute]: '' }}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((v) => !v)}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>
        <nav
          id={menuId}
          aria-label={t('nav.label')}
          className={open ? 'top-bar__nav is-open' : 'top-bar__nav'}
        >
          {areaEntries}
          <ul>
            <li>
              <NavLink to={paths.howItWorks.getHref()}>{t('nav.howItWorks')}</NavLink>
            </li>
            <li>
              <NavLink to={paths.join.getHref()}>{t('nav.joinAsProvider')}</NavLink>
            </li>
            <li>
              <NavLink to={paths.about.getHref()}>{t('nav.about')}</NavLink>
            </li>
          </ul>
          <div className="top-bar__actions">
            <LanguageSwitch />
            <AccountButton />
            {sessionActions}
            <ButtonLink to={paths.getStarted.getHref()} variant="accent">
              {t('nav.bookAPro')}
            </ButtonLink>
          </div>
        </nav>
      </div>
    </header>
  );
}

/** The simpler header of the sign-in screens: the brand only. */
export function BrandHeader() {
  return (
    <header className="top-bar">
      <div className="container top-bar__inner">
        <BrandLink />
        <LanguageSwitch />
      </div>
    </header>
  );
}
