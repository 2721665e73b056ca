// Vite plugins of the shell, the federation host: it finds its modules at run time from /remotes.json and
// provides the shared dependencies to them. A build uses the federation plugin; the dev server (`pnpm dev`)
// the development runtime of dev.ts.
import federation from '@originjs/vite-plugin-federation';
import type { Plugin } from 'vite';
import { devShell } from './dev';
import { builtAgainstFile, sharedConfig } from './federation';

/** `rootUrl`: the shell's root URL (`import.meta.url` of its vite config). */
export function hostFederation(rootUrl: string): Plugin[] {
  const host = federation({
    name: 'shell',
    // Remotes are found at run time from /remotes.json; the plugin needs a remotes key to act as a host.
    remotes: { placeholder: 'remoteEntry.js' },
    shared: sharedConfig(rootUrl),
  });
  // host.json: what the shell was built against, which the server checks each module's build.json with.
  return [{ ...host, apply: 'build' }, builtAgainstFile(rootUrl, 'host.json'), devShell(rootUrl)];
}
