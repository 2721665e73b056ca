// Where the links in mail point: the public site (PUBLIC_SITE_URL; app.ts sets it once).
import { withoutTrailingSlashes } from '../../../http/trailing-slashes';

let site = 'https://callout.co.uk';

export function configureMailLinks(siteUrl: string): void {
  site = withoutTrailingSlashes(siteUrl);
}

/** A page of this site (`/details/X`) as a mail links to it. */
export const siteLink = (path: string): string => `${site}${path}`;
