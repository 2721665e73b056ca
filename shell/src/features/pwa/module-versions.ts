// A module release changes its version in /remotes.json; a tab keeps running the code it loaded, so it
// must offer a reload when the versions it started with are no longer the current ones.
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';

function versions(manifest: RemotesManifest): Map<string, string> {
  return new Map(manifest.remotes.map((remote) => [remote.name, remote.version]));
}

/**
 * Modules added, removed or released since `loaded`, as `name@version` (`name@removed`), so a newer
 * release of the same module reads as a new change. A tab that started without the manifest (offline on
 * its first visit) treats every module as new.
 */
export function changedModules(loaded: RemotesManifest | null, latest: RemotesManifest): string[] {
  const before = loaded ? versions(loaded) : new Map<string, string>();
  const after = versions(latest);
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((name) => before.get(name) !== after.get(name))
    .sort()
    .map((name) => `${name}@${after.get(name) ?? 'removed'}`);
}
