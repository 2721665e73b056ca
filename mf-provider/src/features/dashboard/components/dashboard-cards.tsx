// The dashboard's call-to-action cards: verify the profile, finish payout onboarding, see the earnings, and
// 'Don't ever Snooze' with Find Jobs.

import { useTranslation } from '@callout/i18n/react';
import { Button, ButtonLink } from '@callout/ui/button';
import { paths } from '../../../config/paths';

export function VerifyProfileCard() {
  const { t } = useTranslation('provider');
  return (
    <section className="card pv-cta" aria-labelledby="pv-verify-title">
      <h2 id="pv-verify-title">{t('dashboard.verifyTitle')}</h2>
      <p>{t('dashboard.verifyBody')}</p>
      <ButtonLink to={paths.verification.getHref()}>{t('dashboard.verifyNow')}</ButtonLink>
    </section>
  );
}

/** The payment provider's own onboarding page: a full navigation away from the app. */
export function PayoutOnboardingCard({ link }: { link: string }) {
  const { t } = useTranslation('provider');
  return (
    <section className="card pv-cta" aria-labelledby="pv-payout-title">
      <h2 id="pv-payout-title">{t('payouts.onboardingTitle')}</h2>
      <p>{t('payouts.onboardingBody')}</p>
      <a className="btn" href={link} rel="noopener">
        {t('payouts.onboardingAction')}
      </a>
    </section>
  );
}

/** What the provider has earned is one tap away: the page itself lists and totals it. */
export function EarningsCard() {
  const { t } = useTranslation('provider');
  return (
    <section className="card pv-cta" aria-labelledby="pv-earnings-title">
      <h2 id="pv-earnings-title">{t('dashboard.earningsTitle')}</h2>
      <p>{t('dashboard.earningsBody')}</p>
      <ButtonLink to={paths.earnings.getHref()} variant="secondary">
        {t('dashboard.earningsAction')}
      </ButtonLink>
    </section>
  );
}

export function SnoozeCard({ onFindJobs }: { onFindJobs?: (() => void) | undefined }) {
  const { t } = useTranslation('provider');
  return (
    <section className="card pv-cta pv-cta--accent" aria-labelledby="pv-snooze-title">
      <h2 id="pv-snooze-title">{t('dashboard.snoozeTitle')}</h2>
      <p>{t('dashboard.snoozeBody')}</p>
      {onFindJobs ? (
        <Button variant="accent" onClick={onFindJobs}>
          {t('bids.findJobs')}
        </Button>
      ) : (
        <ButtonLink to={paths.verification.getHref()} variant="secondary">
          {t('bids.verifyFirst')}
        </ButtonLink>
      )}
    </section>
  );
}
