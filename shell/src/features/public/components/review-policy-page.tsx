// /review-policy: who may review, what is not allowed, how ratings are worked out and when a review is
// hidden. Linked from the footer and from wherever reviews are written or shown.
import { useTranslation } from '@callout/i18n/react';
import { Page } from '@callout/ui/page';
import { config } from '../../../config/app-config';

export function ReviewPolicyPage() {
  const { t } = useTranslation('shell');
  const sections: { title: string; body: string }[] = t('reviewPolicy.sections', {
    returnObjects: true,
    address: config.supportEmail,
  });
  return (
    <Page title={t('reviewPolicy.title')} lead={t('reviewPolicy.lead')}>
      {sections.map((section) => (
        <section key={section.title} className="section legal-section">
          <h2>{section.title}</h2>
          <p>{section.body}</p>
        </section>
      ))}
    </Page>
  );
}
