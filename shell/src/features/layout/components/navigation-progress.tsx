import { useTranslation } from '@callout/i18n/react';

/** A bar across the top while the next page's code loads (the fallback of the page's Suspense boundary). */
export function NavigationProgress() {
  const { t } = useTranslation('shell');
  return <div className="navigation-progress" role="progressbar" aria-label={t('navigating')} />;
}
