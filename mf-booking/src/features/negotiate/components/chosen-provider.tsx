// The provider the request is with and their price, on negotiate and in its corner panel: the order's
// price once the server has the order (a bid's price once engaged), the provider's price for the service
// before that; for a PER HOUR service, the estimate for the hours booked.
import type { RequestDraft } from '@callout/contracts/booking';
import { useTranslation } from '@callout/i18n/react';
import { money } from '@callout/module-kit/money';
import { useBookingOrder } from '../../../api/get-booking-order';
import { useProviderProfile } from '../../../api/get-provider-profile';
import { PriceWithRate } from '../../../components/booking-summary';
import { ProviderSummary } from '../../../components/provider-summary';

export function ChosenProvider({
  draft,
  providerId,
  compact = false,
}: {
  draft: RequestDraft;
  providerId: string;
  /** In the corner panel: no heading of its own (the panel is titled). */
  compact?: boolean;
}) {
  const { t } = useTranslation('booking');
  const order = useBookingOrder(draft.Order, providerId).data;
  const profile = useProviderProfile(providerId).data;
  const quoted = profile?.Services.find((service) => service.ProductID === draft.ProdId);
  const price = order ? (
    <PriceWithRate order={order} />
  ) : quoted ? (
    `${money(quoted.Price, quoted.Currency)} ${t(quoted.Rate === 'PER HOUR' ? 'rate.perHour' : 'rate.perJob')}`
  ) : null;
  // What the hours picked come to at that price; the bill is the time taken.
  const hourly = order
    ? { rate: order.info.Rate, unit: order.info.Price, currency: order.info.Currency }
    : quoted && { rate: quoted.Rate, unit: quoted.Price, currency: quoted.Currency };
  const hours = Number(draft.Hours ?? '1');
  const estimate =
    hourly && hourly.rate === 'PER HOUR' && draft.Hours
      ? t('hours.estimate', { count: hours, amount: money(hourly.unit * hours, hourly.currency) })
      : null;
  const body = (
    <>
      <ProviderSummary
        providerId={providerId}
        name={order?.info.PersonnelName}
        image={order?.info.PersonnelImg}
      />
      {price ? (
        <p className="bk-chosen-provider__price">
          <span>{t('summary.price')}</span> <strong>{price}</strong>
        </p>
      ) : null}
      {estimate ? <p className="bk-chosen-provider__estimate">{estimate}</p> : null}
    </>
  );
  if (compact) return <div className="bk-chosen-provider bk-chosen-provider--compact">{body}</div>;
  return (
    <section className="card bk-chosen-provider" aria-labelledby="bk-chosen-provider">
      <h2 id="bk-chosen-provider" className="bk-chosen-provider__title">
        {t('summary.chosenProvider')}
      </h2>
      {body}
    </section>
  );
}
