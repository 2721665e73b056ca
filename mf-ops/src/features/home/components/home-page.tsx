// /ops: the console's home, one card per section with what it is for, and the operator's bell.
import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { sections } from '../../../app/sections';
import { OpsPage } from '../../../components/ops-page';
import { NotificationsBell } from './notifications-bell';

export function HomePage() {
  const { t } = useTranslation('ops');
  return (
    <OpsPage title={t('home.title')} lead={t('home.lead')} actions={<NotificationsBell />}>
      <ul className="ops-sections">
        {sections.map((section) => (
          <li key={section.key} className="card ops-sections__item">
            <h2>
              <Link to={section.to}>{t(`sections.${section.key}.title`)}</Link>
            </h2>
            <p>{t(`sections.${section.key}.summary`)}</p>
          </li>
        ))}
      </ul>
    </OpsPage>
  );
}
