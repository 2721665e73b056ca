import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { importsStorage, moduleChunks } from './chunks';

const storageCode =
  "import {importShared} from '\0virtual:__federation_fn_import';\nconst {Dexie} = await importShared('dexie');";

/** A module graph as Rollup describes it: static imports, lazy imports, code. */
type Graph = Record<string, { imports?: string[]; lazy?: string[]; code?: string }>;

function chunksOf(graph: Graph, exposed: string, landing?: string): Map<string, string | undefined> {
  const getModuleInfo = ((id: string) => {
    const module = graph[id];
    if (!module) return null;
    return {
      importedIds: module.imports ?? [],
      dynamicallyImportedIds: module.lazy ?? [],
      code: module.code ?? '',
    };
  }) as unknown as Rollup.GetModuleInfo;
  const chunkOf = moduleChunks(exposed, landing);
  const meta = { getModuleInfo } as Rollup.ManualChunkMeta;
  return new Map(Object.keys(graph).map((id) => [id, chunkOf(id, meta)]));
}

// A module of two lazy pages: a dashboard drawing from the API, and a form keeping its draft in IndexedDB.
const graph: Graph = {
  '/m/module.tsx': { imports: ['/m/routes.ts', '\0vite/preload-helper.js'] },
  '/m/routes.ts': { lazy: ['/m/dashboard.tsx', '/m/form.tsx', '/m/saved.tsx'] },
  '\0vite/preload-helper.js': {},
  '/m/dashboard.tsx': { imports: ['/m/money.ts', '/m/use-logout.ts'] },
  '/m/form.tsx': { imports: ['/m/money.ts', '/m/use-draft.ts', '/m/use-logout.ts'] },
  '/m/saved.tsx': { imports: ['/m/use-draft.ts'] },
  '/m/money.ts': {},
  '/m/use-logout.ts': { lazy: ['/db/clear.ts'], imports: ['\0vite/preload-helper.js'] },
  '/m/use-draft.ts': { imports: ['/db/draft-store.ts'] },
  '/db/draft-store.ts': { imports: ['/db/database.ts'] },
  '/db/database.ts': { code: storageCode },
};

describe('moduleChunks', () => {
  const chunks = chunksOf(graph, '/m/module.tsx');

  it('keeps the contract, and the helper its lazy pages need, in the exposed chunk', () => {
    expect(chunks.get('/m/module.tsx')).toBe('__federation_expose_Module');
    expect(chunks.get('/m/routes.ts')).toBe('__federation_expose_Module');
    // Left to Rollup it landed in pages-shared, which imports the contract: a cycle at start-up.
    expect(chunks.get('\0vite/preload-helper.js')).toBe('__federation_expose_Module');
  });

  it('puts code that two pages share in pages-shared, and leaves a page to its own chunk', () => {
    expect(chunks.get('/m/money.ts')).toBe('pages-shared');
    expect(chunks.get('/m/use-logout.ts')).toBe('pages-shared');
    expect(chunks.get('/m/dashboard.tsx')).toBeUndefined();
  });

  it('keeps shared code that brings IndexedDB apart, so a page without storage never loads it', () => {
    expect(chunks.get('/m/use-draft.ts')).toBe('pages-storage');
    expect(chunks.get('/db/draft-store.ts')).toBe('pages-storage');
    expect(chunks.get('/db/database.ts')).toBe('pages-storage');
    const sharedReachesStorage = [...chunks]
      .filter(([, chunk]) => chunk === 'pages-shared')
      .some(([id]) =>
        (graph[id]?.imports ?? []).some((imported) => chunks.get(imported) === 'pages-storage'),
      );
    expect(sharedReachesStorage).toBe(false);
  });
});

describe('moduleChunks with a landing page', () => {
  // The dashboard is the module's first route; the form and the saved list share code it does not need.
  const withLanding: Graph = {
    ...graph,
    '/m/routes.ts': { lazy: ['/m/dashboard.tsx', '/m/form.tsx', '/m/saved.tsx', '/m/history.tsx'] },
    '/m/dashboard.tsx': { imports: ['/m/money.ts', '/m/use-logout.ts', '/m/use-draft.ts'] },
    '/m/form.tsx': { imports: ['/m/money.ts', '/m/use-draft.ts', '/m/field.tsx', '/m/outbox.ts'] },
    '/m/history.tsx': { imports: ['/m/use-logout.ts', '/m/field.tsx', '/m/outbox.ts'] },
    '/m/outbox.ts': { imports: ['/db/database.ts', '/m/field.tsx'] },
    '/m/field.tsx': {},
  };
  const chunks = chunksOf(withLanding, '/m/module.tsx', '/m/dashboard.tsx');

  it("gives the landing page's shared code chunks of its own, with and without storage", () => {
    expect(chunks.get('/m/money.ts')).toBe('pages-landing');
    expect(chunks.get('/m/use-logout.ts')).toBe('pages-landing');
    expect(chunks.get('/m/use-draft.ts')).toBe('pages-landing-storage');
    expect(chunks.get('/db/draft-store.ts')).toBe('pages-landing-storage');
    expect(chunks.get('/db/database.ts')).toBe('pages-landing-storage');
  });

  it('leaves code only the other pages share out of what the landing page loads', () => {
    expect(chunks.get('/m/field.tsx')).toBe('pages-shared');
    expect(chunks.get('/m/outbox.ts')).toBe('pages-storage');
    const landingChunks = new Set(['pages-landing', 'pages-landing-storage']);
    const landingImportsOthers = [...chunks]
      .filter(([, chunk]) => chunk !== undefined && landingChunks.has(chunk))
      .some(([id]) =>
        (withLanding[id]?.imports ?? []).some((imported) => {
          const chunk = chunks.get(imported);
          return chunk === 'pages-shared' || chunk === 'pages-storage';
        }),
      );
    expect(landingImportsOthers).toBe(false);
  });

  it('refuses a landing page the contract does not load lazily', () => {
    expect(() => chunksOf(withLanding, '/m/module.tsx', '/m/money.ts')).toThrow(/landing page/);
  });
});

describe('importsStorage', () => {
  it('recognises the federation plugin’s import of Dexie, and nothing else', () => {
    expect(importsStorage(storageCode)).toBe(true);
    expect(importsStorage('const {Dexie} = await importShared("dexie");')).toBe(true);
    expect(importsStorage("await importShared('react')")).toBe(false);
    expect(importsStorage('// dexie is mentioned only')).toBe(false);
    expect(importsStorage(null)).toBe(false);
  });
});
