// Routes and menu of mf-support without React, so the build can publish them in module.json.
import type { ModuleDescriptor } from '@callout/contracts/module-contract';

export const descriptor = {
  name: 'mf-support',
  namespace: 'support',
  routes: [
    { path: '/support', access: 'customer' },
    { path: '/support-chat/:id', access: 'customer' },
    { path: '/provider/support', access: 'provider' },
    { path: '/provider/chat/:id', access: 'provider' },
  ],
  menu: [
    { to: '/support', labelKey: 'menu.support', audience: 'customer', icon: 'support' },
    { to: '/provider/support', labelKey: 'menu.support', audience: 'provider', icon: 'support' },
  ],
} as const satisfies ModuleDescriptor;

export type ModulePath = (typeof descriptor.routes)[number]['path'];
