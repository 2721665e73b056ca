// The language a text, sum or date is shown in right now: the shared instance's, unless a page is being
// rendered on the server in a language of its own (render-language.ts), where one process renders pages in
// several languages at once and the instance's own language must not change under another page's render.
import type { i18n } from 'i18next';
import { i18next } from './shared-instance';

type WithRenderLanguage = i18n & { calloutRenderLanguage?: () => string | undefined };

/** The language of the page being rendered on the server, if any (never set in a browser). */
export function renderLanguage(): string | undefined {
  return (i18next as WithRenderLanguage).calloutRenderLanguage?.();
}

/** Sets where renderLanguage() reads the language of the page being rendered (the server's renderers only). */
export function setRenderLanguageSource(source: () => string | undefined): void {
  (i18next as WithRenderLanguage).calloutRenderLanguage = source;
}

/** The language texts show in: the rendered page's on the server, else the instance's. */
export function shownLanguage(fallback: string): string {
  return renderLanguage() ?? (i18next.language || fallback);
}
