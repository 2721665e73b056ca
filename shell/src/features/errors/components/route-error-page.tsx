import { useTranslation } from '@callout/i18n/react';
import { isRouteErrorResponse, useRouteError } from '@callout/router';
import { ButtonLink } from '@callout/ui/button';
import { Page } from '@callout/ui/page';
import { paths } from '../../../app/paths';

export function describeRouteError(error: unknown, fallback: string) {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: unknown } | string | undefined;
    const message = typeof data === 'string' ? data : typeof data?.message === 'string' ? data.message : '';
    return { status: String(error.status), statusText: error.statusText, message: message || fallback };
  }
  if (error instanceof Error && error.message)
    return { status: '', statusText: error.name, message: error.message };
  return { status: '', statusText: '', message: fallback };
}

/** The generic error page: status, status text and message. */
export function RouteErrorPage() {
  const { t } = useTranslation('shell');
  const error = describeRouteError(useRouteError(), t('routeError.defaultMessage'));
  return (
    <Page title={t('routeError.title')}>
      {error.status || error.statusText ? (
        <p className="error-status">
          <strong>{error.status}</strong> {error.statusText}
        </p>
      ) : null}
      <p>
        <i>{error.message}</i>
      </p>
      <ButtonLink to={paths.home.getHref()}>{t('routeError.home')}</ButtonLink>
    </Page>
  );
}
