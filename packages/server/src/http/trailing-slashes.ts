// Where the three files another change is editing still import withoutTrailingSlashes from (infra/geo's
// driving-route.ts and online-geocoder.ts, domain/notifications/mail/site-links.ts): once they import
// infra/addresses/trailing-slashes.ts, this file and their entries in scripts/check-layers.mjs go.
export { withoutTrailingSlashes } from '../infra/addresses/trailing-slashes';
