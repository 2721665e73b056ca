import { useTranslation } from '@callout/i18n/react';
import { Page } from '@callout/ui/page';

export function HowItWorksPage() {
  const { t } = useTranslation('shell');
  return (
    <Page title={t('howItWorks.title')}>
      <ol className="grid steps">
        {t('howItWorks.steps', { returnObjects: true }).map((step) => (
          <li key={step.title} className="card">
            <h2 className="h3">{step.title}</h2>
            <p>{step.body}</p>
          </li>
        ))}
      </ol>
    </Page>
  );
}
