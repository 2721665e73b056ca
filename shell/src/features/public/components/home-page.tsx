import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { ButtonLink } from '@callout/ui/button';
import { Icon } from '@callout/ui/icon';
import { paths } from '../../../config/paths';
import { PendingOrderBanner } from '../../pending-order/components/pending-order-banner';
import { serviceTypes } from '../service-types';

export function HomePage() {
  const { t } = useTranslation('shell');
  const steps = t('home.steps', { returnObjects: true });
  const reasons = t('home.reasons', { returnObjects: true });

  return (
    <>
      <PendingOrderBanner />
      <section className="hero">
        <div className="container">
          <h1>{t('home.title')}</h1>
          <p className="page__lead">{t('home.lead')}</p>
          <ButtonLink to={paths.getStarted.getHref()} variant="accent">
            {t('nav.bookAPro')}
          </ButtonLink>
        </div>
      </section>

      <section className="container section" aria-labelledby="featured-title">
        <h2 id="featured-title">{t('home.featuredTitle')}</h2>
        <ul className="grid">
          {serviceTypes
            .filter((s) => s.featured)
            .map((s) => (
              <li key={s.key} className="card service-tile">
                <span className="service-tile__icon">
                  <Icon name={s.icon} size={32} />
                </span>
                <h3>
                  {/* The whole tile is this link (shell.css): it opens the booking for its category. */}
                  <Link className="service-tile__link" to={paths.bookCategory.getHref(s.category)}>
                    {t(`services.items.${s.key}.title`)}
                  </Link>
                </h3>
                <p>{t(`services.items.${s.key}.description`)}</p>
              </li>
            ))}
        </ul>
      </section>

      <section className="container section" aria-labelledby="steps-title">
        <h2 id="steps-title">{t('home.stepsTitle')}</h2>
        <ol className="grid steps">
          {steps.map((step) => (
            <li key={step.title} className="card">
              <h3>{step.title}</h3>
              <p>{step.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="container section" aria-labelledby="reasons-title">
        <h2 id="reasons-title">{t('home.reasonsTitle')}</h2>
        <ul className="grid">
          {reasons.map((reason) => (
            <li key={reason.title} className="card">
              <h3>{reason.title}</h3>
              <p>{reason.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container section join-cta" aria-labelledby="join-title">
        <h2 id="join-title">{t('home.joinTitle')}</h2>
        <p>{t('home.joinBody')}</p>
        <ButtonLink to={paths.join.getHref()}>{t('home.joinCta')}</ButtonLink>
      </section>
    </>
  );
}
