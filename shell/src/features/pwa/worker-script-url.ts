// The service worker's address as the browser's Trusted Types want it. Every page reports a plain string
// passed to a script sink (`require-trusted-types-for 'script'`, report-only: server http/security-headers.ts),
// and `navigator.serviceWorker.register` is one: each registration was reported, which Chromium lists as an
// issue (Lighthouse's best-practices audit failed on every page for it). A policy that makes script URLs of
// the worker's own address, and of nothing else, lets the registration pass as trusted.
import { serviceWorkerUrl } from './constants';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

/** What a browser with Trusted Types has on `window` (Chromium); absent elsewhere (Firefox, Safari, jsdom). */
interface TrustedTypesWindow {
  trustedTypes?: {
    createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
  };
}

export const workerPolicyName = 'callout-service-worker';

let policy: ScriptUrlPolicy | null | undefined;

/**
 * `serviceWorkerUrl` as a TrustedScriptURL where the browser has Trusted Types, else the string. Typed as a
 * string: `register` and workbox-window take either.
 */
export function workerScriptUrl(): string {
  policy ??=
    (window as TrustedTypesWindow).trustedTypes?.createPolicy(workerPolicyName, {
      createScriptURL: (url) => {
        if (url !== serviceWorkerUrl) throw new TypeError(`Not the service worker's address: ${url}`);
        return url;
      },
    }) ?? null;
  return policy ? (policy.createScriptURL(serviceWorkerUrl) as string) : serviceWorkerUrl;
}
