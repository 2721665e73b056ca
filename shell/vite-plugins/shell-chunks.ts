// Chunk layout of the shell (a first visit to `/` in at most 15 script files). Left to Rollup, the
// code the app needs to start is cut into some thirty small chunks, one per group of modules a lazy page
// also imports, each a request of its own. Here everything src/main.tsx reaches through static imports is
// one chunk, `app`: the lazy pages then import from it (it is in the page already) instead of splitting it.
// Each earlier stage of src/boot.ts (the renderer, the libraries, the signed-in session check) is one chunk
// with what it imports, so each stage still evaluates only its own code, one task each. The helpers the
// plugins add (lazy imports, the federation's `importShared`, CommonJS interop) are one chunk of their own:
// the shared libraries' chunks import them too, and a chunk they import must not wait (top-level await) on
// a shared library itself, or the two wait for each other for ever.
import type { Rollup } from 'vite';

type GetModuleInfo = Rollup.GetModuleInfo;

const entryPattern = /\/shell\/src\/boot\.ts$/;
const mainPattern = /\/shell\/src\/main\.tsx$/;
/** The stage of src/boot.ts that runs on pages rendered for a signed-in account only. */
const signedInOnly = /\/shell\/src\/boot\/session-check\.ts$/;

/** The plugins' helpers: no top-level await, and imported by the shared libraries' chunks as well. */
const reactCode = /\/node_modules\/react(-dom)?\/(index\.js|cjs\/react(-dom)?\.production\.js)$/;
const runtimeHelper = /^\0(vite\/preload-helper|virtual:__federation_fn_|commonjsHelpers)/;

/** Modules `root` reaches through static imports, without style sheets. */
function staticClosure(root: string, getModuleInfo: GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || /\.css($|\?)/.test(id)) continue;
    seen.add(id);
    pending.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function layout(ids: readonly string[], getModuleInfo: GetModuleInfo): Map<string, string> {
  const chunks = new Map<string, string>();
  const entry = ids.find((id) => entryPattern.test(id));
  const main = ids.find((id) => mainPattern.test(id));
  if (!entry || !main) return chunks; // not the shell's client build
  const assign = (ids: Iterable<string>, chunk: string) => {
    for (const id of ids) if (!chunks.has(id)) chunks.set(id, chunk);
  };
  const closure = (id: string) => staticClosure(id, getModuleInfo);
  const helpers = ids.filter((id) => runtimeHelper.test(id));
  assign(
    helpers.flatMap((id) => [...closure(id)]),
    'runtime',
  );
  // React's own code, which the shared chunks of react, react-dom and the JSX runtime all import: no
  // top-level await either, and one request fewer each.
  assign(
    ids.filter((id) => reactCode.test(id)),
    'runtime',
  );
  assign(closure(entry), 'runtime');
  chunks.delete(entry); // the entry keeps its own chunk, named by Vite
  const stages = (getModuleInfo(entry)?.dynamicallyImportedIds ?? []).filter((id) => id !== main);
  const stageName = (stage: string) => `boot-${stage.replace(/^.*\//, '').replace(/\.tsx?$/, '')}`;
  const signedInStages = stages.filter((stage) => signedInOnly.test(stage));
  const visitorStages = stages.filter((stage) => !signedInOnly.test(stage));
  for (const stage of visitorStages) assign(closure(stage), stageName(stage));
  const app = closure(main);
  // What the signed-in stage shares with the app goes with the libraries' stage, which a visitor's page loads
  // too: in the
  // app, the signed-in stage would evaluate the whole app in its task; in that stage, a visitor's page
  // would load the stage.
  const shared = visitorStages.find((stage) => /\/boot\/libraries\.ts$/.test(stage));
  for (const stage of signedInStages) {
    if (shared) {
      assign(
        [...closure(stage)].filter((id) => app.has(id)),
        stageName(shared),
      );
    }
    assign(closure(stage), stageName(stage));
  }
  assign(app, 'app');
  return chunks;
}

/** `build.rollupOptions.output.manualChunks` of the shell's client build. */
export function shellChunks(): (id: string, meta: Rollup.ManualChunkMeta) => string | undefined {
  let chunks: Map<string, string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    chunks ??= layout([...getModuleIds()], getModuleInfo);
    return chunks.get(id);
  };
}
