// "Hidden" beside anything customers no longer see: in words, not by colour alone.
import { useTranslation } from '@callout/i18n/react';

export function VisibilityTag({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation('ops');
  return hidden ? <span className="ops-tag ops-tag--hidden">{t('visibility.hidden')}</span> : null;
}
