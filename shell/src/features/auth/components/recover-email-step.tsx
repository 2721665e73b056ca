import type { AccountType } from '@callout/contracts/accounts';
import { useCheckText } from '@callout/i18n/check-texts';
import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { type FormEvent, useRef, useState } from 'react';
import { sendOtpInputSchema } from '../api/send-otp';
import { useOtpSender } from '../hooks/use-otp-sender';
import { issueOf } from '../validation';
import { FormAlert } from './form-alert';
import { LiveFields } from './live-fields';

/** Step 1 of recovery: the address to mail the code to. */
export function RecoverEmailStep({
  accountType,
  initialEmail,
  onSent,
}: {
  accountType: AccountType;
  initialEmail: string;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation('shell');
  useCheckText();
  const [email, setEmail] = useState(initialEmail);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const { send, pending } = useOtpSender(accountType);
  const issue = issueOf(sendOtpInputSchema.shape.value, email);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (issue) return emailRef.current?.focus();
    const problem = await send(email);
    if (problem) setFailure(problem);
    else onSent(sendOtpInputSchema.shape.value.parse(email));
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <LiveFields>
        <p>{t('auth.recover.emailLead')}</p>
        <FormAlert message={failure} />
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          inputRef={emailRef}
          status={submitted && issue ? { tone: 'invalid', message: issue } : null}
        />
        <Button type="submit" loading={pending}>
          {t('auth.recover.sendCode')}
        </Button>
      </LiveFields>
    </form>
  );
}
