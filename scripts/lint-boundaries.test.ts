// The import boundaries in biome.json catch a real violation: each case writes a file that breaks one,
// lints it with the repository's own configuration, and expects that boundary's message.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
const written: string[] = [];

/** Writes `source` to `path` (from the repository root) and lints it with the boundary rule only. */
function lint(path: string, source: string) {
  const file = `${root}${path}`;
  written.push(file);
  writeFileSync(file, source);
  const run = spawnSync(
    process.execPath,
    [biome, 'lint', '--colors=off', '--only=style/noRestrictedImports', path],
    { cwd: root, encoding: 'utf8' },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const probe = (folder: string) => `${folder}/lint-boundary-probe-${process.pid}.ts`;
const importing = (specifier: string) => `import { x } from '${specifier}';\n\nexport { x };\n`;

afterEach(() => {
  for (const file of written.splice(0)) rmSync(file, { force: true });
});

describe('lint boundaries', () => {
  it.each([
    ['mf-booking/src', '../../mf-orders/src/app/routes', 'A module never imports another module'],
    ['mf-booking/src', '@callout/mf-orders/remote', 'A module never imports another module'],
    ['mf-support/src', '../../shell/src/config/paths', 'A module never imports another module'],
    ['mf-ops/src', '../../mf-support/src/app/routes', 'A module never imports another module'],
    ['mf-ops/src', '@callout/server/app', 'Browser code never imports the server'],
    ['shell/src', '@callout/mf-booking/remote', 'The shell never imports a module'],
    ['shell/src/features/help', '../../app/routes', 'Only src/app/ composes the shell'],
    ['mf-provider/src', '@callout/server/app', 'Browser code never imports the server'],
    ['packages/ui/src', '../../server/src/app', 'Browser code never imports the server'],
    ['packages/contracts/src', '@callout/ui/button', 'are the bottom layer'],
    ['packages/ui/src', '@callout/api-client/client', 'ui import only contracts, i18n, query and router'],
    ['packages/server/src', '@callout/api-client/client', 'The server imports only @callout/contracts'],
    ['packages/server/src', '@callout/server-testing/harness', 'never imports @callout/server-testing'],
    ['mf-orders/src', '@callout/server-testing/harness', 'Browser code never imports the server'],
    ['packages/ui/src', '../../server-testing/src/harness', 'Browser code never imports the server'],
    ['packages/module-kit/src', '@callout/server/app', 'Browser code never imports the server'],
    ['packages/module-kit/src', '@callout/server-testing/harness', 'Browser code never imports the server'],
    ['packages/module-kit/src', '../../../mf-booking/src/app/routes', 'A package never imports a module'],
    ['packages/ui/src', '@callout/module-kit/api', 'ui import only contracts, i18n, query and router'],
  ])('fails %s importing %s', { timeout: 20_000 }, (folder, specifier, message) => {
    const { status, output } = lint(probe(folder), importing(specifier));
    expect(status).not.toBe(0);
    expect(output).toContain('lint/style/noRestrictedImports');
    expect(output).toContain(message);
  });

  // The same runs pass when the import respects the boundaries, so the failures above are the rule's.
  it.each([
    ['mf-booking/src', '@callout/ui/button'],
    ['shell/src/features/help', '../../config/paths'],
    ['shell/src/app', '../features/help/api/get-faqs'],
    ['packages/chat/src', '@callout/offline/outbox-db'],
    ['packages/ui/src', '@callout/query'],
    ['packages/server/src', '@callout/contracts/accounts'],
    ['packages/server-testing/src', '@callout/server/app'],
    ['mf-booking/src', '@callout/module-kit/categories'],
    ['mf-ops/src', '@callout/chat/chat-panel'],
    ['packages/module-kit/src', '@callout/query'],
  ])('passes %s importing %s', { timeout: 20_000 }, (folder, specifier) => {
    const { status, output } = lint(probe(folder), importing(specifier));
    expect(output).not.toContain('noRestrictedImports');
    expect(status).toBe(0);
  });

  // A module's lazy parts go through retriedLazy (a failed chunk is tried once more), never React's own lazy.
  it.each(['mf-booking/src', 'mf-orders/src', 'mf-provider/src', 'mf-support/src', 'mf-ops/src'])(
    "fails %s importing React's lazy, and passes its other names",
    { timeout: 20_000 },
    (folder) => {
      const lazy = lint(probe(folder), "import { lazy } from 'react';\n\nexport { lazy };\n");
      expect(lazy.status).not.toBe(0);
      expect(lazy.output).toContain('retriedLazy from @callout/ui/module-page');
      const other = lint(probe(folder), "import { Suspense } from 'react';\n\nexport { Suspense };\n");
      expect(other.output).not.toContain('noRestrictedImports');
      expect(other.status).toBe(0);
    },
  );

  // A server test beside the code it tests may use the test doubles that product code may not.
  it('passes a server test importing @callout/server-testing', { timeout: 20_000 }, () => {
    const path = probe('packages/server/src').replace(/\.ts$/, '.test.ts');
    const { status, output } = lint(path, importing('@callout/server-testing/harness'));
    expect(output).not.toContain('noRestrictedImports');
    expect(status).toBe(0);
  });
});
