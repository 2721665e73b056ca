// Small module builds for the release tests: laid out as the federation plugin lays one out, with the form
// `npm run release` uploads.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BuildFile, moduleVersionOf, sha256Hex } from './module-build';

const descriptor = (name: string) => ({
  name,
  namespace: 'support',
  routes: [{ path: '/support', access: 'customer' }],
  menu: [],
});

/** A module's build as the federation plugin lays it out: its entry imports its exposed chunk. */
export function build(label: string, name = 'mf-support'): Record<string, string> {
  const chunk = `__federation_expose_Module-${label.padEnd(8, 'x')}.js`;
  return {
    'module.json': JSON.stringify(descriptor(name)),
    'assets/remoteEntry.js': `const m = () => import("/remotes/${name}/assets/${chunk}"); export const build = "${label}";`,
    [`assets/${chunk}`]: `export default "${label}";`,
  };
}

export function writeBuild(dir: string, files: Record<string, string>) {
  rmSync(dir, { recursive: true, force: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

export const asBuildFiles = (files: Record<string, string>): BuildFile[] =>
  Object.entries(files).map(([path, text]) => {
    const body = Buffer.from(text);
    return { path, sha256: sha256Hex(body), body };
  });

export const versionOf = (files: Record<string, string>) => moduleVersionOf(asBuildFiles(files));

/** The form `npm run release` sends. */
export const releaseForm = (files: Record<string, string>, name = 'mf-support') => ({
  module: name,
  version: versionOf(files),
  files: JSON.stringify(
    asBuildFiles(files).map((file) => ({
      path: file.path,
      sha256: file.sha256,
      base64: file.body.toString('base64'),
    })),
  ),
});
