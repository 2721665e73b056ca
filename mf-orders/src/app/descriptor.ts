// Routes and menu of mf-orders without React, so the build can publish them in module.json.
import type { ModuleDescriptor } from '@callout/contracts/module-contract';

export const descriptor = {
  name: 'mf-orders',
  namespace: 'orders',
  routes: [
    { path: '/orders', access: 'customer' },
    { path: '/details/:id', access: 'customer' },
    { path: '/provider/orders', access: 'provider' },
    { path: '/provider/details/:id', access: 'provider' },
  ],
  menu: [
    { to: '/orders', labelKey: 'menu.history', audience: 'customer', icon: 'history' },
    { to: '/provider/orders', labelKey: 'menu.orders', audience: 'provider', icon: 'orders' },
  ],
} as const satisfies ModuleDescriptor;

export type ModulePath = (typeof descriptor.routes)[number]['path'];
