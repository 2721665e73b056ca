// Routes and menu of mf-booking without React, so the build can publish them in module.json.
import { menuLabelsFrom } from '@callout/contracts/menu-labels';
import type { MenuEntry, ModuleDescriptor } from '@callout/contracts/module-contract';
import resources from '@callout/i18n/locales/en-GB/booking.json';
import { paths } from '../config/paths';

// Spec section 2: the menu reads Explore, Profile, Order Now, History, Support, and the bottom bar home,
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

export const descriptor = {
  name: 'mf-booking',
  namespace: 'booking',
  routes: [
    { path: paths.dashboard.path, access: 'customer' },
    { path: paths.profile.path, access: 'customer' },
    { path: paths.editProfile.path, access: 'customer' },
    { path: paths.savedLocations.path, access: 'customer' },
    { path: paths.savedProviders.path, access: 'customer' },
    { path: paths.settings.path, access: 'customer' },
    { path: paths.location.path, access: 'customer' },
    { path: paths.category.path, access: 'customer' },
    { path: paths.specifics.path, access: 'customer' },
    { path: paths.choose.path, access: 'customer' },
    { path: paths.providers.path, access: 'customer' },
    { path: paths.negotiate.path, access: 'customer' },
    { path: paths.payments.path, access: 'customer' },
    { path: paths.paymentsWithoutId.path, access: 'customer' },
    { path: paths.orderConfirmation.path, access: 'customer' },
  ],
  menu,
  menuLabels: menuLabelsFrom(resources, menu),
} as const satisfies ModuleDescriptor;

export type ModulePath = (typeof descriptor.routes)[number]['path'];
