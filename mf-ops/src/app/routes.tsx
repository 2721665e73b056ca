// The screen for each route of the descriptor. Each page loads its code when first opened; a section not
// built yet shows the placeholder, which names the section (issue 20 items 2 to 8 replace them).
import { type ComponentType, lazy } from 'react';
import type { ModulePath } from './descriptor';
import type { SectionKey } from './sections';

const HomePage = lazy(async () => ({
  default: (await import('../features/home/components/home-page')).HomePage,
}));
const ReviewsPage = lazy(async () => ({
  default: (await import('../features/reviews/components/reviews-page')).ReviewsPage,
}));
const AccountsPage = lazy(async () => ({
  default: (await import('../features/accounts/components/accounts-page')).AccountsPage,
}));
const AccountPage = lazy(async () => ({
  default: (await import('../features/accounts/components/account-page')).AccountPage,
}));
const OrdersPage = lazy(async () => ({
  default: (await import('../features/orders/components/orders-page')).OrdersPage,
}));
const OrderPage = lazy(async () => ({
  default: (await import('../features/orders/components/order-page')).OrderPage,
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
  '/ops/reviews': ReviewsPage,
  '/ops/catalogue': placeholder('catalogue'),
  '/ops/promotions': placeholder('promotions'),
  '/ops/accounts': AccountsPage,
  '/ops/accounts/:accountId': AccountPage,
  '/ops/orders': OrdersPage,
  '/ops/orders/:orderId': OrderPage,
  '/ops/audit': placeholder('audit'),
};

export function pageFor(path: ModulePath): ComponentType {
  return screens[path];
}
