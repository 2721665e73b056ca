// One service request: the product and its price range beside the provider's price, and the decision.
import type { OpsService } from '@callout/contracts/ops-people';
import { formatDateTime } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { money } from '@callout/module-kit/money';
import { reviewService, serviceDecisions } from '../api/reviews-api';
import { DecisionForm } from './decision-form';

export function ServiceCard({
  service,
  onDecided,
}: {
  service: OpsService;
  onDecided: (message: string) => void;
}) {
  const { t } = useTranslation('ops');
  const provider = service.ProviderName ?? service.ProviderEmail ?? service.ProviderID;
  const fields: Array<[string, string]> = [
    [t('reviews.services.fields.provider'), `${provider} (${service.ProviderID})`],
    [t('reviews.services.fields.kyc'), service.KycStatus ?? t('reviews.services.noKyc')],
    [t('reviews.services.fields.product'), `${service.Product} · ${service.Category} / ${service.Specifics}`],
    [t('reviews.services.fields.price'), money(service.Price, service.Currency)],
    [
      t('reviews.services.fields.range'),
      `${money(service.MinPrice, service.Currency)} – ${money(service.MaxPrice, service.Currency)}`,
    ],
    [t('reviews.services.fields.requested'), formatDateTime(service.Requested)],
  ];
  if (service.Note) fields.push([t('reviews.services.fields.note'), service.Note]);
  const subject = `${service.Product}, ${provider}`;
  return (
    <article className="card ops-review" aria-labelledby={`service-${service.RequestID}`}>
      <h3 id={`service-${service.RequestID}`}>
        {subject} <span className="ops-muted">(#{service.RequestID})</span>{' '}
        <span className="ops-badge">{service.Status}</span>
      </h3>
      <dl className="ops-fields">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <DecisionForm
        subject={subject}
        decisions={serviceDecisions}
        current={service.Status}
        decide={(decision) => reviewService(service.RequestID, decision)}
        onDecided={onDecided}
      />
    </article>
  );
}
