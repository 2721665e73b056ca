// Chunk layout of a federated module. The federation plugin turns off Rollup's hoisting of transitive
// imports, so every level of small chunks under the contract or a page costs the browser one more round
// trip. A few chunks replace them: what the contract needs, and what two or more pages share, apart from
// the shared code that stores in IndexedDB (the storage chunks), which only the pages using it load. The
// module's landing page (its first route, the one its menu entry opens) gets the shared code it needs in
// chunks of their own, so opening the module does not also fetch what only its other pages share.
import type { Rollup } from 'vite';

type GetModuleInfo = Rollup.GetModuleInfo;
type ChunkOf = (id: string, meta: Rollup.ManualChunkMeta) => string | undefined;

const vitePreloadHelper = '\0vite/preload-helper.js';

/** Modules `root` reaches through static imports, without the plugins' virtual modules. */
function staticClosure(root: string, getModuleInfo: GetModuleInfo, stopAt?: Set<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || id.startsWith('\0') || stopAt?.has(id)) continue;
    seen.add(id);
    pending.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Whether a module's code (as the federation plugin left it) brings IndexedDB's library: tens of kilobytes
 * that a page drawing from the API alone (a dashboard) should neither load nor evaluate.
 */
export const importsStorage = (code: string | null | undefined): boolean =>
  code != null && /importShared\((['"])dexie\1\)/.test(code);

/**
 * The chunk of code two or more pages share. A chunk only imports chunks of the same kind or of the kinds
 * before it (landing code never imports other shared code, storage-free code never imports storage code),
 * so the four cannot import each other in a cycle.
 */
function sharedChunkName(forLanding: boolean, loadsStorage: boolean): string {
  if (forLanding) return loadsStorage ? 'pages-landing-storage' : 'pages-landing';
  return loadsStorage ? 'pages-storage' : 'pages-shared';
}

function layout(exposedId: string, landingId: string | undefined, getModuleInfo: GetModuleInfo) {
  const chunks = new Map<string, string>();
  const contract = staticClosure(exposedId, getModuleInfo);
  // The exposed module's own chunk, under the plugin's name for it: the server preloads that file. Vite's
  // helper for lazy imports goes with it: the contract's lazy pages need it first, and left to Rollup it can
  // land in pages-shared, which imports the contract: a cycle that fails as the module starts.
  for (const id of contract) chunks.set(id, '__federation_expose_Module');
  chunks.set(vitePreloadHelper, '__federation_expose_Module');
  // Pages are what the contract imports lazily; a page's own lazy imports (maps, payments) stay apart.
  const pages = new Set([...contract].flatMap((id) => getModuleInfo(id)?.dynamicallyImportedIds ?? []));
  if (landingId !== undefined && !pages.has(landingId)) {
    throw new Error(`The landing page ${landingId} is not one of the pages the module loads lazily`);
  }
  const reachedBy = new Map<string, number>();
  for (const page of pages) {
    for (const id of staticClosure(page, getModuleInfo, contract)) {
      if (id !== page) reachedBy.set(id, (reachedBy.get(id) ?? 0) + 1);
    }
  }
  const landing = landingId === undefined ? new Set() : staticClosure(landingId, getModuleInfo, contract);
  const shared = [...reachedBy].filter(([, count]) => count > 1).map(([id]) => id);
  const loadsStorage = (id: string) =>
    [...staticClosure(id, getModuleInfo, contract)].some((reached) =>
      importsStorage(getModuleInfo(reached)?.code),
    );
  for (const id of shared) chunks.set(id, sharedChunkName(landing.has(id), loadsStorage(id)));
  return chunks;
}

/**
 * `exposedId`: the contract's module. `landingId`: the page of the module's first route, whose shared code
 * is kept apart from the rest; without it, all the pages' shared code goes together.
 */
export function moduleChunks(exposedId: string, landingId?: string): ChunkOf {
  let chunks: Map<string, string> | undefined;
  return (id, { getModuleInfo }) => {
    chunks ??= layout(exposedId, landingId, getModuleInfo);
    return chunks.get(id);
  };
}
