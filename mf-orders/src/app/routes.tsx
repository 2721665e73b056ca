import { type ComponentType, lazy } from 'react';
import type { PageTitleKey } from '../features/placeholder/components/placeholder-page';
import type { ModulePath } from './descriptor';

const PlaceholderPage = lazy(() => import('../features/placeholder/components/placeholder-page'));

// Until each screen is built, every route shows the placeholder with its own title.
const titles: Record<ModulePath, PageTitleKey> = {
  '/orders': 'pages.orders',
  '/details/:id': 'pages.details',
  '/provider/orders': 'pages.providerOrders',
  '/provider/details/:id': 'pages.providerDetails',
};

export function pageFor(path: ModulePath): ComponentType {
  const titleKey = titles[path];
  return function ModulePage() {
    return <PlaceholderPage titleKey={titleKey} />;
  };
}
