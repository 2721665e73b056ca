// Routes and menu of mf-ops, the operator console, without React, so the build can publish them in
// module.json. Every route is for operators only: the shell's guard sends anyone else to /ops/login, and
// nobody else loads this module's code.
import type { MenuEntry, ModuleDescriptor } from '@callout/contracts/module-contract';

// The console's own side navigation lists its sections; the shell's menu holds the way back to its home.
const menu = [
  { to: '/ops', labelKey: 'menu.console', audience: 'operator', icon: 'home', order: 1 },
] as const satisfies MenuEntry[];

// Each route names its page: "{title} · Callout" (the shell's page-title.ts). A section's detail pages
// (a case, an account, an order) sit under the section's path.
const routes = [
  { path: '/ops', access: 'operator', titleKey: 'pages.home' },
  { path: '/ops/support', access: 'operator', titleKey: 'pages.support' },
  { path: '/ops/support/:caseId', access: 'operator', titleKey: 'pages.supportCase' },
  { path: '/ops/reviews', access: 'operator', titleKey: 'pages.reviews' },
  { path: '/ops/credentials', access: 'operator', titleKey: 'pages.credentials' },
  { path: '/ops/disputes', access: 'operator', titleKey: 'pages.disputes' },
  { path: '/ops/catalogue', access: 'operator', titleKey: 'pages.catalogue' },
  { path: '/ops/promotions', access: 'operator', titleKey: 'pages.promotions' },
  { path: '/ops/accounts', access: 'operator', titleKey: 'pages.accounts' },
  { path: '/ops/accounts/:accountId', access: 'operator', titleKey: 'pages.account' },
  { path: '/ops/orders', access: 'operator', titleKey: 'pages.orders' },
  { path: '/ops/orders/:orderId', access: 'operator', titleKey: 'pages.order' },
  { path: '/ops/audit', access: 'operator', titleKey: 'pages.audit' },
  { path: '/ops/data-requests', access: 'operator', titleKey: 'pages.dataRequests' },
  { path: '/ops/hmrc', access: 'operator', titleKey: 'pages.hmrc' },
  { path: '/ops/releases', access: 'operator', titleKey: 'pages.releases' },
] as const satisfies ModuleDescriptor['routes'];

/**
 * The routes and menu: what the contract needs. The shell has their texts from module.json, which the build
 * writes from the descriptor with its texts (published-descriptor.ts), so the contract goes without them.
 */
export const descriptor = { name: 'mf-ops', namespace: 'ops', routes, menu } as const;

export type ModulePath = (typeof descriptor.routes)[number]['path'];
