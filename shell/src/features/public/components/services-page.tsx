import { useTranslation } from '@callout/i18n/react';
import { ButtonLink } from '@callout/ui/button';
import { Icon } from '@callout/ui/icon';
import { Page } from '@callout/ui/page';
import { paths } from '../../../config/paths';
import { serviceTypes } from '../service-types';

export function ServicesPage() {
  const { t } = useTranslation('shell');
  return (
    <Page title={t('services.title')} lead={t('services.lead')}>
      <ul className="grid">
        {serviceTypes.map((s) => {
          const title = t(`services.items.${s.key}.title`);
          return (
            <li key={s.key} className="card service-tile">
              <span className="service-tile__icon">
                <Icon name={s.icon} size={32} />
              </span>
              <h2 className="h3">{title}</h2>
              <p>{t(`services.items.${s.key}.description`)}</p>
              <p className="visually-hidden">{t('services.examplesLabel')}</p>
              <ul className="service-tile__examples">
                {t(`services.items.${s.key}.examples`, { returnObjects: true }).map((example) => (
                  <li key={example}>{example}</li>
                ))}
              </ul>
              <ButtonLink to={paths.bookCategory.getHref(s.category)}>
                {t('services.book', { title })}
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </Page>
  );
}
