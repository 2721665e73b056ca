// Who, what, how much and when, for the order being booked: the service, the day, the provider, the
// address and the price with what it covers (the payment page and the confirmation).
import { shippingWindow } from '@callout/contracts/arrival-windows';
import { formatJobDay } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { money } from '@callout/module-kit/money';
import type { BookingOrder } from '../api/get-booking-order';
import { ProviderSummary } from './provider-summary';

export function PriceWithRate({ order }: { order: BookingOrder }) {
  const { t } = useTranslation('booking');
  const { Price, Currency, Rate } = order.info;
  return (
    <>
      {money(Price, Currency)} {t(Rate === 'PER HOUR' ? 'rate.perHour' : 'rate.perJob')}
    </>
  );
}

export function BookingSummary({ order, total }: { order: BookingOrder; total?: string }) {
  const { t } = useTranslation('booking');
  const { info, shipping } = order;
  const service = [info.Name, info.Category].filter(Boolean).join(' · ');
  // No fee is added (none is charged), so the total is the service's charge.
  const listed = money(info.Price, info.Currency);
  const charge = total ?? listed;
  return (
    <section className="card bk-booking" aria-labelledby="bk-booking-title">
      <h2 id="bk-booking-title" className="bk-booking__title">
        {t('summary.title')}
      </h2>
      <dl className="bk-booking__facts">
        <div>
          <dt>{t('summary.service')}</dt>
          <dd>{service}</dd>
        </div>
        <div>
          <dt>{t('summary.date')}</dt>
          <dd>{formatJobDay(shipping.ShipDate, shippingWindow(shipping))}</dd>
        </div>
        <div>
          <dt>{t('summary.address')}</dt>
          <dd>{[shipping.ShipAddress, shipping.ShipZipCode].filter(Boolean).join(', ')}</dd>
        </div>
        {info.PersonnelID ? (
          <div className="bk-booking__provider">
            <dt>{t('summary.provider')}</dt>
            <dd>
              <ProviderSummary
                providerId={info.PersonnelID}
                name={info.PersonnelName}
                image={info.PersonnelImg}
              />
            </dd>
          </div>
        ) : null}
      </dl>
      <h3 className="bk-booking__subtitle">{t('summary.priceTitle')}</h3>
      <dl className="bk-booking__price">
        <div>
          <dt>{t('summary.servicePrice')}</dt>
          <dd>
            <PriceWithRate order={order} />
          </dd>
        </div>
        {/* What is charged now when it is not the price itself (the time an hourly job took, a cancellation
            charge), so the rows always add up to the total. */}
        {charge !== listed ? (
          <div>
            <dt>{t('summary.charge')}</dt>
            <dd>{charge}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('summary.bookingFee')}</dt>
          <dd>{t('summary.noFee')}</dd>
        </div>
        <div className="bk-booking__total">
          <dt>{t('summary.total')}</dt>
          <dd>{charge}</dd>
        </div>
      </dl>
      <p className="bk-booking__includes">
        {t(info.Rate === 'PER HOUR' ? 'summary.includesPerHour' : 'summary.includesPerJob')}
      </p>
      {/* The whole price up front (DMCC Act 2024): no mandatory charge is added to the provider's price. */}
      <p className="bk-booking__all-in">{t('summary.allIn')}</p>
    </section>
  );
}
