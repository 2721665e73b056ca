import { useTranslation } from '@callout/i18n/react';
import { ButtonLink } from '@callout/ui/button';
import { Page } from '@callout/ui/page';
import { paths } from '../../../config/paths';

export interface RouteErrorTexts {
  /** The spec's default message, for an error without one. */
  defaultMessage: string;
  /** Our words for a status, where we have them; else the answer's own status text. */
  statusText: (status: number) => string | undefined;
}

export interface DescribedRouteError {
  /** The HTTP status of a refusal (a module's page throws the server's refusal of its address). */
  status?: number;
  statusText?: string;
  message: string;
}

/**
 * What the error page shows of `error`: the status and status text of an answer that refused the page, and
 * the message. A refusal comes from a module's own copy of its error class, so it is known by its fields.
 */
export function describeRouteError(error: unknown, texts: RouteErrorTexts): DescribedRouteError {
  const message = error instanceof Error && error.message ? error.message : texts.defaultMessage;
  const { status, statusText } = (error ?? {}) as { status?: unknown; statusText?: unknown };
  if (typeof status !== 'number') return { message };
  const ownText = typeof statusText === 'string' && statusText ? statusText : undefined;
  const text = texts.statusText(status) ?? ownText;
  return text === undefined ? { status, message } : { status, statusText: text, message };
}

export const hasStatus = (error: unknown) =>
  typeof (error as { status?: unknown } | null)?.status === 'number';

/** The generic error page: status, status text and message. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  const statusTexts: Record<string, string> = t('routeError.statusText', { returnObjects: true });
  const described = describeRouteError(error, {
    defaultMessage: t('routeError.defaultMessage'),
    statusText: (status) => statusTexts[String(status)],
  });
  return (
    <Page title={t('routeError.title')}>
      {described.status === undefined ? null : (
        <p className="error-status">
          <strong>{[described.status, described.statusText].filter(Boolean).join(' ')}</strong>
        </p>
      )}
      <p>
        <i>{described.message}</i>
      </p>
      <ButtonLink to={paths.home.getHref()}>{t('routeError.home')}</ButtonLink>
    </Page>
  );
}
