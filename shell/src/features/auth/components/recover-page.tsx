// /recover: email, then verify (code and new password), then proceed to the matching login.
import './auth.css';
import type { AccountType } from '@callout/contracts/accounts';
import { useTranslation } from '@callout/i18n/react';
import { useCountdown } from '@callout/module-kit/use-countdown';
import { useSearchParams } from '@callout/router';
import { ButtonLink } from '@callout/ui/button';
import { Page } from '@callout/ui/page';
import { useEffect, useRef, useState } from 'react';
import { loginHref } from '../account-routes';
import { otpResendSeconds } from '../constants';
import { RecoverEmailStep } from './recover-email-step';
import { RecoverVerifyStep } from './recover-verify-step';

type Step = 'email' | 'verify' | 'proceed';
const stepNumber: Record<Step, number> = { email: 1, verify: 2, proceed: 3 };

export function RecoverPage() {
  const { t } = useTranslation('shell');
  const [searchParams] = useSearchParams();
  const accountType: AccountType = searchParams.get('as') === 'provider' ? 'provider' : 'user';
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const countdown = useCountdown();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    // Each new step takes focus to its heading, so keyboard and screen reader users start at its top.
    void step;
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const titles: Record<Step, string> = {
    email: t('auth.recover.emailTitle'),
    verify: t('auth.recover.verifyTitle'),
    proceed: t('auth.recover.proceedTitle'),
  };

  return (
    <Page title={t('auth.recover.title')}>
      <section className="auth-panel card" aria-labelledby="recover-step">
        <p className="step-label">{t('auth.recover.stepOf', { step: stepNumber[step] })}</p>
        <h2 id="recover-step" className="step-heading" ref={headingRef} tabIndex={-1}>
          {titles[step]}
        </h2>
        {step === 'email' ? (
          <RecoverEmailStep
            accountType={accountType}
            initialEmail={email}
            onSent={(sentTo) => {
              setEmail(sentTo);
              countdown.restart(otpResendSeconds);
              setStep('verify');
            }}
          />
        ) : null}
        {step === 'verify' ? (
          <RecoverVerifyStep
            accountType={accountType}
            email={email}
            countdown={countdown}
            onChangeEmail={() => setStep('email')}
            onReset={() => setStep('proceed')}
          />
        ) : null}
        {step === 'proceed' ? (
          <>
            <output className="form-status">{t('auth.recover.success')}</output>
            <ButtonLink to={loginHref(accountType)}>
              {accountType === 'provider' ? t('auth.recover.toLoginProvider') : t('auth.recover.toLoginUser')}
            </ButtonLink>
          </>
        ) : null}
      </section>
    </Page>
  );
}
