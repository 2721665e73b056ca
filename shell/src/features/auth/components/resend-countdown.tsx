import { useTranslation } from '@callout/i18n/react';
import { formatCountdown } from '@callout/module-kit/use-countdown';
import { Button } from '@callout/ui/button';

/** Until the countdown ends it shows minutes:seconds; then a link-styled button asks for a new code. */
export function ResendCountdown({
  remaining,
  label,
  onResend,
  pending,
}: {
  remaining: number;
  label: string;
  onResend: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation('shell');
  if (remaining > 0) {
    // role="timer" is not announced on every tick, which would drown out everything else.
    return (
      <p className="resend" role="timer">
        {t('auth.otp.resendIn', { time: formatCountdown(remaining) })}
      </p>
    );
  }
  return (
    <p className="resend">
      <Button variant="link" onClick={onResend} loading={pending}>
        {label}
      </Button>
    </p>
  );
}
