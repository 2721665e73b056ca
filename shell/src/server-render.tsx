// Renders the shell's public and sign-in pages to HTML on the server, as a visitor without a session sees
// them, so the first paint needs no script; the browser then hydrates that HTML (main.tsx). A public page
// with data (/help) is rendered with it, read from the API first, and carries the queries for the browser to
// hydrate its client from. Built by vite.render.config.ts into dist/server-render/, loaded by
// packages/server/src/infra/html/page-render.ts.
import { createApiClient } from '@callout/api-client/client';
import type { AccountType } from '@callout/api-client/session-storage';
import { defaultLanguage, languages, pseudoLocale } from '@callout/contracts/languages';
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { addNamespace, currentLanguage, initI18n } from '@callout/i18n/i18n';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import shellResources from '@callout/i18n/locales/en-GB/shell.json';
import shellPageResources from '@callout/i18n/locales/en-GB/shell-pages.json';
import { renderIn } from '@callout/i18n/render-language';
import {
  bookingTranslations,
  opsTranslations,
  ordersTranslations,
  providerTranslations,
  pwaTranslations,
  shellPagesTranslations,
  shellTranslations,
  supportTranslations,
} from '@callout/i18n/translations';
import type { QueryClient } from '@callout/query';
import { renderedQueriesScript, renderingQueryClient } from '@callout/query/server';
import { StaticRouter } from '@callout/router/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { App, AppRoutes } from './app/app';
import { publicPageQueries } from './app/public-page-queries';
import { applyConfig } from './config/app-config';
import { paths } from './config/paths';
import { pageTitleFor } from './lib/page-title';
import { modulePageMark, RenderedEmailVerifiedContext, RenderedSessionContext } from './lib/rendered-session';
import { RenderingQueryClientContext } from './lib/rendering-query-client';

addNamespace('shell', shellResources, shellTranslations);
addNamespace('shell', shellPageResources, shellPagesTranslations);
addNamespace('pwa', pwaResources, pwaTranslations);
// The modules' menu labels in the account's menu: their English comes with the manifest (area-menu.ts),
// their other languages with the modules' texts, which the browser has loaded by the time it takes over.
for (const [namespace, translations] of [
  ['booking', bookingTranslations],
  ['orders', ordersTranslations],
  ['provider', providerTranslations],
  ['support', supportTranslations],
  ['ops', opsTranslations],
] as const) {
  void addNamespace(namespace, {}, translations);
}

/**
 * The languages the shell renders pages in (the pseudo-locale is the server's to allow); a page in any other
 * is left to the browser.
 */
export const renderLanguages: readonly string[] = [...languages, pseudoLocale];

/** Pages that look the same to every visitor without a session; everything else renders in the browser. */
export const serverRenderedPaths: ReadonlySet<string> = new Set([
  paths.home.path,
  paths.getStarted.path,
  paths.howItWorks.path,
  paths.about.path,
  paths.services.path,
  paths.help.path,
  paths.terms.path,
  paths.privacy.path,
  paths.guarantee.path,
  paths.reviewPolicy.path,
  paths.complaints.path,
  paths.login.path,
  paths.providerLogin.path,
  paths.opsLogin.path,
  paths.register.path,
  paths.join.path,
  paths.recover.path,
  // Demo mode only; elsewhere the not-found page, as the browser draws it there.
  paths.styleguide.path,
]);

/**
 * Signed-in pages of the shell's own (no module draws them, no data of the account's is on them), and whose:
 * the server renders one for a live session of that account type.
 */
export const signedInShellPages: Readonly<Record<string, AccountType>> = {
  [paths.exit.path]: 'user',
  [paths.providerExit.path]: 'provider',
};

/**
 * Rendered pages that carry data read from the API: the server renders them anew for every visitor, so a
 * change shows on the next load.
 */
export const serverRenderedWithData: ReadonlySet<string> = new Set(Object.keys(publicPageQueries));

/** The API as a visitor without a session, read by the server in-process. */
export interface PublicApi {
  /** The API root, ending in a slash; only `fetch` answers it. */
  apiBaseUrl: string;
  fetch: typeof fetch;
}

export interface PageToRender {
  /** Path and query of the request. */
  url: string;
  /** The run-time configuration the server writes into the page. */
  config: unknown;
  manifest: RemotesManifest | null;
  /**
   * A signed-in page: the account the server has checked the session of, and the HTML its module rendered
   * for `url` (its renderer, see @callout/contracts/page-rendering), or none for a page of the shell's own
   * (signedInShellPages). Without it, the visitor has no session. `emailVerified`: a provider's, when known;
   * the provider tabs are rendered only when it is true.
   */
  signedIn?: { accountType: AccountType; modulePage?: string; emailVerified?: boolean };
  /**
   * Where a public page with data (serverRenderedWithData) reads it. Without it, or when the API fails, the
   * page is rendered as it first shows in the browser, which then loads the data and reports as always.
   */
  publicApi?: PublicApi;
  /** The language to render the page in, one of renderLanguages; British English when absent. */
  language?: string;
}

/**
 * The document's title for `url` ("Orders · Callout"), for every page the server sends, rendered or not,
 * so the tab names the page before any script runs.
 */
export function pageTitle({
  url,
  manifest,
  language = defaultLanguage,
}: Pick<PageToRender, 'url' | 'manifest' | 'language'>): Promise<string> {
  return renderIn(language, async () =>
    pageTitleFor(
      new URL(url, 'http://localhost').pathname,
      manifest,
      initI18n().getFixedT(currentLanguage(), 'shell'),
    ),
  );
}

/** A client holding the data of the public page at `pathname`; null when it has none or it cannot be had. */
async function prefetched(pathname: string, publicApi: PublicApi | undefined): Promise<QueryClient | null> {
  const prefetch = publicPageQueries[pathname];
  if (!prefetch || !publicApi) return null;
  const client = renderingQueryClient();
  try {
    await prefetch(client, createApiClient(publicApi.apiBaseUrl, { fetch: publicApi.fetch }));
    return client;
  } catch {
    // Rendered without its data, the page loads it in the browser, which says so if it fails again.
    return null;
  }
}

/**
 * The HTML inside #root for `url` in `language`, or null when that page is rendered in the browser only.
 */
export function renderPage({ language = defaultLanguage, ...page }: PageToRender): Promise<string | null> {
  // In the reader's language, with the texts the browser shows: the page is hydrated or taken over in it.
  return renderIn(language, () => renderInLanguage(page));
}

async function renderInLanguage({
  url,
  config,
  manifest,
  signedIn,
  publicApi,
}: PageToRender): Promise<string | null> {
  const { pathname } = new URL(url, 'http://localhost');
  if (!signedIn && !serverRenderedPaths.has(pathname)) return null;
  if (
    signedIn?.modulePage === undefined &&
    signedIn &&
    signedInShellPages[pathname] !== signedIn.accountType
  ) {
    return null;
  }
  applyConfig(config);
  const client = signedIn ? null : await prefetched(pathname, publicApi);
  // Thrown from here, an error would escape React's work loop and end the server: it is kept instead, and a
  // page rendered with any error in it is not sent (the browser renders that page).
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(
    <RenderedSessionContext.Provider value={signedIn?.accountType ?? null}>
      <RenderedEmailVerifiedContext.Provider value={signedIn?.emailVerified === true}>
        <RenderingQueryClientContext.Provider value={client}>
          <App
            router={
              <StaticRouter location={url}>
                <AppRoutes manifest={manifest} />
              </StaticRouter>
            }
            manifest={manifest}
            fetchManifest={() => Promise.resolve(manifest ?? { remotes: [] })}
          />
        </RenderingQueryClientContext.Provider>
      </RenderedEmailVerifiedContext.Provider>
    </RenderedSessionContext.Provider>,
    {
      // Never outlined: React moves a large boundary's content after a fallback, to be swapped in by an
      // inline script, which a page without its scripts (or under the content security policy) never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  if (failure !== null) throw failure;
  const html = Buffer.concat(chunks).toString('utf8');
  // After the app's own markup, as the last child of #root: hydration leaves it where it is.
  if (!signedIn) return client === null ? html : html + renderedQueriesScript(client);
  // The module's page goes where its route is; a page without that place (a shell page, a redirect) is
  // not one the module renders, and is left to the browser.
  const [before, after, ...more] = html.split(modulePageMark);
  // A page of the shell's own has no such place.
  if (signedIn.modulePage === undefined) return after === undefined ? html : null;
  if (after === undefined || more.length > 0) return null;
  return before + signedIn.modulePage + after;
}
