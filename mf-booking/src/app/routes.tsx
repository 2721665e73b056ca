// Which screen each route of the descriptor shows. Every screen is its own chunk, so the first route
// loads only what it needs (OpenLayers and Stripe load later still, inside their screens).

import { Navigate } from '@callout/router';
import { type ComponentType, lazy } from 'react';
import { paths } from '../config/paths';
import type { ModulePath } from './descriptor';

const ProfilePage = lazy(() => import('../features/profile/components/profile-page'));

/** /service/payments without an order: nothing to pay, so back to the start (spec section 2). */
function PaymentWithoutOrder() {
  return <Navigate to={paths.getStarted.getHref()} replace />;
}

const pages: Record<ModulePath, ComponentType> = {
  '/dashboard': lazy(() => import('../features/dashboard/components/dashboard-page')),
  '/profile': ProfilePage,
  '/edit-profile': ProfilePage,
  '/profile/locations': lazy(() => import('../features/saved/components/saved-locations-page')),
  '/profile/providers': lazy(() => import('../features/saved/components/saved-providers-page')),
  '/settings': lazy(() => import('../features/settings/components/settings-page')),
  '/service/location': lazy(() => import('../features/location/components/location-page')),
  '/service/category': lazy(() => import('../features/catalog/components/category-page')),
  '/service/specifics': lazy(() => import('../features/catalog/components/specifics-page')),
  '/service/choose': lazy(() => import('../features/catalog/components/choose-service-page')),
  '/service/providers': lazy(() => import('../features/providers/components/providers-page')),
  '/service/negotiate': lazy(() => import('../features/negotiate/components/negotiate-page')),
  '/service/payments/:id': lazy(() => import('../features/payment/components/payment-page')),
  '/service/payments': PaymentWithoutOrder,
  '/service/orderconfirmation/:id': lazy(
    () => import('../features/payment/components/order-confirmation-page'),
  ),
};

export const pageFor = (path: ModulePath): ComponentType => pages[path];
