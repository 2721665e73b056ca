import type resources from '@callout/i18n/locales/en-GB/support.json';
import { Page } from '@callout/ui/page';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

export type PageTitleKey = `pages.${keyof (typeof resources)['pages'] & string}`;

/** Stands in for a screen that a later issue builds; shows which module served the route. */
const buildId = import.meta.env.VITE_BUILD_ID ?? 'local';

export default function PlaceholderPage({ titleKey }: { titleKey: PageTitleKey }) {
  const { t } = useTranslation(['support', 'common']);
  const location = useLocation();
  const title = t(titleKey);
  return (
    <Page title={title}>
      <p>{t('common:placeholder.body')}</p>
      <p data-module="mf-support" data-path={location.pathname} data-build={buildId}>
        <small>mf-support · {buildId}</small>
      </p>
    </Page>
  );
}
