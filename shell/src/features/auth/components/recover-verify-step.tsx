import type { AccountType } from '@callout/contracts/accounts';
import {
  isStrongPassword,
  otpMinLength,
  otpTooShortMessage,
  recoveryPasswordMessage,
  recoveryPasswordsMismatchMessage,
} from '@callout/contracts/validation';
import { useCheckText } from '@callout/i18n/check-texts';
import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { type FieldStatus, TextField } from '@callout/ui/field';
import { type FormEvent, useRef, useState } from 'react';
import { useRecoverPassword } from '../api/recover-password';
import { otpResendSeconds } from '../constants';
import { useOtpSender } from '../hooks/use-otp-sender';
import { FormAlert } from './form-alert';
import { ResendCountdown } from './resend-countdown';

/** Step 2 of recovery: the mailed code and the new password, with a resend after the countdown. */
export function RecoverVerifyStep({
  accountType,
  email,
  countdown,
  onChangeEmail,
  onReset,
}: {
  accountType: AccountType;
  email: string;
  countdown: { remaining: number; restart: (seconds: number) => void };
  onChangeEmail: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('shell');
  const checkText = useCheckText();
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const { mutateAsync: run, isPending: pending } = useRecoverPassword();
  const resend = useOtpSender(accountType);

  const otpIssue = otp.trim().length < otpMinLength ? checkText(otpTooShortMessage) : null;
  const strong = isStrongPassword(password);
  const confirmIssue = confirm === password && confirm ? null : checkText(recoveryPasswordsMismatchMessage);

  // The strength hint is live; the full rule is spelt out once the visitor tries to submit.
  function passwordStatus(): FieldStatus | null {
    if (submitted && !strong) return { tone: 'invalid', message: checkText(recoveryPasswordMessage) };
    if (!password) return null;
    return strong
      ? { tone: 'valid', message: t('auth.recover.strong') }
      : { tone: 'invalid', message: t('auth.recover.weak') };
  }

  function confirmStatus(): FieldStatus | null {
    if (!confirm && !submitted) return null;
    return confirmIssue
      ? { tone: 'invalid', message: confirmIssue }
      : { tone: 'valid', message: t('auth.valid') };
  }

  async function onResend() {
    setFailure(null);
    const problem = await resend.send(email);
    if (problem) setFailure(problem);
    else countdown.restart(otpResendSeconds);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (otpIssue) return otpRef.current?.focus();
    if (!strong) return passwordRef.current?.focus();
    if (confirmIssue) return confirmRef.current?.focus();
    try {
      const answer = await run({ accountType, input: { email, otp: otp.trim(), password } });
      if (answer.success) onReset();
      else setFailure(answer.message || t('auth.otp.serverError'));
    } catch (error) {
      console.error('Password reset failed', error);
      setFailure(t('auth.otp.serverError'));
    }
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <p>{t('auth.recover.verifyLead', { email })}</p>
      <FormAlert message={failure} />
      <TextField
        label={t('auth.recover.code')}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={otp}
        onChange={(e) => setOtp(e.target.value)}
        inputRef={otpRef}
        status={submitted && otpIssue ? { tone: 'invalid', message: otpIssue } : null}
      />
      <TextField
        label={t('auth.newPassword')}
        type="password"
        name="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        inputRef={passwordRef}
        status={passwordStatus()}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        inputRef={confirmRef}
        status={confirmStatus()}
      />
      <Button type="submit" loading={pending}>
        {t('auth.recover.reset')}
      </Button>
      <ResendCountdown
        remaining={countdown.remaining}
        label={t('auth.otp.resend')}
        onResend={onResend}
        pending={resend.pending}
      />
      <p>
        <Button variant="link" onClick={onChangeEmail}>
          {t('auth.recover.changeEmail')}
        </Button>
      </p>
    </form>
  );
}
