// /complaints: how a complaint is made and handled, and the alternative dispute resolution body a complaint
// we cannot settle goes to (ADR_BODY_NAME, ADR_BODY_URL in the run-time configuration the server writes).
import { useTranslation } from '@callout/i18n/react';
import { Page } from '@callout/ui/page';
import { config } from '../../../config/app-config';

export function ComplaintsPage() {
  const { t } = useTranslation('shell');
  const sections: { title: string; body: string }[] = t('complaints.sections', {
    returnObjects: true,
    address: config.supportEmail,
    adrBody: config.adrBodyName,
    adrUrl: config.adrBodyUrl,
  });
  return (
    <Page title={t('complaints.title')} lead={t('complaints.lead')}>
      {sections.map((section) => (
        <section key={section.title} className="section legal-section">
          <h2>{section.title}</h2>
          <p>{section.body}</p>
        </section>
      ))}
      <p>
        <strong>{t('complaints.adr', { name: config.adrBodyName })}</strong>
      </p>
      <p>
        <a href={config.adrBodyUrl} rel="noopener noreferrer">
          {t('complaints.adrLink', { name: config.adrBodyName })}
        </a>
      </p>
    </Page>
  );
}
