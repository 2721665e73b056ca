// Headers sent with the app's HTML page: what the page may load and run, and who may frame it. Scripts come
// only from this origin (the shell, /remotes/* and the service worker), plus Stripe.js when card payments
// go through Stripe, the map tiles (MAP_TILE_URL), plus one inline script allowed by its hash (the theme);
// nothing else is fetched from another origin, so nothing else is allowed.
import { createHash } from 'node:crypto';
import { tileOrigin } from '@callout/contracts/map-tiles';
import { themeBootScript } from '@callout/contracts/theme';
import type { Env } from '../env';

/** The one inline script of the page (the theme chosen on the device, before the first paint), by hash. */
const themeBootHash = `'sha256-${createHash('sha256').update(themeBootScript).digest('base64')}'`;

/** What Stripe.js needs (Stripe's CSP guide), allowed only when it is in use. */
const stripeSources = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

/** The API's origin when it is served from another one than the page (PUBLIC_API_BASE_URL absolute). */
function apiOrigins(apiBaseUrl: string): string[] {
  try {
    return [new URL(apiBaseUrl).origin];
  } catch {
    return []; // a path such as /api: this origin
  }
}

export function contentSecurityPolicy(env: Env): string {
  const stripe = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY);
  const api = apiOrigins(env.PUBLIC_API_BASE_URL);
  // The maps' tiles are images; the service worker fetches them again to keep them (connect-src).
  const tiles = [tileOrigin(env.MAP_TILE_URL)].filter((origin) => origin !== null);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", themeBootHash, ...(stripe ? stripeSources.script : [])],
    // The modules and the map add their CSS as <style> elements when they load.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Photos are previewed from data: and blob: URLs before they are uploaded.
    'img-src': ["'self'", 'data:', 'blob:', ...api, ...tiles, ...(stripe ? stripeSources.img : [])],
    'connect-src': ["'self'", ...api, ...tiles, ...(stripe ? stripeSources.connect : [])],
    'frame-src': stripe ? stripeSources.frame : ["'none'"],
    'font-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The powerful browser features the page may use. One document serves every page of the app (later pages
 * are drawn in place), so the policy is the app's as a whole: the position, for a provider's live sharing
 * and bids, from this origin only; no camera, microphone or Payment Request (card fields are Stripe's
 * CardElement, which needs none of them; photos are picked with a file input); nothing for any frame.
 */
export const permissionsPolicy = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
].join(', ');

/**
 * Trusted Types, reported but not enforced: the browser logs every string that reaches a script or HTML
 * sink. Enforcing would break the app today, because libraries it runs assign strings there: OpenLayers'
 * attribution, scale-line and mouse-position controls set innerHTML; the Stripe.js loader sets a script's
 * src. The service worker is registered with a trusted URL (shell/src/features/pwa/worker-script-url.ts), so
 * pages without a map or a card form report nothing; React (no dangerouslySetInnerHTML in the app) and the
 * federation loader (ES module imports) need nothing.
 */
export const trustedTypesReportOnly = "require-trusted-types-for 'script'";

/** HSTS, sent over HTTPS only: a year, and every subdomain too when HSTS_INCLUDE_SUBDOMAINS says so. */
export const strictTransportSecurity = (env: Pick<Env, 'HSTS_INCLUDE_SUBDOMAINS'>) =>
  env.HSTS_INCLUDE_SUBDOMAINS ? 'max-age=31536000; includeSubDomains' : 'max-age=31536000';

export function documentSecurityHeaders(env: Env, secure: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'Content-Security-Policy-Report-Only': trustedTypesReportOnly,
    'Permissions-Policy': permissionsPolicy,
    'X-Frame-Options': 'DENY', // frame-ancestors for browsers without CSP level 2
    // Popups are allowed their opener: a card issuer's check may open one.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    // Only over HTTPS (a browser ignores it on plain HTTP, and local runs are plain HTTP).
    ...(secure ? { 'Strict-Transport-Security': strictTransportSecurity(env) } : {}),
  };
}
