// Which screen each route of the descriptor shows. Every screen is its own chunk, and OpenLayers loads
// later still, only when an order in progress shows its map.

import { retriedLazy } from '@callout/ui/module-page';
import type { ComponentType } from 'react';
import type { ModulePath } from './descriptor';

const pages: Record<ModulePath, ComponentType> = {
  '/orders': retriedLazy(() =>
    import('../features/orders-list/components/orders-page').then((m) => ({ default: m.CustomerOrdersPage })),
  ),
  '/orders/:id/receipt': retriedLazy(() =>
    import('../features/receipts/components/receipt-page').then((m) => ({ default: m.ReceiptPage })),
  ),
  '/provider/orders': retriedLazy(() =>
    import('../features/orders-list/components/orders-page').then((m) => ({ default: m.ProviderOrdersPage })),
  ),
  '/details/:id': retriedLazy(() =>
    import('./order-details-page').then((m) => ({ default: m.CustomerOrderDetailsPage })),
  ),
  '/provider/details/:id': retriedLazy(() =>
    import('./order-details-page').then((m) => ({ default: m.ProviderOrderDetailsPage })),
  ),
};

export const pageFor = (path: ModulePath): ComponentType => pages[path];
