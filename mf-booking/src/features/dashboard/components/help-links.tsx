import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { paths } from '../../../config/paths';

/** Where to get help: the help centre, support cases and the order history. */
export function HelpLinks() {
  const { t } = useTranslation('booking');
  return (
    <nav className="card bk-help" aria-label={t('dashboard.helpTitle')}>
      <h2>{t('dashboard.helpTitle')}</h2>
      <ul>
        <li>
          <Link to={paths.help.getHref()}>{t('dashboard.helpCentre')}</Link>
        </li>
        <li>
          <Link to={paths.support.getHref()}>{t('dashboard.support')}</Link>
        </li>
        <li>
          <Link to={paths.orders.getHref()}>{t('dashboard.history')}</Link>
        </li>
      </ul>
    </nav>
  );
}
