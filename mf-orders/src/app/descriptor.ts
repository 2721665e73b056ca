// Routes and menu of mf-orders without React, so the build can publish them in module.json.
import type { MenuEntry, ModuleDescriptor } from '@callout/contracts/module-contract';

// Places in the menus and bottom bars, beside the other modules' entries.
const menu = [
  { to: '/orders', labelKey: 'menu.history', audience: 'customer', icon: 'orders', order: 4, bar: 2 },
  { to: '/provider/orders', labelKey: 'menu.orders', audience: 'provider', icon: 'orders', order: 4, bar: 4 },
] as const satisfies MenuEntry[];

// Each route names its page: "{title} · Callout" (the shell's page-title.ts).
const routes = [
  { path: '/orders', access: 'customer', titleKey: 'pages.orders' },
  { path: '/details/:id', access: 'customer', titleKey: 'pages.details' },
  { path: '/orders/:id/receipt', access: 'customer', titleKey: 'pages.receipt' },
  { path: '/provider/orders', access: 'provider', titleKey: 'pages.providerOrders' },
  { path: '/provider/details/:id', access: 'provider', titleKey: 'pages.providerDetails' },
] as const satisfies ModuleDescriptor['routes'];

/**
 * The routes and menu: what the contract needs. The shell has their texts from module.json, which the build
 * writes from the descriptor with its texts (published-descriptor.ts), so the contract goes without them.
 */
export const descriptor = { name: 'mf-orders', namespace: 'orders', routes, menu } as const;

export type ModulePath = (typeof descriptor.routes)[number]['path'];
