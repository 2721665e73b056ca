// The dashboard's browsing lists: promotions, trending services and leading providers. A trending service
// or a leading provider opens the booking flow at it (use-start-booking.ts).
import type { DashboardData } from '@callout/contracts/dashboard';
import { useTranslation } from '@callout/i18n/react';
import { money } from '@callout/module-kit/money';
import { StarRating } from '@callout/module-kit/star-rating';
import { Link } from '@callout/router';
import { Avatar } from '@callout/ui/avatar';
import { Button } from '@callout/ui/button';
import { pictureSize, pictureSources } from '@callout/ui/picture';
import { useStartBooking } from '../hooks/use-start-booking';

export function Promotions({ items }: { items: DashboardData['promotions'] }) {
  const { t } = useTranslation('booking');
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="bk-promotions-title">
      <h2 id="bk-promotions-title">{t('dashboard.promotionsTitle')}</h2>
      <ul className="grid">
        {items.map((promotion) => (
          <li key={`${promotion.Image}-${promotion.Description}`} className="card bk-promo">
            {/* Reserves a 16:10 space (the seeded pictures' shape) while the picture loads; CSS scales it. */}
            {promotion.Image ? (
              // Lazy, the first too: React would hoist a preload link for an eager picture to the front of
              // the page rendered on the server, which the browser's take-over does not render.
              <img src={promotion.Image} alt="" loading="lazy" decoding="async" width={320} height={200} />
            ) : null}
            {/* imgLink is where the promotion leads; only this site's own pages are linked. */}
            {promotion.imgLink.startsWith('/') && !promotion.imgLink.startsWith('//') ? (
              <Link to={promotion.imgLink}>{promotion.Description}</Link>
            ) : (
              <p>{promotion.Description}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TrendingProducts({ items }: { items: DashboardData['trproducts'] }) {
  const { t } = useTranslation('booking');
  const booking = useStartBooking();
  return (
    <section aria-labelledby="bk-trending-title">
      <h2 id="bk-trending-title">{t('dashboard.trendingTitle')}</h2>
      {items.length === 0 ? <p className="bk-empty">{t('empty.noRecords')}</p> : null}
      <ul className="grid">
        {items.map((product) => (
          <li key={product.Product} className="card bk-tile">
            {product.imgLink ? (
              <img
                {...pictureSources(product.imgLink, '96px')}
                {...pictureSize(product.imgLink, 96)}
                alt=""
                loading="lazy"
              />
            ) : null}
            <h3>{product.Product}</h3>
            <p>{product.Description}</p>
            <p className="bk-option__price">
              {t('choose.priceRange', {
                min: money(product.MinPrice, product.Currency),
                max: money(product.MaxPrice, product.Currency),
                rate: product.PayRate === 'PER HOUR' ? t('rate.perHour') : t('rate.perJob'),
              })}
            </p>
            <Button
              variant="secondary"
              loading={booking.starting}
              onClick={() =>
                void booking.start({
                  Category: product.Category,
                  Specific: product.Specifics,
                  ProdId: product.Id,
                  Product: product.Product,
                })
              }
            >
              {t('dashboard.bookService', { service: product.Product })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LeadingProviders({ items }: { items: DashboardData['trproviders'] }) {
  const { t } = useTranslation('booking');
  const booking = useStartBooking();
  return (
    <section aria-labelledby="bk-leading-title">
      <h2 id="bk-leading-title">{t('dashboard.leadingTitle')}</h2>
      {items.length === 0 ? <p className="bk-empty">{t('empty.noRecords')}</p> : null}
      <ul className="grid">
        {items.map((provider) => {
          const name =
            [provider.FirstName, provider.LastName].filter(Boolean).join(' ') || t('provider.unnamed');
          return (
            <li key={provider.PersonnelID} className="card bk-tile">
              <Avatar
                className="bk-avatar"
                src={provider.Img}
                seed={provider.PersonnelID}
                name={name}
                size={64}
                loading="lazy"
              />
              <h3>{name}</h3>
              {provider.BioInfo ? <p>{provider.BioInfo}</p> : null}
              <StarRating rating={provider.Rating} namespace="booking" classPrefix="bk" />
              {/* A provider without a date is a preference: preselected once the service and day are chosen. */}
              <Button
                variant="secondary"
                loading={booking.starting}
                onClick={() => void booking.start({ Provider: provider.PersonnelID, ProviderName: name })}
              >
                {t('dashboard.bookProvider', { name })}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
