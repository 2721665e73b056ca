// Every screen of the console: the side navigation of its sections beside the page, marked with the module
// and build that served it (the federation and release journeys read these attributes). Desktop first: the
// navigation is a column beside the page, and on a tablet's narrow side a row of links above it.
import { useTranslation } from '@callout/i18n/react';
import { NavLink, useLocation } from '@callout/router';
import type { ReactNode } from 'react';
import { sections } from '../app/sections';

const buildId = import.meta.env.VITE_BUILD_ID ?? 'local';

function SideNavigation() {
  const { t } = useTranslation('ops');
  return (
    <nav className="ops-nav" aria-label={t('nav.label')}>
      <ul>
        <li>
          <NavLink to="/ops" end>
            {t('nav.home')}
          </NavLink>
        </li>
        {sections.map((section) => (
          <li key={section.key}>
            <NavLink to={section.to}>{t(`sections.${section.key}.title`)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function OpsPage({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: string;
  /** Controls beside the heading (a refresh button, a "new" link). */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const location = useLocation();
  return (
    <div className="ops" data-module="mf-ops" data-path={location.pathname} data-build={buildId}>
      <SideNavigation />
      <div className="ops-main">
        <div className="ops-heading">
          <h1>{title}</h1>
          {actions ? <div className="ops-heading__actions">{actions}</div> : null}
        </div>
        {lead ? <p className="page__lead">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
