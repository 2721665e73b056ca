import { useTranslation } from '@callout/i18n/react';
import { LegalPage } from './legal-page';

export function TermsPage() {
  const { t } = useTranslation('shell');
  return <LegalPage title={t('terms.title')} sections={t('terms.sections', { returnObjects: true })} />;
}
