// One KYC submission: the three documents side by side with what the provider typed, and the decision.
import type { OpsKyc } from '@callout/contracts/ops-people';
import { formatDate, formatDateTime } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { kycDecisions, reviewKyc } from '../api/reviews-api';
import { DecisionForm } from './decision-form';

function DocumentView({ label, link, name }: { label: string; link: string | null; name: string }) {
  const { t } = useTranslation('ops');
  return (
    <figure className="ops-document">
      {link ? (
        <a
          href={link}
          target="_blank"
          rel="noreferrer"
          aria-label={t('reviews.kyc.openDocument', { label, name })}
        >
          <img src={link} alt={t('reviews.kyc.documentAlt', { label, name })} loading="lazy" />
        </a>
      ) : (
        <p className="ops-document__missing">{t('reviews.kyc.missing')}</p>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}

export function KycCard({ kyc, onDecided }: { kyc: OpsKyc; onDecided: (message: string) => void }) {
  const { t } = useTranslation('ops');
  const name = `${kyc.FirstName} ${kyc.LastName}`.trim();
  const fields: Array<[string, string]> = [
    [t('reviews.kyc.fields.name'), name],
    [t('reviews.kyc.fields.organization'), kyc.Organization],
    [t('reviews.kyc.fields.email'), kyc.Email ?? '–'],
    [t('reviews.kyc.fields.phone'), kyc.Phone],
    [t('reviews.kyc.fields.dob'), kyc.DOB ? formatDate(kyc.DOB) : '–'],
    [t('reviews.kyc.fields.insurance'), kyc.InsuranceNumber],
    [t('reviews.kyc.fields.address'), [kyc.Address, kyc.Province, kyc.Country].filter(Boolean).join(', ')],
    [t('reviews.kyc.fields.vat'), kyc.VAT || t('reviews.kyc.noVat')],
    [t('reviews.kyc.fields.submitted'), formatDateTime(kyc.Submitted)],
  ];
  return (
    <article className="card ops-review" aria-labelledby={`kyc-${kyc.ProviderID}`}>
      <h3 id={`kyc-${kyc.ProviderID}`}>
        {name} <span className="ops-muted">({kyc.ProviderID})</span>{' '}
        <span className="ops-badge">{kyc.Status}</span>
      </h3>
      <div className="ops-review__body">
        <div className="ops-documents">
          <DocumentView label={t('reviews.kyc.idDocument')} link={kyc.idlink} name={name} />
          <DocumentView label={t('reviews.kyc.utilityBill')} link={kyc.utilitylink} name={name} />
          <DocumentView label={t('reviews.kyc.photo')} link={kyc.Photo} name={name} />
        </div>
        <dl className="ops-fields">
          {fields.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <DecisionForm
        subject={name}
        decisions={kycDecisions}
        current={kyc.Status}
        decide={(decision) => reviewKyc(kyc.ProviderID, decision)}
        onDecided={onDecided}
      />
    </article>
  );
}
