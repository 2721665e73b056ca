// Routes and menu of mf-booking without React, so the build can publish them in module.json.
import type { ModuleDescriptor } from '@callout/contracts/module-contract';
import { paths } from '../config/paths';

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
  menu: [
    { to: paths.dashboard.getHref(), labelKey: 'menu.explore', audience: 'customer', icon: 'explore' },
    { to: paths.profile.getHref(), labelKey: 'menu.profile', audience: 'customer', icon: 'profile' },
    { to: paths.location.getHref(), labelKey: 'menu.orderNow', audience: 'customer', icon: 'order-now' },
  ],
} as const satisfies ModuleDescriptor;

export type ModulePath = (typeof descriptor.routes)[number]['path'];
