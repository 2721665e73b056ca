import { type ComponentType, lazy } from 'react';
import type { PageTitleKey } from '../features/placeholder/components/placeholder-page';
import type { ModulePath } from './descriptor';

const PlaceholderPage = lazy(() => import('../features/placeholder/components/placeholder-page'));

// Until each screen is built, every route shows the placeholder with its own title.
const titles: Record<ModulePath, PageTitleKey> = {
  '/provider': 'pages.dashboard',
  '/provider/profile': 'pages.profile',
  '/provider/services': 'pages.services',
  '/provider/verification': 'pages.verification',
  '/provider/requests': 'pages.requests',
  '/provider/schedules': 'pages.schedules',
};

export function pageFor(path: ModulePath): ComponentType {
  const titleKey = titles[path];
  return function ModulePage() {
    return <PlaceholderPage titleKey={titleKey} />;
  };
}
