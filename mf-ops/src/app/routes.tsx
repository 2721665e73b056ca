// The screen for each route of the descriptor. Each page loads its code when first opened.
import { type ComponentType, lazy } from 'react';
import type { ModulePath } from './descriptor';

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
const ReleasesPage = lazy(async () => ({
  default: (await import('../features/releases/components/releases-page')).ReleasesPage,
}));
const DataRequestsPage = lazy(async () => ({
  default: (await import('../features/data-requests/components/data-requests-page')).DataRequestsPage,
}));
const ReviewsPage = lazy(async () => ({
  default: (await import('../features/reviews/components/reviews-page')).ReviewsPage,
}));
const CredentialsPage = lazy(async () => ({
  default: (await import('../features/credentials/components/credentials-page')).CredentialsPage,
}));
const DisputesPage = lazy(async () => ({
  default: (await import('../features/disputes/components/disputes-page')).DisputesPage,
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
const screens: Record<ModulePath, ComponentType> = {
  '/ops': HomePage,
  '/ops/support': SupportQueuePage,
  '/ops/support/:caseId': SupportCasePage,
  '/ops/reviews': ReviewsPage,
  '/ops/credentials': CredentialsPage,
  '/ops/disputes': DisputesPage,
  '/ops/catalogue': CataloguePage,
  '/ops/promotions': PromotionsPage,
  '/ops/accounts': AccountsPage,
  '/ops/accounts/:accountId': AccountPage,
  '/ops/orders': OrdersPage,
  '/ops/orders/:orderId': OrderPage,
  '/ops/audit': AuditPage,
  '/ops/data-requests': DataRequestsPage,
  '/ops/releases': ReleasesPage,
};

export function pageFor(path: ModulePath): ComponentType {
  return screens[path];
}
