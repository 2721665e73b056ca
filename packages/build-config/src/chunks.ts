// Chunk layout of a federated module. The federation plugin turns off Rollup's hoisting of transitive
// imports, so every level of small chunks under the contract or a page costs the browser one more round
// trip. Two chunks replace them: what the contract needs, and what two or more pages share.
import type { Rollup } from 'vite';

type GetModuleInfo = Rollup.GetModuleInfo;
type ChunkOf = (id: string, meta: Rollup.ManualChunkMeta) => string | undefined;

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

function layout(exposedId: string, getModuleInfo: GetModuleInfo): Map<string, string> {
  const chunks = new Map<string, string>();
  const contract = staticClosure(exposedId, getModuleInfo);
  // The exposed module's own chunk, under the plugin's name for it: the server preloads that file.
  for (const id of contract) chunks.set(id, '__federation_expose_Module');
  // Pages are what the contract imports lazily; a page's own lazy imports (maps, payments) stay apart.
  const pages = [...contract].flatMap((id) => getModuleInfo(id)?.dynamicallyImportedIds ?? []);
  const reachedBy = new Map<string, number>();
  for (const page of new Set(pages)) {
    for (const id of staticClosure(page, getModuleInfo, contract)) {
      if (id !== page) reachedBy.set(id, (reachedBy.get(id) ?? 0) + 1);
    }
  }
  for (const [id, count] of reachedBy) if (count > 1) chunks.set(id, 'pages-shared');
  return chunks;
}

export function moduleChunks(exposedId: string): ChunkOf {
  let chunks: Map<string, string> | undefined;
  return (id, { getModuleInfo }) => {
    chunks ??= layout(exposedId, getModuleInfo);
    return chunks.get(id);
  };
}
