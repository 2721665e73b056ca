// What a device last knew of its pushes, given to a page the server draws: a module's page renderer reads
// it from the request's cookie (@callout/contracts/page-rendering, device-state.ts) and wraps the page in
// it, so Settings and the offer card are drawn as this device will draw them.
import type { PageCookies } from '@callout/contracts/page-rendering';
import { pagePushCookie } from '@callout/contracts/page-rendering';
import { type ComponentType, createContext } from 'react';
import { type KnownPushDevice, parsePushDeviceCookie } from './device-state';

/** On the server: what the request's cookie tells (`known` null when it had none fit to read). */
export interface DrawnOnServer {
  known: KnownPushDevice | null;
}

/** Undefined in the browser, which reads its own cookie and asks its own worker. */
export const KnownPushDeviceContext = createContext<DrawnOnServer | undefined>(undefined);

/** `Page` as the device of `cookies` (a page request's) will draw it. */
export function withKnownPushDevice(Page: ComponentType, cookies: PageCookies | undefined): ComponentType {
  const drawn: DrawnOnServer = { known: parsePushDeviceCookie(cookies?.[pagePushCookie]) };
  return function PageOnThisDevice() {
    return (
      <KnownPushDeviceContext.Provider value={drawn}>
        <Page />
      </KnownPushDeviceContext.Provider>
    );
  };
}

/** Every page of `routes` as the device of `cookies` will draw it (for a module's page renderer). */
export function routesOnThisDevice<Routes extends Readonly<Record<string, { Page: ComponentType }>>>(
  routes: Routes,
  cookies: PageCookies | undefined,
): Routes {
  return Object.fromEntries(
    Object.entries(routes).map(([path, route]) => [
      path,
      { ...route, Page: withKnownPushDevice(route.Page, cookies) },
    ]),
  ) as Routes;
}
