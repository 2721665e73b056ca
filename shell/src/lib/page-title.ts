// The document's title for an address: "{page} · Callout". The server writes it into the page it sends
// (server-render.tsx), and the app sets it on every navigation (document-title.tsx), from the same table:
// the shell's own pages, then each module route of the remotes manifest (in the page's language when the
// manifest has it), else the not-found page.
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { currentLanguage } from '@callout/i18n/i18n';
import { matchRoutes } from '@callout/router';
import type { TFunction } from 'i18next';
import { shellPageTitles } from '../config/page-titles';

/** One route and its page's name, or null when the page has none we know (an older module's build). */
interface TitledRoute {
  path: string;
  page: () => string | null;
}

export function pageTitleFor(
  pathname: string,
  manifest: RemotesManifest | null,
  t: TFunction<'shell'>,
  language: string = currentLanguage(),
): string {
  const routes: TitledRoute[] = [
    ...Object.entries(shellPageTitles).map(([path, key]) => ({ path, page: () => t(key) })),
    ...(manifest?.remotes ?? []).flatMap((remote) =>
      remote.routes.map((route) => ({
        path: route.path,
        page: () =>
          (route.titleKey &&
            (remote.translatedTexts?.[language]?.pageTitles[route.titleKey] ??
              remote.pageTitles?.[route.titleKey])) ||
          null,
      })),
    ),
  ];
  const matched = matchRoutes(routes, pathname)?.at(-1)?.route;
  // Without the manifest a module's address cannot be told from a wrong one: the brand alone.
  const page = matched ? matched.page() : manifest ? t('notFound.title') : null;
  return page === null ? t('documentTitle.brand') : t('documentTitle.page', { page });
}
