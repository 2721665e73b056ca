// Routes and menu of mf-booking without React, so the build can publish them in module.json.
import type { MenuEntry, ModuleDescriptor } from '@callout/contracts/module-contract';
import { paths } from '../config/paths';

// The menu reads Explore, Profile, Order Now, History, Support, and the bottom bar home,
// orders, order now, profile; History and Support are other modules' entries.
const menu = [
  {
    to: paths.dashboard.getHref(),
    labelKey: 'menu.explore',
    audience: 'customer',
    icon: 'home',
    order: 1,
    bar: 1,
  },
  {
    to: paths.profile.getHref(),
    labelKey: 'menu.profile',
    audience: 'customer',
    icon: 'profile',
    order: 2,
    bar: 4,
  },
  {
    to: paths.location.getHref(),
    labelKey: 'menu.orderNow',
    audience: 'customer',
    icon: 'order-now',
    order: 3,
    bar: 3,
  },
] as const satisfies MenuEntry[];

// Each route names its page: "{title} · Callout" (the shell's page-title.ts).
const routes = [
  { path: paths.dashboard.path, access: 'customer', titleKey: 'dashboard.title' },
  { path: paths.profile.path, access: 'customer', titleKey: 'profile.title' },
  { path: paths.editProfile.path, access: 'customer', titleKey: 'profile.title' },
  { path: paths.savedLocations.path, access: 'customer', titleKey: 'saved.locationsTitle' },
  { path: paths.savedProviders.path, access: 'customer', titleKey: 'saved.providersTitle' },
  { path: paths.settings.path, access: 'customer', titleKey: 'settings.title' },
  { path: paths.location.path, access: 'customer', titleKey: 'location.title' },
  { path: paths.category.path, access: 'customer', titleKey: 'category.title' },
  { path: paths.specifics.path, access: 'customer', titleKey: 'specifics.title' },
  { path: paths.choose.path, access: 'customer', titleKey: 'choose.title' },
  { path: paths.providers.path, access: 'customer', titleKey: 'providers.title' },
  { path: paths.negotiate.path, access: 'customer', titleKey: 'negotiate.title' },
  { path: paths.bookAgain.path, access: 'customer', titleKey: 'again.title' },
  { path: paths.series.path, access: 'customer', titleKey: 'seriesPage.title' },
  { path: paths.payments.path, access: 'customer', titleKey: 'payment.title' },
  // Nothing to pay without an order: back to the start (routes.tsx), straight from the server.
  {
    path: paths.paymentsWithoutId.path,
    access: 'customer',
    titleKey: 'payment.title',
    redirectTo: paths.getStarted.getHref(),
  },
  { path: paths.orderConfirmation.path, access: 'customer', titleKey: 'confirmation.title' },
  { path: paths.providerProfile.path, access: 'public', titleKey: 'providerProfile.title' },
] as const satisfies ModuleDescriptor['routes'];

/**
 * The routes and menu: what the contract needs. The shell has their texts from module.json, which the build
 * writes from the descriptor with its texts (published-descriptor.ts), so the contract goes without them.
 */
export const descriptor = { name: 'mf-booking', namespace: 'booking', routes, menu } as const;

export type ModulePath = (typeof descriptor.routes)[number]['path'];
