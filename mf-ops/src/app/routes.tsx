// The screen for each route of the descriptor. Each page loads its code when first opened; a section not
// built yet shows the placeholder, which names the section (issue 20 items 2 to 8 replace them).
import { type ComponentType, lazy } from 'react';
import type { ModulePath } from './descriptor';
import type { SectionKey } from './sections';

const HomePage = lazy(async () => ({
  default: (await import('../features/home/components/home-page')).HomePage,
}));
const CataloguePage = lazy(async () => ({
  default: (await import('../features/catalogue/components/catalogue-page')).CataloguePage,
}));
const PromotionsPage = lazy(async () => ({
  default: (await import('../features/promotions/components/promotions-page')).PromotionsPage,
}));
const AuditPage = lazy(async () => ({
  default: (await import('../features/audit/components/audit-page')).AuditPage,
}));
const SupportQueuePage = lazy(async () => ({
  default: (await import('../features/support/components/support-queue-page')).SupportQueuePage,
}));
const SupportCasePage = lazy(async () => ({
  default: (await import('../features/support/components/support-case-page')).SupportCasePage,
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
  '/ops/support': SupportQueuePage,
  '/ops/support/:caseId': SupportCasePage,
  '/ops/reviews': placeholder('reviews'),
  '/ops/catalogue': CataloguePage,
  '/ops/promotions': PromotionsPage,
  '/ops/accounts': placeholder('accounts'),
  '/ops/orders': placeholder('orders'),
  '/ops/audit': AuditPage,
};

export function pageFor(path: ModulePath): ComponentType {
  return screens[path];
}
