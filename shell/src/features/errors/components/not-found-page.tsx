import { useTranslation } from '@callout/i18n/react';
import { ButtonLink } from '@callout/ui/button';
import { Page } from '@callout/ui/page';
import { paths } from '../../../config/paths';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <Page title={t('notFound.title')} lead={t('notFound.body')}>
      <ButtonLink to={paths.home.getHref()}>{t('notFound.home')}</ButtonLink>
    </Page>
  );
}
