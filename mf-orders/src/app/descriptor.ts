// Routes and menu of mf-orders without React, so the build can publish them in module.json.
import { menuLabelsFrom } from '@callout/contracts/menu-labels';
import type { MenuEntry, ModuleDescriptor } from '@callout/contracts/module-contract';
import resources from '@callout/i18n/locales/en-GB/orders.json';

// Places in the menus and bottom bars of spec section 2, beside the other modules' entries.
const menu = [
  { to: '/orders', labelKey: 'menu.history', audience: 'customer', icon: 'orders', order: 4, bar: 2 },
  { to: '/provider/orders', labelKey: 'menu.orders', audience: 'provider', icon: 'orders', order: 4, bar: 4 },
] as const satisfies MenuEntry[];

export const descriptor = {
  name: 'mf-orders',
  namespace: 'orders',
  routes: [
    { path: '/orders', access: 'customer' },
    { path: '/details/:id', access: 'customer' },
    { path: '/provider/orders', access: 'provider' },
    { path: '/provider/details/:id', access: 'provider' },
  ],
  menu,
  menuLabels: menuLabelsFrom(resources, menu),
} as const satisfies ModuleDescriptor;

export type ModulePath = (typeof descriptor.routes)[number]['path'];
