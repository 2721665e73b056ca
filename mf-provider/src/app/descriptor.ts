// Routes and menu of mf-provider without React, so the build can publish them in module.json.
import type { ModuleDescriptor } from '@callout/contracts/module-contract';
import { paths } from '../config/paths';

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
  menu: [
    { to: paths.home.getHref(), labelKey: 'menu.home', audience: 'provider', icon: 'home' },
    { to: paths.profile.getHref(), labelKey: 'menu.profile', audience: 'provider', icon: 'profile' },
    { to: paths.services.getHref(), labelKey: 'menu.services', audience: 'provider', icon: 'services' },
  ],
} as const satisfies ModuleDescriptor;

export type ModulePath = (typeof descriptor.routes)[number]['path'];
