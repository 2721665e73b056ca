// `pnpm openapi:release`: keeps the current OpenAPI document as packages/server/openapi/released.json, the
// one the breaking-change test compares against. Run it on purpose, when a version is released.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const server = join(fileURLToPath(new URL('../', import.meta.url)), 'packages/server');
execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/openapi-release.ts'], {
  cwd: server,
  stdio: 'inherit',
});
