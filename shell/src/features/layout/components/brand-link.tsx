import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { paths } from '../../../config/paths';

export function BrandLink() {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Link to={paths.home.getHref()} className="brand" aria-label={t('nav.home')}>
      <img src="/favicon.svg" alt="" width="32" height="32" />
      <span>{t('common:brand')}</span>
    </Link>
  );
}
