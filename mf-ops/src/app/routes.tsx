// The screen for each route of the descriptor. Each page loads its code when first opened.
import { lazyTexts } from '@callout/i18n/lazy-texts';
import { opsHmrcTranslations } from '@callout/i18n/translations';
import { retriedLazy } from '@callout/ui/module-page';
import type { ComponentType } from 'react';
import type { ModulePath } from './descriptor';

const HomePage = retriedLazy(async () => ({
  default: (await import('../features/home/components/home-page')).HomePage,
}));
const CataloguePage = retriedLazy(async () => ({
  default: (await import('../features/catalogue/components/catalogue-page')).CataloguePage,
}));
const PromotionsPage = retriedLazy(async () => ({
  default: (await import('../features/promotions/components/promotions-page')).PromotionsPage,
}));
const AuditPage = retriedLazy(async () => ({
  default: (await import('../features/audit/components/audit-page')).AuditPage,
}));
const ReleasesPage = retriedLazy(async () => ({
  default: (await import('../features/releases/components/releases-page')).ReleasesPage,
}));
const DataRequestsPage = retriedLazy(async () => ({
  default: (await import('../features/data-requests/components/data-requests-page')).DataRequestsPage,
}));
// The HMRC reporting page's texts come with its code.
const withHmrcTexts = lazyTexts('ops', opsHmrcTranslations);
const HmrcPage = retriedLazy(async () => ({
  default: (await withHmrcTexts(import('../features/hmrc/components/hmrc-page'))).HmrcPage,
}));
const ReviewsPage = retriedLazy(async () => ({
  default: (await import('../features/reviews/components/reviews-page')).ReviewsPage,
}));
const CredentialsPage = retriedLazy(async () => ({
  default: (await import('../features/credentials/components/credentials-page')).CredentialsPage,
}));
const DisputesPage = retriedLazy(async () => ({
  default: (await import('../features/disputes/components/disputes-page')).DisputesPage,
}));
const AccountsPage = retriedLazy(async () => ({
  default: (await import('../features/accounts/components/accounts-page')).AccountsPage,
}));
const AccountPage = retriedLazy(async () => ({
  default: (await import('../features/accounts/components/account-page')).AccountPage,
}));
const OrdersPage = retriedLazy(async () => ({
  default: (await import('../features/orders/components/orders-page')).OrdersPage,
}));
const OrderPage = retriedLazy(async () => ({
  default: (await import('../features/orders/components/order-page')).OrderPage,
}));
const SupportQueuePage = retriedLazy(async () => ({
  default: (await import('../features/support/components/support-queue-page')).SupportQueuePage,
}));
const SupportCasePage = retriedLazy(async () => ({
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
  '/ops/hmrc': HmrcPage,
  '/ops/releases': ReleasesPage,
};

export function pageFor(path: ModulePath): ComponentType {
  return screens[path];
}
