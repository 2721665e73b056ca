// Every route the app serves, with who may open it, read from the route tables themselves so a new route
// is audited without anyone remembering to list it here:
// - the shell's own pages: shell/src/config/paths.ts (every entry with a `path`), their access from
//   shell/src/app/account-routes.tsx (`accountPages`: the signed-in screens of the shell);
// - each module's routes: dist/remotes/<module>/module.json, which the build writes from the module's
//   descriptor (mf-*/src/app/descriptor.ts), with `access` per route.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Route access (module contracts) to the session role the pages are opened with. */
export const roleOfAccess = { public: null, customer: 'user', provider: 'provider', operator: 'operator' };

function shellRoutes(repoRoot) {
  const pathsSource = readFileSync(join(repoRoot, 'shell/src/config/paths.ts'), 'utf8');
  const byKey = new Map(
    [...pathsSource.matchAll(/^\s*(\w+): \{\s*path: '([^']+)'/gm)].map(([, key, path]) => [key, path]),
  );
  const accountSource = readFileSync(join(repoRoot, 'shell/src/app/account-routes.tsx'), 'utf8');
  const table = accountSource.match(/export const accountPages[^=]*= \{([\s\S]*?)\n\};/)?.[1] ?? '';
  const accessOfKey = new Map();
  for (const [, access, entries] of table.matchAll(/^\s*(customer|provider|operator): \[(.*)\]/gm)) {
    for (const [, key] of entries.matchAll(/paths\.(\w+)\.path/g)) accessOfKey.set(key, access);
  }
  if (byKey.size === 0) throw new Error('no routes found in shell/src/config/paths.ts');
  return [...byKey].map(([key, path]) => ({
    path,
    access: accessOfKey.get(key) ?? 'public',
    module: 'shell',
  }));
}

function moduleRoutes(staticDir) {
  const remotes = join(staticDir, 'remotes');
  if (!existsSync(remotes)) throw new Error(`${remotes} is missing: build first (pnpm build)`);
  return readdirSync(remotes)
    .filter((name) => existsSync(join(remotes, name, 'module.json')))
    .sort()
    .flatMap((name) => {
      const manifest = JSON.parse(readFileSync(join(remotes, name, 'module.json'), 'utf8'));
      return manifest.routes.map(({ path, access }) => ({ path, access, module: name }));
    });
}

/** Every route of the shell and the built modules, in table order (shell first). */
export function allRoutes(repoRoot, staticDir) {
  return [...shellRoutes(repoRoot), ...moduleRoutes(staticDir)];
}

/**
 * The address to audit for `route`: its `:params` filled from `ids` (pattern → values), or null when the
 * bench does not know what to fill them with (a new route with parameters: add its data to
 * lighthouse-data.mjs).
 */
export function addressOf(route, ids) {
  if (!route.path.includes(':')) return route.path;
  return ids[route.path] ?? null;
}
