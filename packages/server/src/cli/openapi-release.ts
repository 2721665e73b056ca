// `pnpm openapi:release` runs this: the current document becomes openapi/released.json, the one later
// changes are diffed against (http/openapi/release-diff.ts). Run it when a version of the API is released, on purpose.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app';
import { readEnv } from '../env';

export const releasedPath = fileURLToPath(new URL('../../openapi/released.json', import.meta.url));

// A throwaway demo-mode app: the document does not depend on what the database holds.
const dataDir = mkdtempSync(join(tmpdir(), 'callout-openapi-'));
const app = await buildApp({
  env: readEnv({ DATA_DIR: dataDir, DEMO_MODE: 'true', LOG_LEVEL: 'silent' }),
  serveWebApp: false,
});
try {
  const document = (await app.inject({ url: '/api/openapi.json' })).json();
  writeFileSync(releasedPath, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`${releasedPath}: version ${document.info.version}`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
