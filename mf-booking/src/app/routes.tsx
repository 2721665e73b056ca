// Which screen each route of the descriptor shows. Every screen is its own chunk, so the first route
// loads only what it needs (OpenLayers and Stripe load later still, inside their screens). The texts of
// the screens other than the dashboard come with them too (booking-pages.json): the contract has the rest.

import { browserQueryClient } from '@callout/query';
import { Navigate } from '@callout/router';
import { type ModulePage, modulePage, preloadPageAt as preloadModulePageAt } from '@callout/ui/module-page';
import type { ComponentType } from 'react';
import { paths } from '../config/paths';
import { dashboardQuery } from '../features/dashboard/api/get-dashboard';
import { withPageTexts } from '../lib/page-texts';
import type { ModulePath } from './descriptor';

/** A screen other than the dashboard: its code with its texts. */
const pageWithTexts = (load: () => Promise<{ default: ComponentType }>): ModulePage =>
  modulePage(() => withPageTexts(load()));

const ProfilePage = pageWithTexts(() => import('../features/profile/components/profile-page'));

/** /service/payments without an order: nothing to pay, so back to the start. */
function PaymentWithoutOrder() {
  return <Navigate to={paths.getStarted.getHref()} replace />;
}

const pages: Record<ModulePath, ModulePage | ComponentType> = {
  '/dashboard': modulePage(
    () => import('../features/dashboard/components/dashboard-page'),
    // Asked for while the page's code loads; the page finds the answer in the cache.
    () => void browserQueryClient().prefetchQuery(dashboardQuery()),
  ),
  '/profile': ProfilePage,
  '/edit-profile': ProfilePage,
  '/profile/locations': pageWithTexts(() => import('../features/saved/components/saved-locations-page')),
  '/profile/providers': pageWithTexts(() => import('../features/saved/components/saved-providers-page')),
  '/settings': pageWithTexts(() => import('../features/settings/components/settings-page')),
  '/service/location': pageWithTexts(() => import('../features/location/components/location-page')),
  '/service/category': pageWithTexts(() => import('../features/catalog/components/category-page')),
  '/service/specifics': pageWithTexts(() => import('../features/catalog/components/specifics-page')),
  '/service/choose': pageWithTexts(() => import('../features/catalog/components/choose-service-page')),
  '/service/providers': pageWithTexts(() => import('../features/providers/components/providers-page')),
  '/service/negotiate': pageWithTexts(() => import('../features/negotiate/components/negotiate-page')),
  '/service/again/:id': pageWithTexts(() => import('../features/book-again/components/book-again-page')),
  '/series/:id': pageWithTexts(() => import('../features/repeat-booking/components/series-page')),
  '/service/payments/:id': pageWithTexts(() => import('../features/payment/components/payment-page')),
  '/service/payments': PaymentWithoutOrder,
  '/service/orderconfirmation/:id': pageWithTexts(
    () => import('../features/payment/components/order-confirmation-page'),
  ),
  '/providers/:id': pageWithTexts(() => import('../features/providers/components/provider-profile-page')),
};

export const pageFor = (path: ModulePath): ComponentType => {
  const page = pages[path];
  return 'Component' in page ? page.Component : page;
};

/** Starts loading the code of the screen at `pathname`, if one of this module's routes matches it. */
export const preloadPageAt = (pathname: string): void => preloadModulePageAt(pages, pathname);
