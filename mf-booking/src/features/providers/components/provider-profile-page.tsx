// /providers/{id}: a provider's public profile, open to anyone before booking: who they are, where they
// work, what they offer at what price, their badges, and what customers said with the provider's replies.
import type { ProfileReview, ProviderPublicProfile } from '@callout/contracts/provider-public-profile';
import { reviewPolicyPath } from '@callout/contracts/review-trust';
import { formatDate } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { refusesAddress } from '@callout/module-kit/errors';
import { money } from '@callout/module-kit/money';
import { PerkList } from '@callout/module-kit/perk-list';
import { StarRating } from '@callout/module-kit/star-rating';
import { Link, useLocation, useParams } from '@callout/router';
import { Avatar } from '@callout/ui/avatar';
import { LoadError } from '@callout/ui/list-state';
import { Spinner } from '@callout/ui/spinner';
import { useProviderProfile } from '../../../api/get-provider-profile';
import { CustomerFrame } from '../../../components/customer-frame';
import type { ProfileOpenedFrom } from '../../../components/provider-card';
import { ProviderRating } from '../../../components/provider-rating';
import { paths } from '../../../config/paths';
import { useListLabels } from '../../../hooks/use-list-labels';

const fullName = (profile: Pick<ProviderPublicProfile, 'FirstName' | 'LastName'>) =>
  [profile.FirstName, profile.LastName].filter(Boolean).join(' ');

function Review({ review, provider }: { review: ProfileReview; provider: string }) {
  const { t } = useTranslation('booking');
  return (
    <li className="card bk-review">
      <p className="bk-review__head">
        <StarRating rating={review.Rating} namespace="booking" classPrefix="bk" />
        <span>
          {t('providerProfile.reviewBy', { name: review.Reviewer, date: formatDate(review.Posted) })}
        </span>
      </p>
      <p className="bk-review__service">{t('providerProfile.reviewService', { service: review.Service })}</p>
      <p>{review.Review || t('providerProfile.noReviewText')}</p>
      {review.Reply ? (
        <blockquote className="bk-review__reply">
          <p className="bk-review__reply-by">{t('providerProfile.reply', { name: provider })}</p>
          <p>{review.Reply.Review}</p>
        </blockquote>
      ) : null}
    </li>
  );
}

function Profile({ profile }: { profile: ProviderPublicProfile }) {
  const { t } = useTranslation('booking');
  const name = fullName(profile) || t('provider.unnamed');
  const rate = (value: 'PER HOUR' | 'PER JOB') => t(value === 'PER HOUR' ? 'rate.perHour' : 'rate.perJob');
  return (
    <>
      <section className="card bk-profile" aria-label={name}>
        <Avatar src={profile.Image} seed={profile.PersonnelID} name={name} size={96} />
        <div>
          <h2 className="bk-profile__name">{name}</h2>
          <ProviderRating rating={profile.Rating} count={profile.ReviewCount} />
          <p className="bk-profile__since">
            {t('providerProfile.memberSince', { date: formatDate(profile.MemberSince) })}
          </p>
        </div>
        {profile.BioInfo ? <p className="bk-profile__bio">{profile.BioInfo}</p> : null}
      </section>
      <div className="bk-profile__columns">
        <section aria-labelledby="bk-profile-services">
          <h2 id="bk-profile-services">{t('providerProfile.servicesTitle')}</h2>
          {profile.Services.length ? (
            <ul className="bk-profile__services">
              {profile.Services.map((service) => (
                <li key={service.ProductID}>
                  <span>
                    {service.Name} <span className="bk-profile__category">{service.Category}</span>
                  </span>
                  <strong>
                    {t('providerProfile.servicePrice', {
                      price: money(service.Price, service.Currency),
                      rate: rate(service.Rate),
                    })}
                  </strong>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('providerProfile.noServices')}</p>
          )}
          <h2>{t('providerProfile.areasTitle')}</h2>
          {profile.Areas.length ? (
            <ul className="bk-profile__areas">
              {profile.Areas.map((area) => (
                <li key={area.District}>
                  {t('providerProfile.area', { count: area.RadiusMiles, district: area.District })}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('providerProfile.noAreas')}</p>
          )}
          <h2>{t('providerProfile.badgesTitle')}</h2>
          <PerkList perks={profile.Badges} namespace="booking" detailed />
        </section>
        <section aria-labelledby="bk-profile-reviews">
          <h2 id="bk-profile-reviews">{t('providerProfile.reviewsTitle')}</h2>
          {profile.Reviews.length ? (
            <>
              <p>
                {t('providerProfile.latestReviews', {
                  shown: profile.Reviews.length,
                  count: profile.ReviewCount,
                })}
              </p>
              <ul className="bk-reviews">
                {profile.Reviews.map((review) => (
                  <Review key={`${review.Posted}-${review.Reviewer}`} review={review} provider={name} />
                ))}
              </ul>
            </>
          ) : (
            <p>{t('providerProfile.noReviews')}</p>
          )}
          <p className="bk-review-policy">
            <Link to={reviewPolicyPath}>{t('providerProfile.reviewPolicy')}</Link>
          </p>
        </section>
      </div>
    </>
  );
}

export default function ProviderProfilePage() {
  const { t } = useTranslation(['booking', 'common']);
  const listLabels = useListLabels();
  const { id = '' } = useParams();
  const back = (useLocation().state as ProfileOpenedFrom | null)?.back;
  const profile = useProviderProfile(id);
  // A provider who is not (or no longer) bookable: the shell's error page says so with the server's words.
  if (profile.isError && refusesAddress(profile.error)) throw profile.error;
  return (
    <CustomerFrame title={t('providerProfile.title')}>
      <p>
        <Link to={back ?? paths.home.getHref()}>
          {back ? t('providerProfile.back') : t('providerProfile.backHome')}
        </Link>
      </p>
      {profile.data ? (
        <Profile profile={profile.data} />
      ) : profile.isError ? (
        <LoadError labels={listLabels} onRetry={() => void profile.refetch()} />
      ) : (
        <Spinner label={t('providerProfile.loading')} />
      )}
    </CustomerFrame>
  );
}
