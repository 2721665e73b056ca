// A booking step while the stored draft is still being read (the first step opened since a reload): a
// wait, so a step rendered on the server is taken over only once the app shows the step itself
// (shell/src/app/take-over.ts swaps when no spinner is left).
import { useTranslation } from '@callout/i18n/react';
import { Spinner } from '@callout/ui/spinner';

export function DraftWait({ draft, error }: { draft: unknown; error: unknown }) {
  const { t } = useTranslation('common');
  return draft === undefined && !error ? <Spinner label={t('loading')} /> : null;
}
