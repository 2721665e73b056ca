import { useTranslation } from '@callout/i18n/react';
import { config } from '../../../config/app-config';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  const { t } = useTranslation('shell');
  return (
    <LegalPage title={t('privacy.title')} sections={t('privacy.sections', { returnObjects: true })}>
      <p>{t('privacy.supportDesk', { address: config.supportEmail })}</p>
    </LegalPage>
  );
}
