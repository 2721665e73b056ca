import type { AccountType, OtpPurpose } from '@callout/contracts/accounts';
import { useTranslation } from '@callout/i18n/react';
import { useCallback } from 'react';
import { useSendOtp } from '../api/send-otp';

/**
 * Sends a one-time code and puts any failure in the product's words: the server's message or
 * 'Failed to send OTP.', and 'Server error.' when the server could not be reached. Null means sent.
 */
export function useOtpSender(accountType: AccountType, purpose?: OtpPurpose) {
  const { t } = useTranslation('shell');
  const { mutateAsync: run, isPending: pending } = useSendOtp();

  const send = useCallback(
    async (email: string): Promise<string | null> => {
      try {
        const answer = await run({ accountType, email, purpose });
        return answer.success ? null : answer.message || t('auth.otp.sendFailed');
      } catch (error) {
        console.error('Sending a code failed', error);
        return t('auth.otp.serverError');
      }
    },
    [run, accountType, purpose, t],
  );

  return { send, pending };
}
