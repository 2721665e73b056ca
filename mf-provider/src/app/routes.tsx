// Which screen each route of the descriptor shows. Every screen is its own chunk, so the first route
// loads only what it needs.
import { type ComponentType, lazy } from 'react';
import type { ModulePath } from './descriptor';

const pages: Record<ModulePath, ComponentType> = {
  '/provider': lazy(() => import('./pages/dashboard-page')),
  '/provider/profile': lazy(() => import('./pages/profile-page')),
  '/provider/services': lazy(() => import('../features/services/components/services-page')),
  '/provider/verification': lazy(() => import('../features/verification/components/verification-page')),
  '/provider/requests': lazy(() => import('../features/requests/components/requests-page')),
  '/provider/schedules': lazy(() => import('../features/schedule/components/schedules-page')),
};

export const pageFor = (path: ModulePath): ComponentType => pages[path];
