// /guarantee: what the Callout guarantee covers and how to claim, with the operator's cover per order and
// claim window from the run-time configuration the server writes into the page.
import { formatMoney } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { Page } from '@callout/ui/page';
import { config } from '../../../config/app-config';

export function GuaranteePage() {
  const { t } = useTranslation('shell');
  const figures = {
    amount: formatMoney(config.guaranteeCover, 'GBP'),
    months: config.guaranteeClaimMonths,
  };
  const sections: { title: string; body: string }[] = t('guarantee.sections', {
    returnObjects: true,
    ...figures,
  });
  return (
    <Page title={t('guarantee.title')} lead={t('guarantee.lead', figures)}>
      <p className="guarantee-figures">
        <strong>{t('guarantee.figures', figures)}</strong>
      </p>
      {sections.map((section) => (
        <section key={section.title} className="section legal-section">
          <h2>{section.title}</h2>
          <p>{section.body}</p>
        </section>
      ))}
      <p>{t('guarantee.claim', { address: config.supportEmail })}</p>
    </Page>
  );
}
