import { useTranslation } from '@callout/i18n/react';
import { Notice } from '@callout/ui/notice';

/** The outcome of the last action: the server's words, or that it never reached the server (offline). */
export function ActionOutcome({ failed, message }: { failed: boolean; message: string | null }) {
  const { t } = useTranslation('orders');
  if (failed) return <Notice tone="error" title={t('errors.network')} />;
  return message ? <Notice title={message} /> : null;
}
