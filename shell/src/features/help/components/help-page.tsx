import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { Button } from '@callout/ui/button';
import { Icon, isIconName } from '@callout/ui/icon';
import { Notice } from '@callout/ui/notice';
import { Page } from '@callout/ui/page';
import { Spinner } from '@callout/ui/spinner';
import { useKeepForOffline } from '../../../lib/keep-for-offline';
import { useFaqs } from '../api/get-faqs';
import { useHelpCenter } from '../api/get-help-center';
import { FaqGrid } from './faq-grid';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Notice tone="error" title={t('help.loadError')}>
      <Button onClick={onRetry}>{t('common:retry')}</Button>
    </Notice>
  );
}

export function HelpPage() {
  const { t } = useTranslation(['shell', 'common']);
  const help = useHelpCenter();
  const faqs = useFaqs();
  useKeepForOffline([help, faqs]);
  // The FAQ section waits for the help cards above it: drawn first, it would be pushed down when the cards come.
  const helpSettled = help.isSuccess || help.isError;

  return (
    <Page title={t('help.title')} lead={t('help.lead')}>
      {help.isFetching && !help.isSuccess ? <Spinner label={t('common:loading')} /> : null}
      {help.isError && !help.isFetching ? <LoadFailed onRetry={() => void help.refetch()} /> : null}
      {help.isSuccess ? (
        <>
          {help.data.data.length === 0 ? <p>{t('help.empty')}</p> : null}
          <ul className="grid help-cards">
            {help.data.data.map((card) => (
              <li key={card.Title} className="card">
                <h2 className="h3 help-card__title">
                  {isIconName(card.Icon) ? <Icon name={card.Icon} /> : null}
                  {card.Title}
                </h2>
                <p>{card.Description}</p>
                <dl>
                  {card.Faqs.map((faq) => (
                    <div key={faq.Question}>
                      <dt>{faq.Question}</dt>
                      <dd>{faq.Answer}</dd>
                    </div>
                  ))}
                </dl>
                <Link to={card.Link}>{card.Action}</Link>
              </li>
            ))}
          </ul>
          <p className="section">
            {t('help.mail')} <a href={`mailto:${help.data.email}`}>{help.data.email}</a>
          </p>
        </>
      ) : null}

      {helpSettled ? (
        <section className="section" aria-labelledby="faq-title">
          <h2 id="faq-title">{t('help.faqTitle')}</h2>
          {faqs.isFetching && !faqs.isSuccess ? <Spinner label={t('common:loading')} /> : null}
          {faqs.isError && !faqs.isFetching ? <LoadFailed onRetry={() => void faqs.refetch()} /> : null}
          {faqs.isSuccess ? (
            faqs.data.data.length === 0 ? (
              <p>{t('help.empty')}</p>
            ) : (
              <FaqGrid faqs={faqs.data.data} />
            )
          ) : null}
        </section>
      ) : null}
    </Page>
  );
}
