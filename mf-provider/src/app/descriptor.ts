// Routes and menu of mf-provider without React, so the build can publish them in module.json.
import { menuLabelsFrom } from '@callout/contracts/menu-labels';
import type { MenuEntry, ModuleDescriptor } from '@callout/contracts/module-contract';
import resources from '@callout/i18n/locales/en-GB/provider.json';
import { paths } from '../config/paths';

// Spec section 2: home, profile, services, orders, support, in the menu and the bottom bar alike; orders
// and support are other modules' entries.
const menu = [
  { to: paths.home.getHref(), labelKey: 'menu.home', audience: 'provider', icon: 'home', order: 1, bar: 1 },
  {
    to: paths.profile.getHref(),
    labelKey: 'menu.profile',
    audience: 'provider',
    icon: 'profile',
    order: 2,
    bar: 2,
  },
  {
    to: paths.services.getHref(),
    labelKey: 'menu.services',
    audience: 'provider',
    icon: 'services',
    order: 3,
    bar: 3,
  },
] as const satisfies MenuEntry[];

export const descriptor = {
  name: 'mf-provider',
  namespace: 'provider',
  routes: [
    { path: paths.home.path, access: 'provider' },
    { path: paths.profile.path, access: 'provider' },
    { path: paths.services.path, access: 'provider' },
    { path: paths.verification.path, access: 'provider' },
    { path: paths.requests.path, access: 'provider' },
    { path: paths.schedules.path, access: 'provider' },
  ],
  menu,
  menuLabels: menuLabelsFrom(resources, menu),
} as const satisfies ModuleDescriptor;

export type ModulePath = (typeof descriptor.routes)[number]['path'];
