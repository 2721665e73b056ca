// `pnpm openapi:release` runs this: the current document becomes openapi/released.json, the one later
// changes are diffed against (release-diff.ts). Run it when a version of the API is released, on purpose.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { backends } from '../test-support/backends';
import { startTestServer } from '../test-support/harness';

export const releasedPath = fileURLToPath(new URL('../../openapi/released.json', import.meta.url));

const server = await startTestServer(backends[0] as (typeof backends)[0]);
try {
  const document = (await server.app.inject({ url: '/api/openapi.json' })).json();
  writeFileSync(releasedPath, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`${releasedPath}: version ${document.info.version}`);
} finally {
  await server.close();
}
