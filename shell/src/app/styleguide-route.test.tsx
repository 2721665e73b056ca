// The style guide is a page of demo mode only; a real marketplace has no such address.
import type { RouteObject } from '@callout/router';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../config/app-config';
import { paths } from '../config/paths';
import { buildRoutes } from './routes';

const allPaths = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...allPaths(route.children ?? [])]);

describe('/styleguide', () => {
  afterEach(() => {
    config.features = {};
  });

  it('is a route in demo mode', () => {
    config.features = { demo: true };
    expect(allPaths(buildRoutes(null))).toContain(paths.styleguide.path);
  });

  it('is not a route otherwise, so its address is not found', () => {
    config.features = {};
    expect(allPaths(buildRoutes(null))).not.toContain(paths.styleguide.path);
  });
});
