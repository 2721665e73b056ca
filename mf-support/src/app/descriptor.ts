// Routes and menu of mf-support without React, so the build can publish them in module.json.
import { withTexts } from '@callout/contracts/menu-labels';
import type { MenuEntry, ModuleDescriptor } from '@callout/contracts/module-contract';
import resources from '@callout/i18n/locales/en-GB/support.json';

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

export const descriptor = withTexts(resources, {
  name: 'mf-support',
  namespace: 'support',
  routes,
  menu,
}) satisfies ModuleDescriptor;

export type ModulePath = (typeof descriptor.routes)[number]['path'];
