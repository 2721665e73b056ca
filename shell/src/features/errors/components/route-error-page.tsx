import { useTranslation } from '@callout/i18n/react';
import { ButtonLink } from '@callout/ui/button';
import { Page } from '@callout/ui/page';
import { paths } from '../../../config/paths';

export function describeRouteError(error: unknown, fallback: string) {
  if (error instanceof Error && error.message) return { name: error.name, message: error.message };
  return { name: '', message: fallback };
}

/** The generic error page: the kind of error and its message. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  const described = describeRouteError(error, t('routeError.defaultMessage'));
  return (
    <Page title={t('routeError.title')}>
      {described.name ? (
        <p className="error-status">
          <strong>{described.name}</strong>
        </p>
      ) : null}
      <p>
        <i>{described.message}</i>
      </p>
      <ButtonLink to={paths.home.getHref()}>{t('routeError.home')}</ButtonLink>
    </Page>
  );
}
