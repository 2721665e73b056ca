// Which screen each route of the descriptor shows. Every screen is its own chunk, so the first route
// loads only what it needs. Every screen shows the provider profile, so each prefetches it as it opens.
import { browserQueryClient } from '@callout/query';
import { type ModulePage, modulePage, preloadPageAt as preloadModulePageAt } from '@callout/ui/module-page';
import type { ComponentType } from 'react';
import { providerProfileQuery } from '../api/get-provider-profile';
import type { ModulePath } from './descriptor';

const withProfile = (load: Parameters<typeof modulePage>[0]): ModulePage =>
  modulePage(load, () => void browserQueryClient().prefetchQuery(providerProfileQuery()));

const pages = {
  '/provider': withProfile(() => import('./pages/dashboard-page')),
  '/provider/profile': withProfile(() => import('./pages/profile-page')),
  '/provider/services': withProfile(() => import('../features/services/components/services-page')),
  '/provider/verification': withProfile(
    () => import('../features/verification/components/verification-page'),
  ),
  '/provider/requests': withProfile(() => import('../features/requests/components/requests-page')),
  '/provider/schedules': withProfile(() => import('../features/schedule/components/schedules-page')),
  '/provider/earnings': withProfile(() => import('../features/earnings/components/earnings-page')),
  '/provider/settings': withProfile(() => import('../features/settings/components/settings-page')),
} satisfies Record<ModulePath, ModulePage>;

export const pageFor = (path: ModulePath): ComponentType => pages[path].Component;

/** Starts loading the code of the screen at `pathname`, if one of this module's routes matches it. */
export const preloadPageAt = (pathname: string): void => preloadModulePageAt(pages, pathname);
