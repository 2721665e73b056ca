// The screen for each route of the descriptor. Each page loads its code when first opened; a section not
// built yet shows the placeholder, which names the section (issue 20 items 2 to 8 replace them).
import { type ComponentType, lazy } from 'react';
import type { ModulePath } from './descriptor';
import type { SectionKey } from './sections';

const HomePage = lazy(async () => ({
  default: (await import('../features/home/components/home-page')).HomePage,
}));
const PlaceholderPage = lazy(async () => ({
  default: (await import('../components/placeholder-page')).PlaceholderPage,
}));

const placeholder = (section: SectionKey) =>
  function SectionPlaceholder() {
    return <PlaceholderPage section={section} />;
  };

const screens: Record<ModulePath, ComponentType> = {
  '/ops': HomePage,
  '/ops/support': placeholder('support'),
  '/ops/reviews': placeholder('reviews'),
  '/ops/catalogue': placeholder('catalogue'),
  '/ops/promotions': placeholder('promotions'),
  '/ops/accounts': placeholder('accounts'),
  '/ops/orders': placeholder('orders'),
  '/ops/audit': placeholder('audit'),
};

export function pageFor(path: ModulePath): ComponentType {
  return screens[path];
}
