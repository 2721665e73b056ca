import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { config } from '../../../config/app-config';
import { paths } from '../../../config/paths';

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className="footer surface-inverse">
      <div className="container footer__inner">
        <nav aria-label={t('footer.links')}>
          <ul className="footer__links">
            <li>
              <Link to={paths.services.getHref()}>{t('footer.services')}</Link>
            </li>
            <li>
              <Link to={paths.help.getHref()}>{t('footer.help')}</Link>
            </li>
            <li>
              <Link to={paths.terms.getHref()}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={paths.privacy.getHref()}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.guarantee.getHref()}>{t('footer.guarantee')}</Link>
            </li>
            <li>
              <Link to={paths.reviewPolicy.getHref()}>{t('footer.reviewPolicy')}</Link>
            </li>
            <li>
              <Link to={paths.complaints.getHref()}>{t('footer.complaints')}</Link>
            </li>
          </ul>
        </nav>
        <address>
          {/* The trading details UK company law asks of a company's site (server: env.ts companyDetails). */}
          <p>{t('footer.registration', { name: config.companyName, number: config.companyNumber })}</p>
          <p>{t('footer.office', { address: config.companyAddress })}</p>
          {config.companyVatNumber ? <p>{t('footer.vat', { number: config.companyVatNumber })}</p> : null}
          <p>
            {t('footer.support')} <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
          </p>
          <p>
            {t('footer.phone')}{' '}
            <a href={`tel:${config.supportPhone.replace(/\s/g, '')}`}>{config.supportPhone}</a>
          </p>
          <p>{t('footer.location')}</p>
        </address>
        <p className="footer__copyright">{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
