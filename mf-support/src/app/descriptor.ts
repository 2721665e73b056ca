// Routes and menu of mf-support without React, so the build can publish them in module.json.
import type { MenuEntry, ModuleDescriptor } from '@callout/contracts/module-contract';

// Places in the menus and bottom bars: the customer's bottom bar has no support icon.
const menu = [
  { to: '/support', labelKey: 'menu.support', audience: 'customer', icon: 'support', order: 5 },
  {
    to: '/provider/support',
    labelKey: 'menu.support',
    audience: 'provider',
    icon: 'support',
    order: 5,
    bar: 5,
  },
] as const satisfies MenuEntry[];

// Each route names its page: "{title} · Callout" (the shell's page-title.ts).
const routes = [
  { path: '/support', access: 'customer', titleKey: 'pages.support' },
  { path: '/support-chat/:id', access: 'customer', titleKey: 'pages.supportChat' },
  { path: '/provider/support', access: 'provider', titleKey: 'pages.providerSupport' },
  { path: '/provider/chat/:id', access: 'provider', titleKey: 'pages.providerChat' },
] as const satisfies ModuleDescriptor['routes'];

/**
 * The routes and menu: what the contract needs. The shell has their texts from module.json, which the build
 * writes from the descriptor with its texts (published-descriptor.ts), so the contract goes without them.
 */
export const descriptor = { name: 'mf-support', namespace: 'support', routes, menu } as const;

export type ModulePath = (typeof descriptor.routes)[number]['path'];
