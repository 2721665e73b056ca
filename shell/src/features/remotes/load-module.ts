// Loads a module's `./module` contract through federation, once; a failure is forgotten so retry works.

import { loadRemote } from '@callout/build-config/load-remote';
import type { ModuleContract } from '@callout/contracts/module-contract';
import type { RemoteEntry } from '@callout/contracts/remotes-manifest';

const loaded = new Map<string, Promise<ModuleContract>>();
let attempt = 0;

function isContract(value: unknown): value is ModuleContract {
  const candidate = value as Partial<ModuleContract> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    Array.isArray(candidate.routes) &&
    typeof candidate.registerTranslations === 'function'
  );
}

function entryUrl(remote: RemoteEntry): string {
  const url = new URL(remote.entry, window.location.href);
  url.searchParams.set('v', remote.version);
  // A failed dynamic import is remembered by the browser; a fresh URL makes the retry a real one.
  if (attempt > 0) url.searchParams.set('attempt', String(attempt));
  return url.href;
}

export function loadModule(remote: RemoteEntry): Promise<ModuleContract> {
  const existing = loaded.get(remote.name);
  if (existing) return existing;
  const pending = loadRemote(remote.name, './module', () => entryUrl(remote)).then(async (contract) => {
    if (!isContract(contract)) throw new Error(`${remote.name} does not expose a module contract`);
    await contract.registerTranslations();
    return contract;
  });
  pending.catch(() => {
    loaded.delete(remote.name);
    attempt += 1;
  });
  loaded.set(remote.name, pending);
  return pending;
}
