// A section whose screens are not built yet: its name and what it will hold, so the console's navigation
// is whole from the start.
import { useTranslation } from '@callout/i18n/react';
import type { SectionKey } from '../app/sections';
import { OpsPage } from './ops-page';

export function PlaceholderPage({ section }: { section: SectionKey }) {
  const { t } = useTranslation('ops');
  return (
    <OpsPage title={t(`sections.${section}.title`)} lead={t(`sections.${section}.summary`)}>
      <p className="ops-placeholder">{t('placeholder.notYet')}</p>
    </OpsPage>
  );
}
