// The compatibility gate: a module's build records what it was built against (build.json: the module
// contract's version and the major version of each shared library), the shell's build records what it
// hosts (host.json), and a module the running shell cannot host is never released.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What a build says it was built against (`build.json`, `host.json`): read as it was written. */
export type BuiltAgainst = Record<string, unknown>;

/** The names people know the shared libraries by. */
const sharedNames: Record<string, string> = {
  react: 'React',
  'react-dom': 'React DOM',
  '@callout/router': 'the router (@callout/router)',
  '@callout/query': 'the query layer (@callout/query)',
  i18next: 'i18next',
  dexie: 'Dexie',
  ky: 'ky',
};

interface Declared {
  contract?: unknown;
  shared?: unknown;
}

const sharedOf = (declared: Declared): Record<string, unknown> =>
  declared.shared !== null && typeof declared.shared === 'object' && !Array.isArray(declared.shared)
    ? (declared.shared as Record<string, unknown>)
    : {};

/** What the running shell was built against; null when its build does not say (nothing to check with). */
export async function readHostBuild(staticDir: string): Promise<BuiltAgainst | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(staticDir, 'shell', 'host.json'), 'utf8'));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as BuiltAgainst)
      : null;
  } catch {
    return null;
  }
}

/**
 * Why the shell built against `host` cannot host `module`'s build (built against `built`), naming the
 * contract or the shared library that differs; null when it can.
 */
export function incompatibility(
  module: string,
  host: BuiltAgainst,
  built: BuiltAgainst | null,
): string | null {
  if (built === null) {
    return `${module}'s build does not say what it was built against (no build.json): rebuild it with this shell's sources.`;
  }
  const hostDeclared = host as Declared;
  const builtDeclared = built as Declared;
  if (hostDeclared.contract !== builtDeclared.contract) {
    return `${module} was built against module contract ${String(builtDeclared.contract)}; the running shell hosts contract ${String(hostDeclared.contract)}. Release it with a shell of the same contract.`;
  }
  const hostShared = sharedOf(hostDeclared);
  const builtShared = sharedOf(builtDeclared);
  for (const name of Object.keys(hostShared).sort()) {
    if (hostShared[name] !== builtShared[name]) {
      const called = sharedNames[name] ?? name;
      const theirs =
        builtShared[name] === undefined
          ? `no version of ${called}`
          : `${called} ${String(builtShared[name])}`;
      return `${module} was built against ${theirs}; the running shell shares ${called} ${String(hostShared[name])}. Rebuild it against the shell's ${called}, or release it together with a shell built against its own.`;
    }
  }
  return null;
}
