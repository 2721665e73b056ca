import { useTranslation } from '@callout/i18n/react';
import { ButtonLink } from '@callout/ui/button';
import { Page } from '@callout/ui/page';
import { paths } from '../../../config/paths';

export function GetStartedPage() {
  const { t } = useTranslation('shell');
  return (
    <Page title={t('getStarted.title')} lead={t('getStarted.lead')}>
      <div className="grid">
        <section className="card">
          <h2 className="h3">{t('getStarted.bookAPro')}</h2>
          <p>{t('getStarted.bookBody')}</p>
          <ButtonLink to={paths.bookingStart.getHref()}>{t('getStarted.bookAPro')}</ButtonLink>
        </section>
        <section className="card">
          <h2 className="h3">{t('getStarted.orderNow')}</h2>
          <p>{t('getStarted.orderBody')}</p>
          <ButtonLink to={paths.bookingStart.getHref()} variant="accent">
            {t('getStarted.orderNow')}
          </ButtonLink>
        </section>
      </div>
    </Page>
  );
}
