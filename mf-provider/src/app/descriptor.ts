// Routes and menu of mf-provider without React, so the build can publish them in module.json.
import type { ModuleDescriptor } from '@callout/contracts/module-contract';

export const descriptor = {
  name: 'mf-provider',
  namespace: 'provider',
  routes: [
    { path: '/provider', access: 'provider' },
    { path: '/provider/profile', access: 'provider' },
    { path: '/provider/services', access: 'provider' },
    { path: '/provider/verification', access: 'provider' },
    { path: '/provider/requests', access: 'provider' },
    { path: '/provider/schedules', access: 'provider' },
  ],
  menu: [
    { to: '/provider', labelKey: 'menu.home', audience: 'provider', icon: 'home' },
    { to: '/provider/profile', labelKey: 'menu.profile', audience: 'provider', icon: 'profile' },
    { to: '/provider/services', labelKey: 'menu.services', audience: 'provider', icon: 'services' },
  ],
} as const satisfies ModuleDescriptor;

export type ModulePath = (typeof descriptor.routes)[number]['path'];
