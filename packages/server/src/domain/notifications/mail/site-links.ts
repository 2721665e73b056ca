// Where the links in mail (and calendar events) point: the public site, PUBLIC_SITE_URL. Each server builds
// its own (`services.siteLinks`) and hands it to what writes mail.
import { withoutTrailingSlashes } from '../../../infra/addresses/trailing-slashes';

export interface SiteLinks {
  /** A page of the site (`/details/X`) as a mail links to it: `https://callout.co.uk/details/X`. */
  pageUrl(path: string): string;
}

export function siteLinksFor(siteUrl: string): SiteLinks {
  const site = withoutTrailingSlashes(siteUrl);
  return { pageUrl: (path) => `${site}${path}` };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's links (app.ts decorates it), for tests that check a mail's link. */
    siteLinks: SiteLinks;
  }
}
