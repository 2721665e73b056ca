import { useTranslation } from '@callout/i18n/react';
import { useNavigation } from '@callout/router';

/** A bar across the top while the router loads the next page. */
export function NavigationProgress() {
  const { t } = useTranslation('shell');
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label={t('navigating')} />;
}
