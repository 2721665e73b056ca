import { type ComponentType, lazy } from 'react';
import type { PageTitleKey } from '../features/placeholder/components/placeholder-page';
import type { ModulePath } from './descriptor';

const PlaceholderPage = lazy(() => import('../features/placeholder/components/placeholder-page'));

// Until each screen is built, every route shows the placeholder with its own title.
const titles: Record<ModulePath, PageTitleKey> = {
  '/support': 'pages.support',
  '/support-chat/:id': 'pages.supportChat',
  '/provider/support': 'pages.providerSupport',
  '/provider/chat/:id': 'pages.providerChat',
};

export function pageFor(path: ModulePath): ComponentType {
  const titleKey = titles[path];
  return function ModulePage() {
    return <PlaceholderPage titleKey={titleKey} />;
  };
}
