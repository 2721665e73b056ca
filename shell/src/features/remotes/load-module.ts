// Loads a module's `./module` contract through federation, once; a failure is tried again once at once (a
// fresh address of the same version), then reported and forgotten, so the visitor's reload or retry works.

import { loadRemote } from '@callout/build-config/load-remote';
import type { ModuleContract } from '@callout/contracts/module-contract';
import type { RemoteEntry } from '@callout/contracts/remotes-manifest';
import { reportModuleProblem } from './report-module-problem';

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
  // The version this page was given: a retry asks for the same one, never whatever is live by then.
  url.searchParams.set('v', remote.version);
  // A failed dynamic import is remembered by the browser; a fresh URL makes the retry a real one.
  if (attempt > 0) url.searchParams.set('attempt', String(attempt));
  return url.href;
}

class NotAContract extends Error {}

async function loadContract(remote: RemoteEntry): Promise<ModuleContract> {
  const contract = await loadRemote(remote.name, './module', () => entryUrl(remote));
  if (!isContract(contract)) throw new NotAContract(`${remote.name} does not expose a module contract`);
  await contract.registerTranslations();
  return contract;
}

export function loadModule(remote: RemoteEntry): Promise<ModuleContract> {
  const existing = loaded.get(remote.name);
  if (existing) return existing;
  const pending = loadContract(remote)
    .catch(() => {
      attempt += 1;
      return loadContract(remote);
    })
    .catch((error: unknown) => {
      reportModuleProblem(remote, error instanceof NotAContract ? 'contract' : 'entry');
      loaded.delete(remote.name);
      attempt += 1;
      throw error;
    });
  loaded.set(remote.name, pending);
  return pending;
}
