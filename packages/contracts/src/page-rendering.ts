// What the server gives a module's page renderer, and what it answers: the first route of a signed-in
// page is rendered on the server (with the visitor's data) so it paints from the HTML, before any script.
// A module's renderer is built to dist/remotes/<name>/server-render/render.mjs and exports `renderPage`.

/**
 * The cookie the browser keeps the session token in for the server to render signed-in pages with
 * (@callout/api-client/session-storage writes it). Only page rendering reads it: the API takes the token
 * from the Authorization header alone, so the cookie cannot make a call on anyone's behalf.
 */
export const pageSessionCookie = 'callout-page-session';

/**
 * The cookies a browser keeps about itself so the server can draw its pages as it will draw them: all named
 * with this prefix (the session cookie aside), small, and never needed to answer an API call.
 */
export const pageCookiePrefix = 'callout-page-';

/** What this device last knew of its pushes (@callout/module-kit/push/device-state), e.g. `off.0`. */
export const pagePushCookie = `${pageCookiePrefix}push`;

/**
 * The booking module's request draft (`encodeURIComponent` of its JSON), so the server can render the
 * booking steps, whose first view is that draft. Written whenever the draft is stored, read or cleared, and
 * dropped with the session cookie: it holds the signed-in account's own draft only. The renderer checks it
 * like any input.
 */
export const pageDraftCookie = `${pageCookiePrefix}draft`;

/**
 * The language chosen on this device (`pl-PL`), so the server renders its pages in it; without it, the server
 * takes the browser's languages (Accept-Language), as the app does (navigator.languages).
 */
export const pageLanguageCookie = `${pageCookiePrefix}language`;

/** Name → raw value of a page request's device cookies (pageCookiePrefix), as the browser sent them. */
export type PageCookies = Readonly<Record<string, string>>;

/** One signed-in page to render, for the account whose session came with the request. */
export interface ModulePageRequest {
  /** Path and query of the page, e.g. `/dashboard`. */
  url: string;
  /** The run-time configuration the page is served with (the `callout-config` script's object). */
  config: unknown;
  /**
   * The API root to call as the signed-in account, e.g. `http://callout.internal/api/` (ends in a slash):
   * only reachable through `fetch` below, which carries the account's session.
   */
  apiBaseUrl: string;
  /** fetch() for the API under `apiBaseUrl`, as the signed-in account; any other address is refused. */
  fetch: typeof fetch;
  /**
   * The request's device cookies (pageCookiePrefix, e.g. pagePushCookie, pageDraftCookie), as they came
   * (still URI-encoded, unchecked): what this browser last knew of itself.
   */
  cookies?: PageCookies;
  /**
   * The language to render the page in (`pl-PL`, from the language cookie or Accept-Language), one of the
   * module's `renderLanguages`; British English when absent.
   */
  language?: string;
}

/** The page's HTML (what the module renders inside the shell's <main>) and the module's style sheet. */
export interface RenderedModulePage {
  html: string;
  css: string;
  /** The language the page is rendered in; absent from a module released before languages: British English. */
  language?: string;
}

/**
 * Renders the route at `request.url` as the signed-in account sees it once its data has loaded, or answers
 * null when this module does not render that route on the server (or its data could not be had): the page
 * is then rendered in the browser only.
 */
export type RenderModulePage = (request: ModulePageRequest) => Promise<RenderedModulePage | null>;

/**
 * What a renderer's file (the shell's or a module's render.mjs) exports beside its renderer: the languages it
 * renders pages in. A renderer released before languages has none, and renders British English only.
 */
export interface RendersLanguages {
  renderLanguages?: readonly string[];
}
