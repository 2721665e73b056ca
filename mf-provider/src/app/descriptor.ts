// Routes and menu of mf-provider without React, so the build can publish them in module.json.
import type { MenuEntry, ModuleDescriptor } from '@callout/contracts/module-contract';
import { paths } from '../config/paths';

// Home, profile, services, orders, support, in the menu and the bottom bar alike; orders
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

// Each route names its page: "{title} · Callout" (the shell's page-title.ts).
const routes = [
  { path: paths.home.path, access: 'provider', titleKey: 'pages.dashboard' },
  { path: paths.profile.path, access: 'provider', titleKey: 'pages.profile' },
  { path: paths.services.path, access: 'provider', titleKey: 'pages.services' },
  { path: paths.verification.path, access: 'provider', titleKey: 'pages.verification' },
  { path: paths.requests.path, access: 'provider', titleKey: 'pages.requests' },
  { path: paths.schedules.path, access: 'provider', titleKey: 'pages.schedules' },
  { path: paths.series.path, access: 'provider', titleKey: 'pages.series' },
  { path: paths.earnings.path, access: 'provider', titleKey: 'pages.earnings' },
  { path: paths.settings.path, access: 'provider', titleKey: 'pages.settings' },
  { path: paths.credentials.path, access: 'provider', titleKey: 'pages.credentials' },
  { path: paths.taxDetails.path, access: 'provider', titleKey: 'pages.taxDetails' },
  { path: paths.taxStatement.path, access: 'provider', titleKey: 'pages.taxStatement' },
] as const satisfies ModuleDescriptor['routes'];

/**
 * The routes and menu: what the contract needs. The shell has their texts from module.json, which the build
 * writes from the descriptor with its texts (published-descriptor.ts), so the contract goes without them.
 */
export const descriptor = { name: 'mf-provider', namespace: 'provider', routes, menu } as const;

export type ModulePath = (typeof descriptor.routes)[number]['path'];
