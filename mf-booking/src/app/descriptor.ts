// Routes and menu of mf-booking without React, so the build can publish them in module.json.
import type { ModuleDescriptor } from '@callout/contracts/module-contract';

export const descriptor = {
  name: 'mf-booking',
  namespace: 'booking',
  routes: [
    { path: '/dashboard', access: 'customer' },
    { path: '/profile', access: 'customer' },
    { path: '/edit-profile', access: 'customer' },
    { path: '/profile/locations', access: 'customer' },
    { path: '/profile/providers', access: 'customer' },
    { path: '/settings', access: 'customer' },
    { path: '/service/location', access: 'customer' },
    { path: '/service/category', access: 'customer' },
    { path: '/service/specifics', access: 'customer' },
    { path: '/service/choose', access: 'customer' },
    { path: '/service/providers', access: 'customer' },
    { path: '/service/negotiate', access: 'customer' },
    { path: '/service/payments/:id', access: 'customer' },
    { path: '/service/orderconfirmation/:id', access: 'customer' },
  ],
  menu: [
    { to: '/dashboard', labelKey: 'menu.explore', audience: 'customer', icon: 'explore' },
    { to: '/profile', labelKey: 'menu.profile', audience: 'customer', icon: 'profile' },
    { to: '/service/location', labelKey: 'menu.orderNow', audience: 'customer', icon: 'order-now' },
  ],
} as const satisfies ModuleDescriptor;

export type ModulePath = (typeof descriptor.routes)[number]['path'];
