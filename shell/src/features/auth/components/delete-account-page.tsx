// /exit and /provider/exit: email, Send OTP, then the OTP and Delete Account.
import './auth.css';
import { clearAllStorage } from '@callout/api-client/session-storage';
import type { AccountType } from '@callout/contracts/accounts';
import { useCheckText } from '@callout/i18n/check-texts';
import { useTranslation } from '@callout/i18n/react';
import { useCountdown } from '@callout/module-kit/use-countdown';
import { clearOfflineData } from '@callout/offline/clear-offline-data';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { Page } from '@callout/ui/page';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { paths } from '../../../config/paths';
import { useReplaceAndArrive } from '../../../lib/route-table';
import { useDeleteAccount } from '../api/delete-account';
import { sendOtpInputSchema } from '../api/send-otp';
import { otpResendSeconds } from '../constants';
import { useOtpSender } from '../hooks/use-otp-sender';
import { issueOf } from '../validation';
import { FormAlert } from './form-alert';
import { ResendCountdown } from './resend-countdown';

export function DeleteAccountPage({ accountType }: { accountType: AccountType }) {
  const { t } = useTranslation('shell');
  useCheckText();
  const replaceAndArrive = useReplaceAndArrive();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [emailSubmitted, setEmailSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const countdown = useCountdown();
  const otpSender = useOtpSender(accountType, 'delete');
  const { mutateAsync: run, isPending: pending } = useDeleteAccount();
  const emailIssue = issueOf(sendOtpInputSchema.shape.value, email);

  async function sendCode(to: string) {
    setFailure(null);
    const problem = await otpSender.send(to);
    if (problem) return setFailure(problem);
    setSentTo(to);
    countdown.restart(otpResendSeconds);
  }

  useEffect(() => {
    // The OTP form replaces the email form; keyboard focus follows it instead of falling to the page.
    if (sentTo !== null) otpRef.current?.focus();
  }, [sentTo]);

  async function onSendOtp(event: FormEvent) {
    event.preventDefault();
    setEmailSubmitted(true);
    if (emailIssue) return emailRef.current?.focus();
    await sendCode(sendOtpInputSchema.shape.value.parse(email));
  }

  async function onDelete(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    let answer: Awaited<ReturnType<typeof run>>;
    try {
      answer = await run({ accountType, otp });
    } catch (error) {
      console.error('Account deletion failed', error);
      window.alert(t('auth.exit.failed'));
      return;
    }
    if (!answer.success) return setFailure(answer.message);
    window.alert(t('auth.exit.success'));
    // Draw home first: clearing storage while a guarded page is still on screen would make its guard
    // send the visitor to the login screen instead.
    await replaceAndArrive(paths.home.getHref());
    clearAllStorage();
    await clearOfflineData().catch((error: unknown) => console.error('Could not clear offline data', error));
  }

  return (
    <Page title={t('auth.exit.title')} lead={t('auth.exit.lead')}>
      <div className="auth-panel card">
        <FormAlert message={failure} />
        {sentTo === null ? (
          <form noValidate onSubmit={onSendOtp}>
            <TextField
              label={t('auth.email')}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              inputRef={emailRef}
              status={emailSubmitted && emailIssue ? { tone: 'invalid', message: emailIssue } : null}
            />
            <Button type="submit" loading={otpSender.pending}>
              {t('auth.exit.sendOtp')}
            </Button>
          </form>
        ) : (
          <form noValidate onSubmit={onDelete}>
            <p>{t('auth.exit.otpLead', { email: sentTo })}</p>
            <TextField
              label={t('auth.exit.otp')}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={otp}
              onChange={(e) => setOtp(e.target.value)}
              inputRef={otpRef}
            />
            <Button type="submit" loading={pending}>
              {t('auth.exit.delete')}
            </Button>
            <ResendCountdown
              remaining={countdown.remaining}
              label={t('auth.otp.resendOtp')}
              onResend={() => void sendCode(sentTo)}
              pending={otpSender.pending}
            />
          </form>
        )}
      </div>
    </Page>
  );
}
