import { type ComponentType, lazy } from 'react';
import type { PageTitleKey } from '../features/placeholder/components/placeholder-page';
import type { ModulePath } from './descriptor';

const PlaceholderPage = lazy(() => import('../features/placeholder/components/placeholder-page'));

// Until each screen is built, every route shows the placeholder with its own title.
const titles: Record<ModulePath, PageTitleKey> = {
  '/dashboard': 'pages.dashboard',
  '/profile': 'pages.profile',
  '/edit-profile': 'pages.editProfile',
  '/profile/locations': 'pages.savedLocations',
  '/profile/providers': 'pages.savedProviders',
  '/settings': 'pages.settings',
  '/service/location': 'pages.location',
  '/service/category': 'pages.category',
  '/service/specifics': 'pages.specifics',
  '/service/choose': 'pages.choose',
  '/service/providers': 'pages.providers',
  '/service/negotiate': 'pages.negotiate',
  '/service/payments/:id': 'pages.payments',
  '/service/orderconfirmation/:id': 'pages.orderConfirmation',
};

export function pageFor(path: ModulePath): ComponentType {
  const titleKey = titles[path];
  return function ModulePage() {
    return <PlaceholderPage titleKey={titleKey} />;
  };
}
