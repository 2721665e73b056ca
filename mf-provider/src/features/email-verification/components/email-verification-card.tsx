// 'Email Verification Required': the code mailed at registration is entered
// here. A new one may be asked for after 90 s, then 180 s after each send. Success reloads the profile,
// which hides this card, and tells the shell, which then shows the navigation.
import { announceAccountChange } from '@callout/api-client/session-storage';
import { otpResendCountdownSeconds } from '@callout/contracts/constants';
import { otpMinLength } from '@callout/contracts/validation';
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { formatCountdown, useCountdown } from '@callout/module-kit/use-countdown';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { type FormEvent, useState } from 'react';
import { alertMessage } from '../../../lib/dialogs';
import { sendOtp } from '../api/send-otp';
import { verifyEmail } from '../api/verify-email';

export function EmailVerificationCard({ email, onVerified }: { email: string; onVerified: () => void }) {
  const { t } = useTranslation('provider');
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown(otpResendCountdownSeconds.dashboardFirst);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim().length < otpMinLength) return alertMessage(t('email.tooShort'));
    setVerifying(true);
    try {
      await verifyEmail(code.trim());
      announceAccountChange();
      alertMessage(t('email.verified'));
      onVerified();
    } catch (error) {
      console.error('Verifying the email failed', error);
      alertMessage(messageFor(error, t('email.verifyFailed')));
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    setSending(true);
    try {
      await sendOtp(email);
      countdown.restart(otpResendCountdownSeconds.dashboardAfterSend);
    } catch (error) {
      console.error('Sending a code failed', error);
      alertMessage(messageFor(error, t('email.sendFailed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card pv-cta pv-email" aria-labelledby="pv-email-title">
      <h2 id="pv-email-title">{t('email.title')}</h2>
      <p>{t('email.body', { email })}</p>
      <form className="pv-inline-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={t('email.codeLabel')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
        />
        <Button type="submit" loading={verifying}>
          {t('email.verify')}
        </Button>
      </form>
      {countdown.remaining > 0 ? (
        // role="timer" is not announced on every tick, which would drown out everything else.
        <p className="pv-meta" role="timer">
          {t('email.resendIn', { time: formatCountdown(countdown.remaining) })}
        </p>
      ) : (
        <p>
          <Button variant="link" loading={sending} onClick={() => void resend()}>
            {t('email.resend')}
          </Button>
        </p>
      )}
    </section>
  );
}
