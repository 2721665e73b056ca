// The federation plugin's `importShared` imports a semver range checker (11 kB, 3 kB compressed, on the
// critical path of `/`) that it calls only for a shared library declared with a `requiredVersion`. The shell
// declares none (packages/build-config/src/federation.ts gives versions only): the libraries it uses are the
// ones it offers. Its build gets a small checker instead (src/features/remotes/shared-version-range.ts).
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const checker = fileURLToPath(new URL('../src/features/remotes/shared-version-range.ts', import.meta.url));

export function hostVersionCheck(): Plugin {
  return {
    name: 'callout-host-version-check',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === '__federation_fn_satisfy' ? checker : null;
    },
  };
}
