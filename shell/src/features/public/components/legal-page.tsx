import { formatDate } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { Page } from '@callout/ui/page';
import type { ReactNode } from 'react';

/** Terms and privacy were both last changed on this date. */
export const legalEffectiveDate = '2025-07-11T12:00:00Z';

export function LegalPage({
  title,
  sections,
  children,
}: {
  title: string;
  sections: { title: string; body: string }[];
  children?: ReactNode;
}) {
  const { t } = useTranslation('shell');
  return (
    <Page title={title} lead={t('legal.effective', { date: formatDate(legalEffectiveDate) })}>
      {sections.map((section) => (
        <section key={section.title} className="section legal-section">
          <h2>{section.title}</h2>
          <p>{section.body}</p>
        </section>
      ))}
      {children}
    </Page>
  );
}
